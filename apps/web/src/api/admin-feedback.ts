// The console's feedback inbox: the list, closing and reopening, and a student's attached file.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminFeedback, TAdminFeedbackPage, TAdminFeedbackQuery } from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';
import { downloadFile } from '../lib/download-file';

export const adminFeedbackKeys = {
  all: ['admin', 'feedback'] as const,
  page: (query: TAdminFeedbackQuery) => [...adminFeedbackKeys.all, query] as const,
};

// GET /api/admin/feedback
export function useAdminFeedback(query: TAdminFeedbackQuery) {
  return useQuery({
    queryKey: adminFeedbackKeys.page(query),
    queryFn: ({ signal }) => apiGet<TAdminFeedbackPage>('/admin/feedback', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// PATCH /api/admin/feedback/:id { isClosed }
export function useCloseFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isClosed }: { id: number; isClosed: boolean }) =>
      apiRequest<TAdminFeedback>({ path: `/admin/feedback/${id}`, method: 'PATCH', body: { isClosed } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFeedbackKeys.all }),
  });
}

/** The file as a download (it needs the token, so no plain link). */
export function downloadFeedbackFile(id: number): Promise<void> {
  return downloadFile(`/admin/feedback/${id}/file`, `feedback-${id}`);
}
