// GET /api/attempts/:id — resume an open attempt or read a finished one. The server's clock is
// compared with the device's the moment the reply lands, so the countdown can follow the server.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { TAttempt } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';
import { measureClockOffset } from '../countdown';

export type TLoadedAttempt = {
  attempt: TAttempt;
  /** serverNow - Date.now() on arrival; 0 for a finished attempt, which has no clock. */
  clockOffsetMs: number;
};

export function toLoadedAttempt(attempt: TAttempt): TLoadedAttempt {
  const clockOffsetMs = attempt.status === 'open' ? measureClockOffset(attempt.serverNow, Date.now()) : 0;
  return { attempt, clockOffsetMs };
}

export async function getAttempt(attemptId: number, signal?: AbortSignal): Promise<TLoadedAttempt> {
  return toLoadedAttempt(await apiGet<TAttempt>(`/attempts/${attemptId}`, { signal }));
}

export function attemptQueryOptions(attemptId: number | null) {
  return queryOptions({
    queryKey: ['attempts', attemptId] as const,
    queryFn: attemptId === null ? skipToken : ({ signal }) => getAttempt(attemptId, signal),
    // The quiz reads it once on arrival; a background refetch would not change the clock anyway.
    staleTime: Infinity,
  });
}

export function useAttempt(attemptId: number | null) {
  return useQuery(attemptQueryOptions(attemptId));
}
