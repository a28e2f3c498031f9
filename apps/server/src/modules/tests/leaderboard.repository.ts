import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Adds a graded attempt to the student's totals in each period bucket it falls in. */
export async function addToLeaderboard(
  db: Db,
  entry: { userId: number; scoreHundredths: number; finishedAt: number; periodKeys: string[] },
): Promise<void> {
  for (const periodKey of entry.periodKeys) {
    await db
      .insertInto('leaderboardTotals')
      .values({
        periodKey,
        userId: entry.userId,
        scoreHundredths: entry.scoreHundredths,
        tests: 1,
        reachedAt: entry.finishedAt,
      })
      .onConflict((conflict) =>
        conflict.columns(['periodKey', 'userId']).doUpdateSet((eb) => ({
          scoreHundredths: eb('leaderboardTotals.scoreHundredths', '+', entry.scoreHundredths),
          tests: eb('leaderboardTotals.tests', '+', 1),
          // Portable greatest(): SQLite spells it max(a, b), PostgreSQL greatest(a, b).
          reachedAt: sql<number>`case when ${sql.ref('leaderboardTotals.reachedAt')} > ${entry.finishedAt} then ${sql.ref('leaderboardTotals.reachedAt')} else ${entry.finishedAt} end`,
        })),
      )
      .execute();
  }
}

export function findTopOfPeriod(db: Db, periodKey: string, limit: number) {
  return db
    .selectFrom('leaderboardTotals')
    .innerJoin('users', 'users.id', 'leaderboardTotals.userId')
    .select([
      'leaderboardTotals.userId',
      'users.name',
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

/** How many students rank ahead of this total: more marks, or the same marks reached earlier. */
export async function countAhead(
  db: Db,
  periodKey: string,
  total: { scoreHundredths: number; reachedAt: number; userId: number },
): Promise<number> {
  const row = await db
    .selectFrom('leaderboardTotals')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('periodKey', '=', periodKey)
    .where((eb) =>
      eb.or([
        eb('scoreHundredths', '>', total.scoreHundredths),
        eb.and([eb('scoreHundredths', '=', total.scoreHundredths), eb('reachedAt', '<', total.reachedAt)]),
        eb.and([
          eb('scoreHundredths', '=', total.scoreHundredths),
          eb('reachedAt', '=', total.reachedAt),
          eb('userId', '<', total.userId),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countParticipants(db: Db, periodKey: string): Promise<number> {
  const row = await db
    .selectFrom('leaderboardTotals')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('periodKey', '=', periodKey)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
