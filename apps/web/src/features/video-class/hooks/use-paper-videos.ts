// Every video class of a paper, in module order. The API lists videos per module only, so this
// asks for the paper's modules, then each module's videos in parallel.
import type { TModuleSummary, TVideoClass } from '@padanam/contract';
import { useQueries } from '@tanstack/react-query';
import { moduleVideosQueryOptions } from '../../../api/learning';
import { usePaperModules } from '../../../api/papers';

export type TPaperVideo = TVideoClass & { moduleTitle: string };

type TPaperVideos =
  | { status: 'pending' }
  | { status: 'error'; isRetrying: boolean; retry: () => void }
  | { status: 'success'; videos: TPaperVideo[] };

export function usePaperVideos(paperId: number): TPaperVideos {
  const modulesQuery = usePaperModules(paperId);
  const modules: TModuleSummary[] = modulesQuery.data ?? [];
  const videoQueries = useQueries({
    queries: modules.map((module) => moduleVideosQueryOptions({ paperId, moduleId: module.id })),
  });

  if (modulesQuery.isError || videoQueries.some((query) => query.isError)) {
    return {
      status: 'error',
      isRetrying: modulesQuery.isFetching || videoQueries.some((query) => query.isFetching),
      retry: () => {
        if (modulesQuery.isError) void modulesQuery.refetch();
        for (const query of videoQueries) if (query.isError) void query.refetch();
      },
    };
  }
  if (modulesQuery.isPending || videoQueries.some((query) => query.isPending)) return { status: 'pending' };

  const videos = modules.flatMap((module, index) =>
    (videoQueries[index]?.data ?? []).map((video) => ({ ...video, moduleTitle: module.title })),
  );
  return { status: 'success', videos: videos.sort(byModuleThenOrder) };
}

function byModuleThenOrder(a: TVideoClass, b: TVideoClass): number {
  return a.moduleNumber - b.moduleNumber || a.order - b.order || a.id - b.id;
}
