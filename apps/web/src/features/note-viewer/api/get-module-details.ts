// GET /api/modules/:id — the module the note belongs to: its title, its paper, and whether the caller may open it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TModuleDetails } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export function getModuleDetails(moduleId: number, signal?: AbortSignal): Promise<TModuleDetails> {
  return apiGet<TModuleDetails>(`/modules/${moduleId}`, { signal });
}

/** Keyed by the API path, so recording progress elsewhere refreshes it (house convention). */
export function moduleDetailsQueryOptions(moduleId: number) {
  return queryOptions({
    queryKey: ['modules', moduleId] as const,
    queryFn: ({ signal }) => getModuleDetails(moduleId, signal),
  });
}

export function useModuleDetails(moduleId: number) {
  return useQuery(moduleDetailsQueryOptions(moduleId));
}
