// GET /api/attempts/:id/review — the answer key, served only for a finished attempt.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TAttemptReview } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';

export function getAttemptReview(attemptId: number, signal?: AbortSignal): Promise<TAttemptReview> {
  return apiGet<TAttemptReview>(`/attempts/${attemptId}/review`, { signal });
}

export function attemptReviewQueryOptions(attemptId: number | null) {
  return queryOptions({
    queryKey: ['attempts', attemptId, 'review'] as const,
    queryFn: attemptId === null ? skipToken : ({ signal }) => getAttemptReview(attemptId, signal),
    // A finished attempt's key never changes.
    staleTime: Infinity,
  });
}

export function useAttemptReview(attemptId: number | null) {
  return useQuery(attemptReviewQueryOptions(attemptId));
}
