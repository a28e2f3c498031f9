// GET /api/papers/:id/modules — the modules listed in the paper selection's detail panel.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TModuleSummary, TModuleList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getPaperModules(paperId: number, signal?: AbortSignal): Promise<TModuleSummary[]> {
  const { modules } = await apiGet<TModuleList>(`/papers/${paperId}/modules`, { signal });
  return modules;
}

/** With no paper selected the query stays idle (skipToken) instead of firing a bad request. */
export function paperModulesQueryOptions(paperId: number | null) {
  return queryOptions({
    queryKey: ['papers', paperId, 'modules'] as const,
    queryFn: paperId === null ? skipToken : ({ signal }) => getPaperModules(paperId, signal),
  });
}

export function usePaperModules(paperId: number | null) {
  return useQuery(paperModulesQueryOptions(paperId));
}
