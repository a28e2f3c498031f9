// The staff console's reference data: departments and courses, colleges (one by one or from a
// CSV), and the colleges students typed because theirs was not listed.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminCollege,
  TAdminCollegeListQuery,
  TAdminCollegePage,
  TAdminDepartmentList,
  TCollegeImport,
  TImportReport,
  TUnlistedCollegeList,
  TUnlistedCollegeMapping,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const adminReferenceKeys = {
  all: ['admin', 'reference'] as const,
  departments: () => [...adminReferenceKeys.all, 'departments'] as const,
  colleges: (query: TAdminCollegeListQuery) => [...adminReferenceKeys.all, 'colleges', query] as const,
  unlisted: () => [...adminReferenceKeys.all, 'unlisted'] as const,
};

// GET /api/admin/departments
export function useAdminDepartments() {
  return useQuery({
    queryKey: adminReferenceKeys.departments(),
    queryFn: ({ signal }) => apiGet<TAdminDepartmentList>('/admin/departments', { signal }),
  });
}

// GET /api/admin/colleges — one page of listed colleges.
export function useAdminColleges(query: TAdminCollegeListQuery) {
  return useQuery({
    queryKey: adminReferenceKeys.colleges(query),
    queryFn: ({ signal }) => apiGet<TAdminCollegePage>('/admin/colleges', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/colleges/unlisted
export function useUnlistedColleges() {
  return useQuery({
    queryKey: adminReferenceKeys.unlisted(),
    queryFn: ({ signal }) => apiGet<TUnlistedCollegeList>('/admin/colleges/unlisted', { signal }),
  });
}

function useReferenceWrite<TInput, TReply>(write: (input: TInput) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReferenceKeys.all }),
  });
}

// POST /api/admin/departments, PATCH /api/admin/departments/:id
export function useSaveDepartment() {
  return useReferenceWrite(({ id, name }: { id?: number; name: string }) =>
    apiRequest<TAdminDepartmentList>(
      id === undefined
        ? { path: '/admin/departments', method: 'POST', body: { name } }
        : { path: `/admin/departments/${id}`, method: 'PATCH', body: { name } },
    ),
  );
}

// POST /api/admin/departments/:id/courses, PATCH /api/admin/courses/:id
export function useSaveCourse() {
  return useReferenceWrite((change: { departmentId: number; title: string } | { courseId: number; title: string }) =>
    apiRequest<TAdminDepartmentList>(
      'courseId' in change
        ? { path: `/admin/courses/${change.courseId}`, method: 'PATCH', body: { title: change.title } }
        : { path: `/admin/departments/${change.departmentId}/courses`, method: 'POST', body: { title: change.title } },
    ),
  );
}

// POST /api/admin/colleges, PATCH /api/admin/colleges/:id
export function useSaveCollege() {
  return useReferenceWrite(({ id, name }: { id?: number; name: string }) =>
    apiRequest<TAdminCollege>(
      id === undefined
        ? { path: '/admin/colleges', method: 'POST', body: { name } }
        : { path: `/admin/colleges/${id}`, method: 'PATCH', body: { name } },
    ),
  );
}

// POST /api/admin/colleges/import
export function useImportColleges() {
  return useReferenceWrite((request: TCollegeImport) =>
    apiRequest<TImportReport>({ path: '/admin/colleges/import', method: 'POST', body: request }),
  );
}

// POST /api/admin/colleges/unlisted/map
export function useMapUnlistedCollege() {
  return useReferenceWrite((mapping: TUnlistedCollegeMapping) =>
    apiRequest<{ students: number }>({ path: '/admin/colleges/unlisted/map', method: 'POST', body: mapping }),
  );
}
