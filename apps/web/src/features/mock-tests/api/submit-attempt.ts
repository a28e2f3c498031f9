// POST /api/attempts/:id/submit — grade on the server, flushing every answer the device holds
// (idempotent: a second submit returns the first result).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFinishedAttempt } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';
import type { TAnswers } from '../quiz-navigation';
import { attemptQueryOptions, toLoadedAttempt } from './get-attempt';

export type TSubmitAttemptInput = { attemptId: number; answers: TAnswers };

export function submitAttempt({ attemptId, answers }: TSubmitAttemptInput): Promise<TFinishedAttempt> {
  return apiRequest<TFinishedAttempt>({
    path: `/attempts/${attemptId}/submit`,
    method: 'POST',
    body: { answers },
  });
}

export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: (finished) => {
      queryClient.setQueryData(attemptQueryOptions(finished.id).queryKey, toLoadedAttempt(finished));
      void queryClient.invalidateQueries({ queryKey: ['modules', finished.moduleId, 'tests'] });
      void queryClient.invalidateQueries({ queryKey: ['results'] });
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
    },
  });
}
