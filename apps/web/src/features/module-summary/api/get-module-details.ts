// GET /api/modules/:id — one module with its paper, what the caller may open, and progress.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TModuleDetails } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export function getModuleDetails(moduleId: number, signal?: AbortSignal): Promise<TModuleDetails> {
  return apiGet<TModuleDetails>(`/modules/${moduleId}`, { signal });
}

/** Keyed by the API path, so the learning screen can mark it stale after progress is recorded. */
export function moduleDetailsQueryOptions(moduleId: number) {
  return queryOptions({
    queryKey: ['modules', moduleId] as const,
    queryFn: ({ signal }) => getModuleDetails(moduleId, signal),
  });
}

export function useModuleDetails(moduleId: number) {
  return useQuery(moduleDetailsQueryOptions(moduleId));
}
