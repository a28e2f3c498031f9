// GET /api/leaderboard?period=weekly|monthly|all — ranked students and the caller's own place.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLeaderboard } from '@padanam/contract';
import { apiGet } from '../../../lib/api-client';
import type { TLeaderboardPeriod } from '../leaderboard-periods';

export function getLeaderboard(period: TLeaderboardPeriod, signal?: AbortSignal): Promise<TLeaderboard> {
  return apiGet<TLeaderboard>('/leaderboard', { query: { period }, signal });
}

export function leaderboardQueryOptions(period: TLeaderboardPeriod) {
  return queryOptions({
    queryKey: ['leaderboard', period] as const,
    queryFn: ({ signal }) => getLeaderboard(period, signal),
    // A submitted test moves the ranks; show them fresh on each visit.
    staleTime: 0,
  });
}

export function useLeaderboard(period: TLeaderboardPeriod) {
  return useQuery(leaderboardQueryOptions(period));
}
