/**
 * The question a student is on moves from the attempt's row to its answers' rows: each row of
 * `attempt_answers` keeps the order in which its question was last the current one
 * (`seen_order`, 0 for never), and the highest is where the student is. A save that carries
 * the student's position then writes one table in one statement, answer, seconds on screen and
 * place together, instead of a transaction over two tables. The question kept so far becomes
 * its row's `seen_order` 1 (a position report always wrote that row too).
 */
import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('attempt_answers')
    .addColumn('seen_order', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`seen_order >= 0`),
    )
    .execute();
  await sql`update attempt_answers set seen_order = 1 where exists (
    select 1 from attempts
    where attempts.id = attempt_answers.attempt_id and attempts.current_question_id = attempt_answers.question_id
  )`.execute(db);
  await db.schema.alterTable('attempts').dropColumn('current_question_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('attempts').addColumn('current_question_id', 'integer').execute();
  await sql`update attempts set current_question_id = (
    select question_id from attempt_answers
    where attempt_answers.attempt_id = attempts.id and attempt_answers.seen_order > 0
    order by attempt_answers.seen_order desc limit 1
  )`.execute(db);
  await db.schema.alterTable('attempt_answers').dropColumn('seen_order').execute();
}
