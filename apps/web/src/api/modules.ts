// One module: GET /api/modules/:id — the module with its paper, what the caller may open, and
// progress. Its tests live under the same key (mock-tests.ts), so keys are defined here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TModuleDetails } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const moduleKeys = {
  all: ['modules'] as const,
  /** Progress and bookmarks invalidate this one entry exactly, leaving the module's tests cached. */
  details: (moduleId: number) => [...moduleKeys.all, moduleId] as const,
  tests: (moduleId: number | null) => [...moduleKeys.all, moduleId, 'tests'] as const,
};

export function getModuleDetails(moduleId: number, signal?: AbortSignal): Promise<TModuleDetails> {
  return apiGet<TModuleDetails>(`/modules/${moduleId}`, { signal });
}

export function moduleDetailsQueryOptions(moduleId: number) {
  return queryOptions({
    queryKey: moduleKeys.details(moduleId),
    queryFn: ({ signal }) => getModuleDetails(moduleId, signal),
  });
}

export function useModuleDetails(moduleId: number) {
  return useQuery(moduleDetailsQueryOptions(moduleId));
}
