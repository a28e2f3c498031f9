// GET /api/papers/:id/modules — the instructions screen is given a module NUMBER; this list
// turns it into the module's id, which the test endpoints take.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TModuleSummary, TModuleList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getPaperModules(paperId: number, signal?: AbortSignal): Promise<TModuleSummary[]> {
  const { modules } = await apiGet<TModuleList>(`/papers/${paperId}/modules`, { signal });
  return modules;
}

export function paperModulesQueryOptions(paperId: number | null) {
  return queryOptions({
    // The same key as the paper screens, so a list they loaded is reused.
    queryKey: ['papers', paperId, 'modules'] as const,
    queryFn: paperId === null ? skipToken : ({ signal }) => getPaperModules(paperId, signal),
  });
}

export function usePaperModules(paperId: number | null) {
  return useQuery(paperModulesQueryOptions(paperId));
}
