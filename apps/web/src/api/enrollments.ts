// GET /api/enrollments — the papers the student is enrolled in, each with its modules and progress.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEnrolledPaper, TEnrollmentList } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const enrollmentKeys = {
  all: ['enrollments'] as const,
};

export async function getEnrollments(signal?: AbortSignal): Promise<TEnrolledPaper[]> {
  const { papers } = await apiGet<TEnrollmentList>('/enrollments', { signal });
  return papers;
}

export function enrollmentsQueryOptions() {
  return queryOptions({
    queryKey: enrollmentKeys.all,
    queryFn: ({ signal }) => getEnrollments(signal),
  });
}

/** Needs a token: a screen asks only once it knows the student is logged in. */
export function useEnrollments({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...enrollmentsQueryOptions(), enabled: isEnabled });
}
