import type { Kysely, Transaction } from 'kysely';
import { firstRow, queryTemplate } from '../../db/query-template.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertSession(
  db: Db,
  session: { userId: number; tokenHash: string; device: string | null; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, lastSeenAt: session.createdAt, revokedAt: null })
    .execute();
}

// Every signed-in request that is not served from the session cache runs this.
const sessionByTokenHash = queryTemplate((db, values: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .select(['id', 'userId', 'createdAt', 'lastSeenAt', 'expiresAt', 'revokedAt'])
    .where('tokenHash', '=', values.tokenHash),
);

export function findSessionByTokenHash(db: Db, tokenHash: string) {
  return firstRow(sessionByTokenHash(db, { tokenHash }));
}

export async function touchSession(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ lastSeenAt: now }).where('id', '=', id).execute();
}

/** The live sessions of `userId` (not revoked, not expired, not idle since `idleCutoff`), newest use first. */
export async function findLiveSessionsOfUser(db: Db, userId: number, live: { now: number; idleCutoff: number }) {
  return db
    .selectFrom('sessions')
    .select(['id', 'device', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', live.now)
    .where('lastSeenAt', '>', live.idleCutoff)
    .orderBy('lastSeenAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Revokes session `id` only when it is a live session of `userId`; returns its device label, or
 * undefined when there was no such session (another person's, unknown, or already ended).
 */
export async function revokeLiveSessionOfUser(
  db: Db,
  userId: number,
  id: number,
  live: { now: number; idleCutoff: number },
): Promise<{ device: string | null } | undefined> {
  return db
    .updateTable('sessions')
    .set({ revokedAt: live.now })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', live.now)
    .where('lastSeenAt', '>', live.idleCutoff)
    .returning('device')
    .executeTakeFirst();
}

export async function revokeSession(db: Db, id: number, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Revokes every live session of `userId` but `exceptId` (when given); returns the revoked ids. */
export async function revokeSessionsOfUser(
  db: Db,
  userId: number,
  exceptId: number | null,
  now: number,
): Promise<number[]> {
  let update = db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (exceptId !== null) update = update.where('id', '<>', exceptId);
  const rows = await update.returning('id').execute();
  return rows.map((row) => row.id);
}

/**
 * Deletes up to `limit` sessions that can never be used again: revoked, past their absolute
 * life, or idle since `idleCutoff`. One statement, so a sweep holds no lock for long.
 */
export async function deleteEndedSessions(
  db: Db,
  ended: { now: number; idleCutoff: number },
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sessions')
        .select('id')
        .where((where) =>
          where.or([
            where('revokedAt', 'is not', null),
            where('expiresAt', '<=', ended.now),
            where('lastSeenAt', '<=', ended.idleCutoff),
          ]),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
