/** One-time-code challenges. Every guard that must hold across instances is a conditional UPDATE here. */
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { CodePurpose, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Where a code goes: a phone (by SMS) or an email address. */
export type CodeAddress = { countryCode: string; phone: string } | { email: string };

/** An address's codes for one purpose: every limit and check reads only these. */
export type ChallengeKey = CodeAddress & { purpose: CodePurpose };

/** The challenges of one address and purpose. */
function ofKey(eb: ExpressionBuilder<Database, 'otpChallenges'>, key: ChallengeKey) {
  return 'email' in key
    ? eb.and([eb('email', '=', key.email), eb('purpose', '=', key.purpose)])
    : eb.and([eb('countryCode', '=', key.countryCode), eb('phone', '=', key.phone), eb('purpose', '=', key.purpose)]);
}

export function findLatestChallenge(db: Db, key: ChallengeKey) {
  return db
    .selectFrom('otpChallenges')
    .selectAll()
    .where((eb) => ofKey(eb, key))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many codes this address was sent since `since`, and when the earliest of them went. */
export async function countChallengesSince(db: Db, key: ChallengeKey, since: number) {
  const row = await db
    .selectFrom('otpChallenges')
    .select(({ fn }) => [fn.countAll<number>().as('count'), fn.min('createdAt').as('earliest')])
    .where((eb) => ofKey(eb, key))
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), earliest: row.earliest === null ? null : Number(row.earliest) };
}

export async function sumFailedAttemptsSince(db: Db, key: ChallengeKey, since: number): Promise<number> {
  const row = await db
    .selectFrom('otpChallenges')
    .select(({ fn }) => fn.sum<number>('failedAttempts').as('failed'))
    .where((eb) => ofKey(eb, key))
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.failed ?? 0);
}

export async function retireOpenChallenges(db: Db, key: ChallengeKey, now: number): Promise<void> {
  await db
    .updateTable('otpChallenges')
    .set({ retiredAt: now })
    .where((eb) => ofKey(eb, key))
    .where('consumedAt', 'is', null)
    .where('retiredAt', 'is', null)
    .execute();
}

export async function insertChallenge(
  db: Db,
  challenge: ChallengeKey & { codeHash: string; createdAt: number; expiresAt: number },
): Promise<number> {
  // A code sent by email has no phone ('' in both columns, which no phone challenge has).
  const address =
    'email' in challenge
      ? { countryCode: '', phone: '', email: challenge.email }
      : { countryCode: challenge.countryCode, phone: challenge.phone, email: null };
  const { id } = await db
    .insertInto('otpChallenges')
    .values({
      ...address,
      purpose: challenge.purpose,
      codeHash: challenge.codeHash,
      createdAt: challenge.createdAt,
      expiresAt: challenge.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
