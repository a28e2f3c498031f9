/**
 * Leaderboards from real results: students ranked by their total marks in the period,
 * ties going to whoever reached that total first. Reads only the per-period totals that
 * grading keeps up to date.
 */
import type { Kysely } from 'kysely';
import type { TLeaderboard } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { toMarks } from './grading.js';
import { countAhead, countParticipants, findTopOfPeriod, findTotalOfUser } from './leaderboard.repository.js';
import { type LeaderboardPeriod, periodKey } from './period-keys.js';

const TOP_ENTRIES = 50;

export async function getLeaderboard(
  db: Kysely<Database>,
  userId: number,
  period: LeaderboardPeriod,
  now: number,
): Promise<TLeaderboard> {
  const key = periodKey(period, now);
  const [top, mine, participants] = await Promise.all([
    findTopOfPeriod(db, key, TOP_ENTRIES),
    findTotalOfUser(db, key, userId),
    countParticipants(db, key),
  ]);
  const me = mine ? { ...mine, rank: (await countAhead(db, key, { ...mine, userId })) + 1 } : null;
  return {
    period,
    participants,
    entries: top.map((entry, index) => ({
      rank: index + 1,
      name: entry.name,
      totalScore: toMarks(entry.scoreHundredths),
      tests: entry.tests,
      isMe: entry.userId === userId,
    })),
    me: me && {
      rank: me.rank,
      totalScore: toMarks(me.scoreHundredths),
      tests: me.tests,
      percentile: Math.round(((participants - me.rank + 1) / participants) * 10_000) / 100,
    },
  };
}
