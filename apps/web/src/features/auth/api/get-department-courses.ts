// GET /api/departments/:id/courses — the courses of the chosen department, for signup.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TCourse, TCourseList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';
import { REFERENCE_STALE_TIME_MS } from './get-departments';

export async function getDepartmentCourses(departmentId: number, signal?: AbortSignal): Promise<TCourse[]> {
  const { courses } = await apiGet<TCourseList>(`/departments/${departmentId}/courses`, { signal });
  return courses;
}

export function departmentCoursesQueryOptions(departmentId: number | null) {
  return queryOptions({
    queryKey: ['reference', 'departments', departmentId, 'courses'] as const,
    queryFn: departmentId === null ? skipToken : ({ signal }) => getDepartmentCourses(departmentId, signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

/** Idle (no request) until a department is chosen. */
export function useDepartmentCourses(departmentId: number | null) {
  return useQuery(departmentCoursesQueryOptions(departmentId));
}
