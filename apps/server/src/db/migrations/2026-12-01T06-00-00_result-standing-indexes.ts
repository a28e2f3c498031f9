/**
 * A test's standing (rank, participants, topper, average) comes from its finished attempts'
 * scores grouped, cached under the test's latest finish: this index gives that latest finish in
 * one lookup and the grouping from the index alone, however many have finished. The
 * per-question totals of the analysis read each finished attempt's answers by the primary key
 * (attempt, question); the covering index here spares them the table row.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('attempts_quiz_finished_score_idx')
    .on('attempts')
    .columns(['quiz_id', 'status', 'finished_at', 'score_hundredths', 'working_time_seconds'])
    .execute();
  await db.schema
    .createIndex('attempt_answers_totals_idx')
    .on('attempt_answers')
    .columns(['attempt_id', 'question_id', 'chosen_option', 'seconds_on_screen'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('attempt_answers_totals_idx').execute();
  await db.schema.dropIndex('attempts_quiz_finished_score_idx').execute();
}
