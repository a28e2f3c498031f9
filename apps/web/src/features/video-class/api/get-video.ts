// GET /api/videos/:id — one video class: its link, title and instructor (403 NOT_ENROLLED when locked).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVideoClass } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export function getVideo(videoId: number, signal?: AbortSignal): Promise<TVideoClass> {
  return apiGet<TVideoClass>(`/videos/${videoId}`, { signal });
}

export function videoQueryOptions(videoId: number) {
  return queryOptions({
    queryKey: ['videos', videoId] as const,
    queryFn: ({ signal }) => getVideo(videoId, signal),
  });
}

export function useVideo(videoId: number) {
  return useQuery(videoQueryOptions(videoId));
}
