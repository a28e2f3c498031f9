// Feedback: an issue (with an optional screenshot or PDF, sent after it) or a rating.
import { useMutation } from '@tanstack/react-query';
import type { TFeedbackInput, TFeedbackReceipt } from '@padanam/contract';
import { apiRequest } from '../lib/api-client';

// POST /api/feedback, then POST /api/feedback/:id/file when a file was chosen.
export function useSendFeedback() {
  return useMutation({
    mutationFn: async ({ input, file }: { input: TFeedbackInput; file?: File | null }) => {
      const receipt = await apiRequest<TFeedbackReceipt>({ path: '/feedback', method: 'POST', body: input });
      if (file) {
        const form = new FormData();
        form.append('file', file, file.name);
        await apiRequest<TFeedbackReceipt>({ path: `/feedback/${receipt.id}/file`, method: 'POST', form });
      }
      return receipt;
    },
  });
}
