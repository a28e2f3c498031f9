// GET /api/modules/:id/videos — a module's video classes, cached per paper and module. The Video
// Class panel mounts only while its tab is open, so nothing is fetched before the tab is first opened.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVideoClass, TVideoList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getModuleVideos(moduleId: number, signal?: AbortSignal): Promise<TVideoClass[]> {
  const { videos } = await apiGet<TVideoList>(`/modules/${moduleId}/videos`, { signal });
  return videos;
}

export function moduleVideosQueryOptions(paperId: number, moduleId: number) {
  return queryOptions({
    queryKey: ['papers', paperId, 'modules', moduleId, 'videos'] as const,
    queryFn: ({ signal }) => getModuleVideos(moduleId, signal),
  });
}

export function useModuleVideos(paperId: number, moduleId: number) {
  return useQuery(moduleVideosQueryOptions(paperId, moduleId));
}
