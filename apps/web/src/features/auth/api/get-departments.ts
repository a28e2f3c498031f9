// GET /api/departments — the signup form's department choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDepartment, TDepartmentList } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

/** Reference lists change with a new academic year, not while a form is open. */
export const REFERENCE_STALE_TIME_MS = 60 * 60 * 1000;

export async function getDepartments(signal?: AbortSignal): Promise<TDepartment[]> {
  const { departments } = await apiGet<TDepartmentList>('/departments', { signal });
  return departments;
}

export function departmentsQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'departments'] as const,
    queryFn: ({ signal }) => getDepartments(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
  });
}

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}
