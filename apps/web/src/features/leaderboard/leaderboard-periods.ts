// Spec section 9: the leaderboard's tabs are Weekly, Monthly and All Time.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LEADERBOARD_PERIODS } from '@padanam/contract';

export type TLeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const LEADERBOARD_TABS: ReadonlyArray<{ period: TLeaderboardPeriod; label: MessageDescriptor }> = [
  { period: 'weekly', label: msg`Weekly` },
  { period: 'monthly', label: msg`Monthly` },
  { period: 'all', label: msg`All Time` },
];

/** 'top X%' from a rank among participants: rank 1 of 40 is the top 3%. Never 0. */
export function topPercent(rank: number, participants: number): number {
  if (participants <= 0) return 100;
  return Math.max(1, Math.ceil((rank / participants) * 100));
}

/** Scores keep at most two decimals. */
export function formatScore(value: number): string {
  return String(Math.round(value * 100) / 100);
}
