import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Counts one event for `key` in one statement, so processes racing on the same key never
 * lose a count: a window that has ended starts again at 1.
 */
export function countEvent(db: Kysely<Database>, key: string, now: number, windowMs: number) {
  return db
    .insertInto('rateLimitWindows')
    .values({ key, count: 1, resetAt: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const ended = eb('rateLimitWindows.resetAt', '<=', now);
        return {
          count: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('rateLimitWindows.count', '+', 1))
            .end(),
          resetAt: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.resetAt'))
            .else(eb.ref('rateLimitWindows.resetAt'))
            .end(),
        };
      }),
    )
    .returning(['count', 'resetAt'])
    .executeTakeFirstOrThrow();
}

/**
 * Takes back one event counted for `key` in a window that has not ended (a request whose work
 * failed through no fault of the asker's); never below zero, and an ended window is left alone.
 */
export async function uncountEvent(db: Kysely<Database>, key: string, now: number): Promise<void> {
  await db
    .updateTable('rateLimitWindows')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('resetAt', '>', now)
    .where('count', '>', 0)
    .execute();
}

export async function deleteEndedWindows(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rateLimitWindows').where('resetAt', '<=', now).execute();
}

/** Deletes up to `limit` windows that have ended; one statement. */
export async function deleteEndedWindowsUpTo(db: Kysely<Database>, now: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('rateLimitWindows')
    .where('key', 'in', (eb) =>
      eb.selectFrom('rateLimitWindows').select('key').where('resetAt', '<=', now).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
