// GET /api/modules/:id/tests — the module's two tests with the student's result, for the
// 'Completed' badge and score on the Mock test cards. Same key as the mock-test screens use,
// so a finished test shows here as soon as the student comes back.
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
    staleTime: 0,
  });
}

/** Only asked for a logged-in student: a visitor has no results to show. */
export function useModuleTests(moduleId: number | null, isLoggedIn: boolean) {
  return useQuery(moduleTestsQueryOptions(isLoggedIn ? moduleId : null));
}
