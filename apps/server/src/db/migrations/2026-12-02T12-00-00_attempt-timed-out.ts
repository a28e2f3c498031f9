/**
 * Whether an attempt ran out of time: closed at its deadline by the server (the sweep, or a read
 * after the deadline, for a student who never came back) or handed in once the clock had reached
 * the deadline (the page submits itself at zero), against one the student submitted before it.
 * A test's report counts them apart. Attempts finished so far are read from their times: a
 * finish at the deadline is the only kind those close with (`finishedAt` is capped at it).
 */
import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('attempts')
    .addColumn('timed_out', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`timed_out in (0, 1)`),
    )
    .execute();
  await sql`update attempts set timed_out = 1 where status = 'finished' and finished_at >= deadline_at`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('attempts').dropColumn('timed_out').execute();
}
