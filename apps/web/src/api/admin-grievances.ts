// The console's data requests, grievances: the filtered list, one grievance (each reading is
// audited on the server), replying and moving its status.
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminGrievance, TAdminGrievancePage, TAdminGrievanceQuery, TGrievanceStatus } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const adminGrievanceKeys = {
  all: ['admin', 'grievances'] as const,
  pages: () => [...adminGrievanceKeys.all, 'page'] as const,
  page: (query: TAdminGrievanceQuery) => [...adminGrievanceKeys.pages(), query] as const,
  one: (id: number) => [...adminGrievanceKeys.all, 'one', id] as const,
};

// GET /api/admin/grievances
export function useAdminGrievances(query: TAdminGrievanceQuery) {
  return useQuery({
    queryKey: adminGrievanceKeys.page(query),
    queryFn: ({ signal }) => apiGet<TAdminGrievancePage>('/admin/grievances', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/grievances/:id
export function useAdminGrievance(id: number | null) {
  return useQuery({
    queryKey: adminGrievanceKeys.one(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => apiGet<TAdminGrievance>(`/admin/grievances/${id}`, { signal }),
  });
}

function useGrievanceWrite<T>(write: (input: T) => Promise<TAdminGrievance>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (grievance) => {
      queryClient.setQueryData(adminGrievanceKeys.one(grievance.id), grievance);
      return queryClient.invalidateQueries({ queryKey: adminGrievanceKeys.pages() });
    },
  });
}

// POST /api/admin/grievances/:id/replies — the student is notified.
export function useReplyToGrievance() {
  return useGrievanceWrite(({ id, text }: { id: number; text: string }) =>
    apiRequest<TAdminGrievance>({ path: `/admin/grievances/${id}/replies`, method: 'POST', body: { text } }),
  );
}

// PATCH /api/admin/grievances/:id { status }
export function useSetGrievanceStatus() {
  return useGrievanceWrite(({ id, status }: { id: number; status: TGrievanceStatus }) =>
    apiRequest<TAdminGrievance>({ path: `/admin/grievances/${id}`, method: 'PATCH', body: { status } }),
  );
}
