import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Open attempts whose deadline has not passed, counted up to `cap`: a walk of the
 * (status, deadline_at) index that stops at the cap, so a scrape costs the same however many
 * attempts a day leaves behind.
 */
export async function countOpenAttempts(db: Kysely<Database>, now: number, cap: number): Promise<number> {
  const row = await db
    .selectFrom((inner) =>
      inner
        .selectFrom('attempts')
        .select('id')
        .where('status', '=', 'open')
        .where('deadlineAt', '>', now)
        .limit(cap)
        .as('open'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
