// The mistake notebook and untimed practice: the notebook (wrong and skipped questions whose
// answer key is open), a practice set without keys, one answer checked by the server (the key
// comes back only then), and bringing a mastered question back.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TNotebook,
  TNotebookRestored,
  TPracticeFeedback,
  TPracticeQuestion,
  TPracticeSet,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';

export type TPracticeSource = 'notebook' | 'module';

export const notebookKeys = {
  all: ['notebook'] as const,
};

export const practiceKeys = {
  all: ['practice'] as const,
  set: (source: TPracticeSource, moduleId: number | null) => [...practiceKeys.all, source, moduleId] as const,
};

// GET /api/notebook — needs a login.
export function notebookQueryOptions() {
  return queryOptions({
    queryKey: notebookKeys.all,
    queryFn: ({ signal }) => apiGet<TNotebook>('/notebook', { signal }),
    // A key that opens, a test just finished or a question just mastered shows on return.
    staleTime: 0,
  });
}

export function useNotebook() {
  return useQuery(notebookQueryOptions());
}

// GET /api/practice?source=&moduleId= — the questions, without any key.
export async function getPracticeSet(
  source: TPracticeSource,
  moduleId: number | null,
  signal?: AbortSignal,
): Promise<TPracticeQuestion[]> {
  const search = new URLSearchParams({ source });
  if (moduleId !== null) search.set('moduleId', String(moduleId));
  const { questions } = await apiGet<TPracticeSet>(`/practice?${search.toString()}`, { signal });
  return questions;
}

export function practiceSetQueryOptions(source: TPracticeSource, moduleId: number | null) {
  return queryOptions({
    queryKey: practiceKeys.set(source, moduleId),
    queryFn: ({ signal }) => getPracticeSet(source, moduleId, signal),
    // A set is taken as it was when it began: answering must not reshuffle it under the student.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function usePracticeSet(source: TPracticeSource, moduleId: number | null) {
  return useQuery(practiceSetQueryOptions(source, moduleId));
}

// POST /api/practice/answers — right or wrong, the right option and the solution.
export function answerPractice(input: { questionId: number; option: number }): Promise<TPracticeFeedback> {
  return apiRequest<TPracticeFeedback>({ path: '/practice/answers', method: 'POST', body: input });
}

export function useAnswerPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPractice,
    // The notebook shows the new counts (and loses a mastered question) when next opened.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notebookKeys.all }),
  });
}

// POST /api/notebook/:questionId/restore — a mastered question back in the notebook.
export function restoreToNotebook(questionId: number): Promise<TNotebookRestored> {
  return apiRequest<TNotebookRestored>({ path: `/notebook/${questionId}/restore`, method: 'POST', body: {} });
}

export function useRestoreToNotebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreToNotebook,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notebookKeys.all }),
        queryClient.invalidateQueries({ queryKey: practiceKeys.all }),
      ]),
  });
}
