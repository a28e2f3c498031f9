/**
 * Test settings per module and category: an optional window (opens at / closes at: outside it a
 * test cannot be started) and when its answer key opens: right after submitting (the spec's
 * behaviour, the default) or only once the window has closed.
 */
import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('quizzes').addColumn('opens_at', 'bigint').execute();
  await db.schema.alterTable('quizzes').addColumn('closes_at', 'bigint').execute();
  await db.schema
    .alterTable('quizzes')
    .addColumn('review_after', 'text', (c) =>
      c
        .notNull()
        .defaultTo('submit')
        .check(sql`review_after in ('submit', 'window_close')`),
    )
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const column of ['review_after', 'closes_at', 'opens_at'])
    await db.schema.alterTable('quizzes').dropColumn(column).execute();
}
