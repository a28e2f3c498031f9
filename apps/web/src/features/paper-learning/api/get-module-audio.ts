// GET /api/modules/:id/audio — a module's audio classes, cached per paper and module.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAudioClass, TAudioList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getModuleAudio(moduleId: number, signal?: AbortSignal): Promise<TAudioClass[]> {
  const { audio } = await apiGet<TAudioList>(`/modules/${moduleId}/audio`, { signal });
  return audio;
}

export function moduleAudioQueryOptions(paperId: number, moduleId: number) {
  return queryOptions({
    queryKey: ['papers', paperId, 'modules', moduleId, 'audio'] as const,
    queryFn: ({ signal }) => getModuleAudio(moduleId, signal),
  });
}

export function useModuleAudio(paperId: number, moduleId: number) {
  return useQuery(moduleAudioQueryOptions(paperId, moduleId));
}
