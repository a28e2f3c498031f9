// PUT /api/attempts/:id/answers/:questionId — one autosave; null clears the answer. Called by
// the answer save queue, which owns retries, so there is no hook here.
import type { TAnswerSaved } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';

export function saveAnswer(attemptId: number, questionId: number, option: number | null): Promise<TAnswerSaved> {
  return apiRequest<TAnswerSaved>({
    path: `/attempts/${attemptId}/answers/${questionId}`,
    method: 'PUT',
    body: { option },
  });
}
