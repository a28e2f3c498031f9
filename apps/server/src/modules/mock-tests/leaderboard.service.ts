/**
 * Leaderboards from real results: students ranked by their total marks in the period,
 * ties going to whoever reached that total first. Reads only the per-period totals that
 * grading keeps up to date. The top of the board and the caller's own total are read live;
 * the caller's rank comes from a ranking of the whole period that is reloaded at most
 * every RANKING_TTL_MS and shared by every request (see period-ranking.ts), so a rank can
 * be a few seconds behind other students' newest results, never behind the caller's own.
 * Another student's name is shown only while they consent to it (`leaderboard_name`, off until
 * chosen); withdrawing drops this process's shared top at once, others' within TOP_TTL_MS.
 */
import type { Kysely } from 'kysely';
import type { TLeaderboard } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { toMarks } from './grading.js';
import { findRankingOfPeriod, findTopOfPeriod, findTotalOfUser } from './leaderboard.repository.js';
import { PeriodRanking, type RankedTotal } from './period-ranking.js';
import { type LeaderboardPeriod, periodKey } from './period-keys.js';

const TOP_ENTRIES = 50;
export const RANKING_TTL_MS = 10_000;
/** The top of a board is the same for everyone: shared briefly, dropped when this process grades. */
const TOP_TTL_MS = 2_000;
/** The current week, month and all-time, with room for the buckets just ended. */
const RANKINGS_KEPT = 8;

interface RankingEntry {
  ranking?: PeriodRanking;
  loadedAt: number;
  loading?: Promise<PeriodRanking>;
}

/**
 * The caller's rank agrees with the live top of the board wherever they appear in it;
 * below it, the shared ranking places them (never inside the top they are not in).
 */
function standingOf(
  userId: number,
  mine: RankedTotal,
  top: { userId: number }[],
  ranking: PeriodRanking,
): { rank: number; participants: number } {
  const fromRanking = ranking.standingOf(mine);
  const positionInTop = top.findIndex((entry) => entry.userId === userId);
  const rank = positionInTop >= 0 ? positionInTop + 1 : Math.max(fromRanking.rank, top.length + 1);
  return { rank, participants: Math.max(fromRanking.participants, top.length, rank) };
}

export function createLeaderboardService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const rankings = new Map<string, RankingEntry>();
  const tops = new Map<string, { rows: ReturnType<typeof findTopOfPeriod>; loadedAt: number }>();

  function topOf(key: string, now: number) {
    const cached = tops.get(key);
    if (cached && now - cached.loadedAt < TOP_TTL_MS) return cached.rows;
    const rows = findTopOfPeriod(db, key, TOP_ENTRIES);
    tops.set(key, { rows, loadedAt: now });
    rows.catch(() => tops.delete(key));
    return rows;
  }

  /** The period's ranking; once one exists, an old one is served while its successor loads. */
  function rankingOf(key: string, now: number): Promise<PeriodRanking> {
    let entry = rankings.get(key);
    if (entry?.ranking && now - entry.loadedAt < RANKING_TTL_MS) return Promise.resolve(entry.ranking);
    if (!entry) {
      if (rankings.size >= RANKINGS_KEPT) rankings.delete(rankings.keys().next().value ?? key);
      entry = { loadedAt: 0 };
      rankings.set(key, entry);
    }
    const current = entry;
    current.loading ??= findRankingOfPeriod(db, key).then(
      (rows) => {
        current.ranking = new PeriodRanking(rows);
        current.loadedAt = now;
        current.loading = undefined;
        return current.ranking;
      },
      (error: unknown) => {
        current.loading = undefined;
        throw error;
      },
    );
    return current.ranking ? Promise.resolve(current.ranking) : current.loading;
  }

  async function getLeaderboard(userId: number, period: LeaderboardPeriod): Promise<TLeaderboard> {
    const now = clock();
    const key = periodKey(period, now);
    const [top, mine, ranking] = await Promise.all([
      topOf(key, now),
      findTotalOfUser(db, key, userId),
      rankingOf(key, now),
    ]);
    const standing = mine ? standingOf(userId, { ...mine, userId }, top, ranking) : undefined;
    return {
      period,
      participants: standing?.participants ?? Math.max(ranking.participants, top.length),
      entries: top.map((entry, index) => ({
        rank: index + 1,
        name: entry.userId === userId || entry.nameShown === 1 ? entry.name : null,
        totalScore: toMarks(entry.scoreHundredths),
        tests: entry.tests,
        isMe: entry.userId === userId,
      })),
      me:
        mine && standing
          ? {
              rank: standing.rank,
              totalScore: toMarks(mine.scoreHundredths),
              tests: mine.tests,
              percentile:
                Math.round(((standing.participants - standing.rank + 1) / standing.participants) * 10_000) / 100,
            }
          : null,
    };
  }

  /** Called after a result is graded here, so its student sees it on the board at once. */
  function forgetTops() {
    tops.clear();
  }

  return { getLeaderboard, forgetTops };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
