// GET /api/papers/:id/modules — the paper's modules in order, with what the caller may open and saved.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TModuleSummary, TModuleList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getPaperModules(paperId: number, signal?: AbortSignal): Promise<TModuleSummary[]> {
  const { modules } = await apiGet<TModuleList>(`/papers/${paperId}/modules`, { signal });
  return modules;
}

/** The same key and value as the paper selection's module list, so the two screens share the cache. */
export function paperModulesQueryOptions(paperId: number) {
  return queryOptions({
    queryKey: ['papers', paperId, 'modules'] as const,
    queryFn: ({ signal }) => getPaperModules(paperId, signal),
  });
}

export function usePaperModules(paperId: number) {
  return useQuery(paperModulesQueryOptions(paperId));
}
