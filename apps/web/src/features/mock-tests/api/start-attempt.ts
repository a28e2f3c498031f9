// POST /api/attempts — starts the test, or returns the open or finished attempt (one per
// student per test). The reply goes straight into the attempt's cache entry for the quiz.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQuizCategory, TAttempt } from '@padanam/contract';
import { apiRequest } from '../../../lib/api-client';
import { attemptQueryOptions, toLoadedAttempt, type TLoadedAttempt } from './get-attempt';

export type TStartAttemptInput = { moduleId: number; category: TQuizCategory };

export async function startAttempt(input: TStartAttemptInput): Promise<TLoadedAttempt> {
  const attempt = await apiRequest<TAttempt>({ path: '/attempts', method: 'POST', body: input });
  return toLoadedAttempt(attempt);
}

export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    onSuccess: (loaded) => {
      queryClient.setQueryData(attemptQueryOptions(loaded.attempt.id).queryKey, loaded);
      void queryClient.invalidateQueries({ queryKey: ['modules', loaded.attempt.moduleId, 'tests'] });
    },
  });
}
