// GET /api/modules/:id/tests — a module's Weekly Challenge and Special Exam, with the student's
// attempt state; `:id` is the module's database id, not its number.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TModuleTest, TModuleTestList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getModuleTests(moduleId: number, signal?: AbortSignal): Promise<TModuleTest[]> {
  const { tests } = await apiGet<TModuleTestList>(`/modules/${moduleId}/tests`, { signal });
  return tests;
}

export function moduleTestsQueryOptions(moduleId: number | null) {
  return queryOptions({
    queryKey: ['modules', moduleId, 'tests'] as const,
    queryFn: moduleId === null ? skipToken : ({ signal }) => getModuleTests(moduleId, signal),
    // An attempt started or finished elsewhere must show when the student comes back.
    staleTime: 0,
  });
}

export function useModuleTests(moduleId: number | null) {
  return useQuery(moduleTestsQueryOptions(moduleId));
}
