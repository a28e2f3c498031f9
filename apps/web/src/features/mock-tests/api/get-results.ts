// GET /api/results — the student's finished tests, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFinishedAttempt, TResultList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getResults(signal?: AbortSignal): Promise<TFinishedAttempt[]> {
  const { results } = await apiGet<TResultList>('/results', { signal });
  return results;
}

export function resultsQueryOptions() {
  return queryOptions({
    queryKey: ['results'] as const,
    queryFn: ({ signal }) => getResults(signal),
  });
}

export function useResults() {
  return useQuery(resultsQueryOptions());
}
