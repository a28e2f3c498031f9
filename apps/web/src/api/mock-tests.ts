// Mock tests (Weekly Challenge, Special Exam): a module's tests, attempts timed by the server,
// autosaved answers, the submit that grades, the answer key, and the student's results.
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAnswerSaved,
  TAttempt,
  TAttemptAnalysis,
  TAttemptReview,
  TAttemptStanding,
  TFinishedAttempt,
  TModuleTest,
  TModuleTestList,
  TOpenAttemptList,
  TPositionSaved,
  TQuizCategory,
  TResultList,
  TResultListEntry,
} from '@padanam/contract';
import { apiGet, apiRequest } from '../lib/api-client';
import { measureClockOffset } from '../lib/clock-offset';
import { leaderboardKeys } from './leaderboard';
import { moduleKeys } from './modules';

export const attemptKeys = {
  all: ['attempts'] as const,
  details: (attemptId: number | null) => [...attemptKeys.all, attemptId] as const,
  review: (attemptId: number | null) => [...attemptKeys.details(attemptId), 'review'] as const,
  standing: (attemptId: number | null) => [...attemptKeys.details(attemptId), 'standing'] as const,
  analysis: (attemptId: number | null) => [...attemptKeys.details(attemptId), 'analysis'] as const,
};

export const resultKeys = {
  all: ['results'] as const,
};

export const openAttemptKeys = {
  all: ['open-attempts'] as const,
};

/** The answers a submit flushes: question id → chosen option, null when cleared. */
export type TAnswers = Readonly<Record<string, number | null>>;

export type TLoadedAttempt = {
  attempt: TAttempt;
  /** serverNow - Date.now() on arrival; 0 for a finished attempt, which has no clock. */
  clockOffsetMs: number;
};

export function toLoadedAttempt(attempt: TAttempt): TLoadedAttempt {
  const clockOffsetMs = attempt.status === 'open' ? measureClockOffset(attempt.serverNow, Date.now()) : 0;
  return { attempt, clockOffsetMs };
}

// GET /api/modules/:id/tests — a module's Weekly Challenge and Special Exam with the student's
// attempt state; `:id` is the module's database id, not its number.
export async function getModuleTests(moduleId: number, signal?: AbortSignal): Promise<TModuleTest[]> {
  const { tests } = await apiGet<TModuleTestList>(`/modules/${moduleId}/tests`, { signal });
  return tests;
}

export function moduleTestsQueryOptions(moduleId: number | null) {
  return queryOptions({
    queryKey: moduleKeys.tests(moduleId),
    queryFn: moduleId === null ? skipToken : ({ signal }) => getModuleTests(moduleId, signal),
    // An attempt started or finished elsewhere must show when the student comes back.
    staleTime: 0,
  });
}

/** Idle until the module is known; a visitor (not logged in) has no tests to ask for. */
export function useModuleTests(moduleId: number | null) {
  return useQuery(moduleTestsQueryOptions(moduleId));
}

// GET /api/attempts/:id — resume an open attempt or read a finished one. The server's clock is
// compared with the device's the moment the reply lands, so the countdown can follow the server.
export async function getAttempt(attemptId: number, signal?: AbortSignal): Promise<TLoadedAttempt> {
  return toLoadedAttempt(await apiGet<TAttempt>(`/attempts/${attemptId}`, { signal }));
}

export function attemptQueryOptions(attemptId: number | null) {
  return queryOptions({
    queryKey: attemptKeys.details(attemptId),
    queryFn: attemptId === null ? skipToken : ({ signal }) => getAttempt(attemptId, signal),
    // The quiz reads it once on arrival; a background refetch would not change the clock anyway.
    staleTime: Infinity,
  });
}

export function useAttempt(attemptId: number | null) {
  return useQuery(attemptQueryOptions(attemptId));
}

// POST /api/attempts — starts the test, or returns the open or finished attempt (one per
// student per test). The reply goes straight into the attempt's cache entry for the quiz.
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
      queryClient.setQueryData(attemptKeys.details(loaded.attempt.id), loaded);
      void queryClient.invalidateQueries({ queryKey: moduleKeys.tests(loaded.attempt.moduleId) });
      void queryClient.invalidateQueries({ queryKey: openAttemptKeys.all });
    },
  });
}

// PUT /api/attempts/:id/answers/:questionId — one autosave; null clears the answer. Called by
// the answer save queue, which owns retries, so there is no hook here.
// `marked` (the review mark) only when the student changed it: the server keeps it otherwise.
// `position` (where the student is, seconds on screen) when one waits: it rides with the save.
export function saveAnswer(
  attemptId: number,
  {
    questionId,
    option,
    marked,
    position,
  }: {
    questionId: number;
    option: number | null;
    marked?: boolean;
    position?: { questionId: number; visits: { questionId: number; seconds: number }[] };
  },
): Promise<TAnswerSaved> {
  return apiRequest<TAnswerSaved>({
    path: `/attempts/${attemptId}/answers/${questionId}`,
    method: 'PUT',
    body: {
      option,
      ...(marked === undefined ? {} : { marked }),
      ...(position === undefined ? {} : { position }),
    },
  });
}

