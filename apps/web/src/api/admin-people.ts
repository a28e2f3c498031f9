// The staff console's people: search, one person with enrollments and results, enrolling by hand
// or from a class list, revoking, roles, and emails.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminEnrollmentList,
  TAdminUser,
  TAdminUserDetails,
  TAdminUserListQuery,
  TAdminUserPage,
  TEnrollmentGrant,
  TEnrollmentImport,
  TImportReport,
  TUserRole,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';
import { adminCatalogueKeys } from './admin-catalogue';

export const adminPeopleKeys = {
  all: ['admin', 'people'] as const,
  list: (query: TAdminUserListQuery) => [...adminPeopleKeys.all, 'list', query] as const,
  person: (userId: number) => [...adminPeopleKeys.all, 'person', userId] as const,
};

// GET /api/admin/users — one page of people.
export function useAdminPeople(query: TAdminUserListQuery) {
  return useQuery({
    queryKey: adminPeopleKeys.list(query),
    queryFn: ({ signal }) => apiGet<TAdminUserPage>('/admin/users', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/users/:id — the person, their enrollments (revoked ones too) and results.
export function useAdminPerson(userId: number) {
  return useQuery({
    queryKey: adminPeopleKeys.person(userId),
    queryFn: ({ signal }) => apiGet<TAdminUserDetails>(`/admin/users/${userId}`, { signal }),
  });
}

/** After a write about people: their records, and the papers' enrolled counts, are asked again. */
function usePeopleWrite<TInput, TReply>(write: (input: TInput) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminPeopleKeys.all });
      await queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.all });
    },
  });
}

// POST /api/admin/users/:id/enrollments — a staff grant of a paper or one module.
export function useGrantEnrollment(userId: number) {
  return usePeopleWrite((grant: TEnrollmentGrant) =>
    apiRequest<TAdminEnrollmentList>({ path: `/admin/users/${userId}/enrollments`, method: 'POST', body: grant }),
  );
}

// DELETE /api/admin/users/:id/enrollments/:enrollmentId — revoke (kept as history).
export function useRevokeEnrollment(userId: number) {
  return usePeopleWrite((enrollmentId: number) =>
    apiRequest<TAdminEnrollmentList>({ path: `/admin/users/${userId}/enrollments/${enrollmentId}`, method: 'DELETE' }),
  );
}

// PATCH /api/admin/users/:id/role
export function useChangeRole(userId: number) {
  return usePeopleWrite((role: TUserRole) =>
    apiRequest<TAdminUser>({ path: `/admin/users/${userId}/role`, method: 'PATCH', body: { role } }),
  );
}

// PATCH /api/admin/users/:id/email — set an email, or clear it with null; the person's page is asked again.
export function useChangeEmail(userId: number) {
  return usePeopleWrite((email: string | null) =>
    apiRequest<TAdminUser>({ path: `/admin/users/${userId}/email`, method: 'PATCH', body: { email } }),
  );
}

// POST /api/admin/enrollments/import — a class list, with a verdict per line.
export function useImportEnrollments() {
  return usePeopleWrite((request: TEnrollmentImport) =>
    apiRequest<TImportReport>({ path: '/admin/enrollments/import', method: 'POST', body: request }),
  );
}
