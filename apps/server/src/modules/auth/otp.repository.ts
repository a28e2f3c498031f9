/** One-time-code challenges. Every guard that must hold across instances is a conditional UPDATE here. */
import type { Kysely, Transaction } from 'kysely';
import type { CodePurpose, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A phone's codes for one purpose: every limit and check reads only these. */
export interface ChallengeKey {
  countryCode: string;
  phone: string;
  purpose: CodePurpose;
}

export function findLatestChallenge(db: Db, { countryCode, phone, purpose }: ChallengeKey) {
  return db
    .selectFrom('otpChallenges')
    .selectAll()
    .where('countryCode', '=', countryCode)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many codes this phone was sent since `since`, and when the earliest of them went. */
export async function countChallengesSince(db: Db, { countryCode, phone, purpose }: ChallengeKey, since: number) {
  const row = await db
    .selectFrom('otpChallenges')
    .select(({ fn }) => [fn.countAll<number>().as('count'), fn.min('createdAt').as('earliest')])
    .where('countryCode', '=', countryCode)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), earliest: row.earliest === null ? null : Number(row.earliest) };
}

export async function sumFailedAttemptsSince(
  db: Db,
  { countryCode, phone, purpose }: ChallengeKey,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('otpChallenges')
    .select(({ fn }) => fn.sum<number>('failedAttempts').as('failed'))
    .where('countryCode', '=', countryCode)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.failed ?? 0);
}

export async function retireOpenChallenges(
  db: Db,
  { countryCode, phone, purpose }: ChallengeKey,
  now: number,
): Promise<void> {
  await db
    .updateTable('otpChallenges')
    .set({ retiredAt: now })
    .where('countryCode', '=', countryCode)
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('consumedAt', 'is', null)
    .where('retiredAt', 'is', null)
    .execute();
}

export async function insertChallenge(
  db: Db,
  challenge: ChallengeKey & { codeHash: string; createdAt: number; expiresAt: number },
): Promise<number> {
  const { id } = await db.insertInto('otpChallenges').values(challenge).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function deleteChallenge(db: Db, id: number): Promise<void> {
  await db.deleteFrom('otpChallenges').where('id', '=', id).execute();
}

/** Counts a wrong code, but never past the cap, so racing wrong guesses can't overshoot it. */
export async function recordFailedAttempt(db: Db, id: number, maxAttempts: number): Promise<void> {
  await db
    .updateTable('otpChallenges')
    .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
    .where('id', '=', id)
    .where('failedAttempts', '<', maxAttempts)
    .execute();
}

/**
 * Uses the challenge up. Only one caller can win: the row must still be unused, unretired,
 * under the try cap and unexpired at the moment of the update.
 */
export async function consumeChallenge(db: Db, id: number, now: number, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('otpChallenges')
    .set({ consumedAt: now })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .where('retiredAt', 'is', null)
    .where('failedAttempts', '<', maxAttempts)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes up to `limit` challenges created at or before `cutoff`; one statement. */
export async function deleteChallengesCreatedBefore(db: Db, cutoff: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('otpChallenges')
    .where('id', 'in', (eb) =>
      eb.selectFrom('otpChallenges').select('id').where('createdAt', '<=', cutoff).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
