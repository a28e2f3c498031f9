// GET /api/colleges — every affiliated college (a few hundred names), searched in the browser.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollege, TCollegeList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';
import { REFERENCE_STALE_TIME_MS } from './get-departments';

export async function getColleges(signal?: AbortSignal): Promise<TCollege[]> {
  const { colleges } = await apiGet<TCollegeList>('/colleges', { signal });
  return colleges;
}

export function collegesQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'colleges'] as const,
    queryFn: ({ signal }) => getColleges(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useColleges() {
  return useQuery(collegesQueryOptions());
}
