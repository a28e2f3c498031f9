// The console's feedback inbox: the list, closing and reopening, and a student's attached file.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminFeedback, TAdminFeedbackPage, TAdminFeedbackQuery } from '@padanam/contract';
import { apiGet, apiRequest, buildApiUrl } from '../lib/api-client';
import { readAuthToken } from '../lib/auth-token';

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

/** GET /api/admin/feedback/:id/file with the token, handed to the browser as a download. */
export async function downloadFeedbackFile(id: number): Promise<void> {
  const response = await fetch(buildApiUrl(`/admin/feedback/${id}/file`), {
    headers: { authorization: `Bearer ${readAuthToken() ?? ''}` },
  });
  if (!response.ok) throw new Error('Could not download the file.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `feedback-${id}`;
  link.click();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
