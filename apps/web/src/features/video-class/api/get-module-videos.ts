// GET /api/modules/:id/videos — one module's video classes, in order.
import { queryOptions } from '@tanstack/react-query';
import type { TVideoClass, TVideoList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getModuleVideos(moduleId: number, signal?: AbortSignal): Promise<TVideoClass[]> {
  const { videos } = await apiGet<TVideoList>(`/modules/${moduleId}/videos`, { signal });
  return videos;
}

/** The learning screen caches a module's videos under this same key and value. */
export function moduleVideosQueryOptions(paperId: number, moduleId: number) {
  return queryOptions({
    queryKey: ['papers', paperId, 'modules', moduleId, 'videos'] as const,
    queryFn: ({ signal }) => getModuleVideos(moduleId, signal),
  });
}
