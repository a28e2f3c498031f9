/**
 * What the question palette and the analysis need of an attempt: a question marked for review
 * (saved with its answer, so it survives a reload and a change of device), the seconds each
 * question was on screen (reported by the app with its saves, capped by the server to the
 * attempt's real duration), and the question the student was on, so a reload returns there.
 * A row in `attempt_answers` with no chosen option is a question seen and not answered.
 */
import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('attempt_answers')
    .addColumn('marked', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`marked in (0, 1)`),
    )
    .execute();
  await db.schema
    .alterTable('attempt_answers')
    .addColumn('seconds_on_screen', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`seconds_on_screen >= 0`),
    )
    .execute();
  await db.schema.alterTable('attempts').addColumn('current_question_id', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('attempts').dropColumn('current_question_id').execute();
  await db.schema.alterTable('attempt_answers').dropColumn('seconds_on_screen').execute();
  await db.schema.alterTable('attempt_answers').dropColumn('marked').execute();
}
