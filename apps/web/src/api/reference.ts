// Reference lists for signup: departments, their courses (degree courses, not papers) and colleges.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TCollege, TCollegeList, TCourse, TCourseList, TDepartment, TDepartmentList } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

/** Reference lists change with a new academic year, not while a form is open. */
export const REFERENCE_STALE_TIME_MS = 60 * 60 * 1000;

export const referenceKeys = {
  all: ['reference'] as const,
  colleges: () => [...referenceKeys.all, 'colleges'] as const,
  departments: () => [...referenceKeys.all, 'departments'] as const,
  departmentCourses: (departmentId: number | null) =>
    [...referenceKeys.departments(), departmentId, 'courses'] as const,
};

// GET /api/departments — the signup form's department choices.
export async function getDepartments(signal?: AbortSignal): Promise<TDepartment[]> {
  const { departments } = await apiGet<TDepartmentList>('/departments', { signal });
  return departments;
}

export function departmentsQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}

// GET /api/departments/:id/courses — the courses of the chosen department, for signup.
export async function getDepartmentCourses(departmentId: number, signal?: AbortSignal): Promise<TCourse[]> {
  const { courses } = await apiGet<TCourseList>(`/departments/${departmentId}/courses`, { signal });
  return courses;
}

export function departmentCoursesQueryOptions(departmentId: number | null) {
  return queryOptions({
    queryKey: referenceKeys.departmentCourses(departmentId),
    queryFn: departmentId === null ? skipToken : ({ signal }) => getDepartmentCourses(departmentId, signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

/** Idle (no request) until a department is chosen. */
export function useDepartmentCourses(departmentId: number | null) {
  return useQuery(departmentCoursesQueryOptions(departmentId));
}

// GET /api/colleges — every affiliated college (a few hundred names), searched in the browser.
export async function getColleges(signal?: AbortSignal): Promise<TCollege[]> {
  const { colleges } = await apiGet<TCollegeList>('/colleges', { signal });
  return colleges;
}

export function collegesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.colleges(),
    queryFn: ({ signal }) => getColleges(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useColleges() {
  return useQuery(collegesQueryOptions());
}
