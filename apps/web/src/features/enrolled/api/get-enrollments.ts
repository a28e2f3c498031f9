// GET /api/enrollments — the papers the student is enrolled in, each with its modules and progress.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnrolledPaper, TEnrollmentList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export async function getEnrollments(signal?: AbortSignal): Promise<TEnrolledPaper[]> {
  const { papers } = await apiGet<TEnrollmentList>('/enrollments', { signal });
  return papers;
}

export function enrollmentsQueryOptions() {
  return queryOptions({
    queryKey: ['enrollments'] as const,
    queryFn: ({ signal }) => getEnrollments(signal),
  });
}

/** Needs a token: the screen asks only once it knows the student is logged in. */
export function useEnrollments() {
  return useQuery(enrollmentsQueryOptions());
}