// PUT /api/attempts/:id/position — the question the student is on and the whole seconds each
// question was on screen since the last report (the server caps them). Sent by the queue too.
export function reportPosition(
  attemptId: number,
  questionId: number,
  visits: { questionId: number; seconds: number }[],
): Promise<TPositionSaved> {
  return apiRequest<TPositionSaved>({
    path: `/attempts/${attemptId}/position`,
    method: 'PUT',
    body: { questionId, visits },
  });
}

// GET /api/open-attempts — the student's tests in progress, with their deadlines (Home).
export type TLoadedOpenAttempts = TOpenAttemptList & {
  /** serverNow - Date.now() on arrival, for "N min left". */
  clockOffsetMs: number;
};

export async function getOpenAttempts(signal?: AbortSignal): Promise<TLoadedOpenAttempts> {
  const list = await apiGet<TOpenAttemptList>('/open-attempts', { signal });
  return { ...list, clockOffsetMs: measureClockOffset(list.serverNow, Date.now()) };
}

export function openAttemptsQueryOptions(isEnabled = true) {
  return queryOptions({
    queryKey: openAttemptKeys.all,
    queryFn: isEnabled ? ({ signal }) => getOpenAttempts(signal) : skipToken,
    // Long enough for the route's first request to serve Home's first render; a start or a
    // submit here drops it at once.
    staleTime: 10_000,
  });
}

/** Idle for a visitor (not logged in). */
export function useOpenAttempts(isEnabled = true) {
  return useQuery(openAttemptsQueryOptions(isEnabled));
}

// POST /api/attempts/:id/submit — grade on the server, flushing every answer the device holds
// (idempotent: a second submit returns the first result).
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
      queryClient.setQueryData(attemptKeys.details(finished.id), toLoadedAttempt(finished));
      void queryClient.invalidateQueries({ queryKey: moduleKeys.tests(finished.moduleId) });
      void queryClient.invalidateQueries({ queryKey: resultKeys.all });
      void queryClient.invalidateQueries({ queryKey: openAttemptKeys.all });
      void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
    },
  });
}

// GET /api/attempts/:id/review — the answer key, served only for a finished attempt.
export function getAttemptReview(attemptId: number, signal?: AbortSignal): Promise<TAttemptReview> {
  return apiGet<TAttemptReview>(`/attempts/${attemptId}/review`, { signal });
}

export function attemptReviewQueryOptions(attemptId: number | null) {
  return queryOptions({
    queryKey: attemptKeys.review(attemptId),
    queryFn: attemptId === null ? skipToken : ({ signal }) => getAttemptReview(attemptId, signal),
    // A finished attempt's key never changes.
    staleTime: Infinity,
  });
}

export function useAttemptReview(attemptId: number | null) {
  return useQuery(attemptReviewQueryOptions(attemptId));
}

// GET /api/attempts/:id/standing — rank, percentile, topper, average and time per question
// among everyone who has finished the test so far (it changes as more finish).
export function getAttemptStanding(attemptId: number, signal?: AbortSignal): Promise<TAttemptStanding> {
  return apiGet<TAttemptStanding>(`/attempts/${attemptId}/standing`, { signal });
}

export function attemptStandingQueryOptions(attemptId: number | null) {
  return queryOptions({
    queryKey: attemptKeys.standing(attemptId),
    queryFn: attemptId === null ? skipToken : ({ signal }) => getAttemptStanding(attemptId, signal),
    staleTime: 30_000,
  });
}

export function useAttemptStanding(attemptId: number | null) {
  return useQuery(attemptStandingQueryOptions(attemptId));
}

// GET /api/attempts/:id/analysis — each question with the right option and how everyone
// answered it; refused (403) while the test's answer key is closed.
export function getAttemptAnalysis(attemptId: number, signal?: AbortSignal): Promise<TAttemptAnalysis> {
  return apiGet<TAttemptAnalysis>(`/attempts/${attemptId}/analysis`, { signal });
}

export function attemptAnalysisQueryOptions(attemptId: number | null) {
  return queryOptions({
    queryKey: attemptKeys.analysis(attemptId),
    queryFn: attemptId === null ? skipToken : ({ signal }) => getAttemptAnalysis(attemptId, signal),
    staleTime: 30_000,
    retry: false,
  });
}

export function useAttemptAnalysis(attemptId: number | null) {
  return useQuery(attemptAnalysisQueryOptions(attemptId));
}

// GET /api/results — the student's finished tests, newest first, each with its rank.
export async function getResults(signal?: AbortSignal): Promise<TResultListEntry[]> {
  const { results } = await apiGet<TResultList>('/results', { signal });
  return results;
}

export function resultsQueryOptions() {
  return queryOptions({
    queryKey: resultKeys.all,
    queryFn: ({ signal }) => getResults(signal),
  });
}

export function useResults() {
  return useQuery(resultsQueryOptions());
}
