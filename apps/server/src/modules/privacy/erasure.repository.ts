/**
 * Erasure requests, and the erasure itself: the steps of `erasure-plan.ts` run as statements
 * over the tables and columns the plan names (identifiers from the plan, values bound).
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ERASURE_PLAN, type RowMatch } from './erasure-plan.js';

type Db = Kysely<Database> | Transaction<Database>;

export function findErasureRequest(db: Db, userId: number) {
  return db.selectFrom('erasureRequests').select(['scheduledFor']).where('userId', '=', userId).executeTakeFirst();
}

/** Schedules (or moves) the account's erasure. */
export async function upsertErasureRequest(
  db: Db,
  request: { userId: number; requestedAt: number; scheduledFor: number },
): Promise<void> {
  await db
    .insertInto('erasureRequests')
    .values(request)
    .onConflict((conflict) =>
      conflict.column('userId').doUpdateSet({ requestedAt: request.requestedAt, scheduledFor: request.scheduledFor }),
    )
    .execute();
}

/** Deletes the account's request; true when there was one. */
export async function deleteErasureRequest(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('erasureRequests').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findDueErasures(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('erasureRequests')
    .select('userId')
    .where('scheduledFor', '<=', now)
    .orderBy('scheduledFor')
    .limit(limit)
    .execute();
  return rows.map((row) => row.userId);
}

/**
 * Takes a due request for this transaction: true when it was still there and due (a login may
 * have cancelled it, another process may have taken it).
 */
export async function claimDueErasure(trx: Transaction<Database>, userId: number, now: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('erasureRequests')
    .where('userId', '=', userId)
    .where('scheduledFor', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function inList(values: readonly (string | number)[]): RawBuilder<unknown> {
  return sql`(${sql.join(values.map((value) => sql`${value}`))})`;
}

/** The condition "this row is the student's" for a plan step's match. */
function matchCondition(match: RowMatch, userId: number): RawBuilder<unknown> {
  const { parent } = match;
  const conditions = [
    parent
      ? sql`${sql.ref(match.column)} in (select id from ${sql.table(parent.table)} where ${matchCondition(parent, userId)})`
      : sql`${sql.ref(match.column)} = ${userId}`,
  ];
  if (match.only) conditions.push(sql`${sql.ref(match.only.column)} in ${inList(match.only.values)}`);
  if (match.except) conditions.push(sql`${sql.ref(match.except.column)} not in ${inList(match.except.values)}`);
  return sql.join(conditions, sql` and `);
}

/**
 * Runs the plan for one student in the caller's transaction; returns the storage keys of the
 * files their rows named (their `stored_files` rows are deleted here, the files after commit).
 */
export async function eraseAccountRows(trx: Transaction<Database>, userId: number, now: number): Promise<string[]> {
  const fileIds = new Set<number>();
  const storageKeys = new Set<string>();
  for (const step of ERASURE_PLAN) {
    if (step.action === 'keep') continue;
    const where = matchCondition(step.match, userId);
    for (const column of step.files ?? []) {
      const found = await sql<{ file: number | null }>`select ${sql.ref(column)} as file from ${sql.table(step.table)}
        where ${where} and ${sql.ref(column)} is not null`.execute(trx);
      for (const row of found.rows) if (row.file !== null) fileIds.add(Number(row.file));
    }
    for (const column of step.storageKeys ?? []) {
      const found = await sql<{ key: string | null }>`select ${sql.ref(column)} as key from ${sql.table(step.table)}
        where ${where} and ${sql.ref(column)} is not null`.execute(trx);
      for (const row of found.rows) if (row.key !== null) storageKeys.add(row.key);
    }
    if (step.action === 'delete') {
      await sql`delete from ${sql.table(step.table)} where ${where}`.execute(trx);
    } else {
      const assignments = Object.entries(step.set).map(([column, value]) => {
        const next = typeof value === 'function' ? value(userId, now) : value;
        return sql`${sql.ref(column)} = ${next}`;
      });
      await sql`update ${sql.table(step.table)} set ${sql.join(assignments)} where ${where}`.execute(trx);
    }
  }
  const storedFileKeys = await takeStoredFiles(trx, [...fileIds], now);
  await listForRemoval(trx, [...storageKeys], now);
  return [...storedFileKeys, ...storageKeys];
}

/** Lists storage keys for removal once the transaction commits (a removal that fails is retried). */
async function listForRemoval(trx: Transaction<Database>, keys: string[], now: number): Promise<void> {
  if (keys.length === 0) return;
  await trx
    .insertInto('erasureFileRemovals')
    .values(keys.map((storageKey) => ({ storageKey, createdAt: now })))
    .onConflict((conflict) => conflict.column('storageKey').doNothing())
    .execute();
}

/** Deletes the `stored_files` rows and lists their keys for removal from storage; returns the keys. */
async function takeStoredFiles(trx: Transaction<Database>, fileIds: number[], now: number): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const files = await trx.selectFrom('storedFiles').select('storageKey').where('id', 'in', fileIds).execute();
  const keys = files.map((file) => file.storageKey);
  await listForRemoval(trx, keys, now);
  await trx.deleteFrom('storedFiles').where('id', 'in', fileIds).execute();
  return keys;
}

/**
 * Codes sent to the account's phone or email: both are personal data, and codes to them are no
 * use now. (A code sent to a new address the student never confirmed names no account: the
 * maintenance purge removes it with every spent code.)
 */
export async function deleteChallengesOfAccount(trx: Transaction<Database>, userId: number): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .select(['countryCode', 'phone', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return;
  await trx
    .deleteFrom('otpChallenges')
    .where((eb) =>
      eb.or([
        eb.and([eb('countryCode', '=', user.countryCode), eb('phone', '=', user.phone)]),
        ...(user.email ? [eb('email', '=', user.email)] : []),
      ]),
    )
    .execute();
}

export function findPendingFileRemovals(db: Db, limit: number) {
  return db.selectFrom('erasureFileRemovals').select(['id', 'storageKey']).orderBy('id').limit(limit).execute();
}

export async function deleteFileRemoval(db: Db, id: number): Promise<void> {
  await db.deleteFrom('erasureFileRemovals').where('id', '=', id).execute();
}
