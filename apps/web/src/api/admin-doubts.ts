// The console's doubt queue: the filtered list, one doubt, answering, closing and reopening.
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminDoubt, TAdminDoubtPage, TAdminDoubtQuery } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export const adminDoubtKeys = {
  all: ['admin', 'doubts'] as const,
  pages: () => [...adminDoubtKeys.all, 'page'] as const,
  page: (query: TAdminDoubtQuery) => [...adminDoubtKeys.pages(), query] as const,
  one: (id: number) => [...adminDoubtKeys.all, 'one', id] as const,
};

// GET /api/admin/doubts
export function useAdminDoubts(query: TAdminDoubtQuery) {
  return useQuery({
    queryKey: adminDoubtKeys.page(query),
    queryFn: ({ signal }) => apiGet<TAdminDoubtPage>('/admin/doubts', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/doubts/:id
export function useAdminDoubt(id: number | null) {
  return useQuery({
    queryKey: adminDoubtKeys.one(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => apiGet<TAdminDoubt>(`/admin/doubts/${id}`, { signal }),
  });
}

function useDoubtWrite<T>(write: (input: T) => Promise<TAdminDoubt>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (doubt) => {
      queryClient.setQueryData(adminDoubtKeys.one(doubt.id), doubt);
      return queryClient.invalidateQueries({ queryKey: adminDoubtKeys.pages() });
    },
  });
}

// POST /api/admin/doubts/:id/messages — the student is notified.
export function useAnswerDoubt() {
  return useDoubtWrite(({ id, text }: { id: number; text: string }) =>
    apiRequest<TAdminDoubt>({ path: `/admin/doubts/${id}/messages`, method: 'POST', body: { text } }),
  );
}

// PATCH /api/admin/doubts/:id { isClosed }
export function useCloseDoubt() {
  return useDoubtWrite(({ id, isClosed }: { id: number; isClosed: boolean }) =>
    apiRequest<TAdminDoubt>({ path: `/admin/doubts/${id}`, method: 'PATCH', body: { isClosed } }),
  );
}
