import { type Kysely, type OnConflictBuilder, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What adding one result to an existing total means: marks and tests add up, and the total
 * was reached when its latest result finished (the tie-break). Shared by both ways of adding.
 */
export const addToExistingTotal = (conflict: OnConflictBuilder<Database, 'leaderboardTotals'>) =>
  conflict.columns(['periodKey', 'userId']).doUpdateSet((eb) => ({
    scoreHundredths: eb('leaderboardTotals.scoreHundredths', '+', eb.ref('excluded.scoreHundredths')),
    tests: eb('leaderboardTotals.tests', '+', 1),
    // Portable greatest(): SQLite spells it max(a, b), PostgreSQL greatest(a, b).
    reachedAt: sql<number>`case when ${sql.ref('leaderboardTotals.reachedAt')} > ${sql.ref('excluded.reachedAt')} then ${sql.ref('leaderboardTotals.reachedAt')} else ${sql.ref('excluded.reachedAt')} end`,
  }));

/** Adds a graded attempt to the student's totals in each period bucket it falls in: one statement. */
export async function addToLeaderboard(
  db: Db,
  entry: { userId: number; scoreHundredths: number; finishedAt: number; periodKeys: string[] },
): Promise<void> {
  await db
    .insertInto('leaderboardTotals')
    .values(
      entry.periodKeys.map((periodKey) => ({
        periodKey,
        userId: entry.userId,
        scoreHundredths: entry.scoreHundredths,
        tests: 1,
        reachedAt: entry.finishedAt,
      })),
    )
    .onConflict(addToExistingTotal)
    .execute();
}

/** The top of a period, each with whether the student currently consents to their name being shown. */
export function findTopOfPeriod(db: Db, periodKey: string, limit: number) {
  return db
    .selectFrom('leaderboardTotals')
    .innerJoin('users', 'users.id', 'leaderboardTotals.userId')
    .leftJoin('consentChoices', (join) =>
      join
        .onRef('consentChoices.userId', '=', 'leaderboardTotals.userId')
        .on('consentChoices.purpose', '=', 'leaderboard_name'),
    )
    .select([
      'leaderboardTotals.userId',
      'users.name',
      'consentChoices.given as nameShown',
      'leaderboardTotals.scoreHundredths',
      'leaderboardTotals.tests',
      'leaderboardTotals.reachedAt',
    ])
    .where('leaderboardTotals.periodKey', '=', periodKey)
    .orderBy('leaderboardTotals.scoreHundredths', 'desc')
    .orderBy('leaderboardTotals.reachedAt', 'asc')
    .orderBy('leaderboardTotals.userId', 'asc')
    .limit(limit)
    .execute();
}

export function findTotalOfUser(db: Db, periodKey: string, userId: number) {
  return db
    .selectFrom('leaderboardTotals')
    .select(['scoreHundredths', 'tests', 'reachedAt'])
    .where('periodKey', '=', periodKey)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Every total of a period in leaderboard order: an index-only read of the rank index. */
export function findRankingOfPeriod(db: Db, periodKey: string) {
  return db
    .selectFrom('leaderboardTotals')
    .select(['userId', 'scoreHundredths', 'reachedAt'])
    .where('periodKey', '=', periodKey)
    .orderBy('scoreHundredths', 'desc')
    .orderBy('reachedAt', 'asc')
    .orderBy('userId', 'asc')
    .execute();
}
