// GET /api/leaderboard?period=weekly|monthly|all — ranked students and the caller's own place.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LEADERBOARD_PERIODS, TLeaderboard } from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export type TLeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  period: (period: TLeaderboardPeriod) => [...leaderboardKeys.all, period] as const,
};

export function getLeaderboard(period: TLeaderboardPeriod, signal?: AbortSignal): Promise<TLeaderboard> {
  return apiGet<TLeaderboard>('/leaderboard', { query: { period }, signal });
}

export function leaderboardQueryOptions(period: TLeaderboardPeriod) {
  return queryOptions({
    queryKey: leaderboardKeys.period(period),
    queryFn: ({ signal }) => getLeaderboard(period, signal),
    // A submitted test moves the ranks; show them fresh on each visit.
    staleTime: 0,
  });
}

/** The board ranks logged-in students and needs a token: logged out it is not asked for. */
export function useLeaderboard(period: TLeaderboardPeriod, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...leaderboardQueryOptions(period), enabled: isEnabled });
}
