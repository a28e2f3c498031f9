/**
 * A test's answers counted ahead of its staff report (modules/mock-tests/test-report-fold.repository.ts):
 * per revision, question, chosen option (-1: seen, not answered) and the attempt's right and
 * wrong answers, how many answers and their seconds on screen. A background sweep adds each
 * finished attempt's answers once and marks the attempt (`report_folded_at`), so the whole
 * test's report sums a few thousand rows instead of grouping every answer on each first read.
 * Attempts finished before this migration are unfolded: the sweep takes them after the upgrade.
 */
import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('attempts').addColumn('report_folded_at', 'bigint').execute();
  // What the sweep looks for, and the report's "not counted yet": finished and unfolded, per test.
  await db.schema
    .createIndex('attempts_report_unfolded_idx')
    .on('attempts')
    .columns(['quiz_id', 'quiz_revision'])
    .where(sql.ref('status'), '=', sql.lit('finished'))
    .where(sql.ref('report_folded_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('test_report_answer_counts')
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('quiz_revision', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('chosen_option', 'integer', (c) => c.notNull())
    .addColumn('correct_answers', 'integer', (c) => c.notNull())
    .addColumn('wrong_answers', 'integer', (c) => c.notNull())
    .addColumn('answers', 'integer', (c) => c.notNull())
    .addColumn('seconds_sum', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('test_report_answer_counts_pk', [
      'quiz_id',
      'quiz_revision',
      'question_id',
      'chosen_option',
      'correct_answers',
      'wrong_answers',
    ])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('test_report_answer_counts').execute();
  await db.schema.dropIndex('attempts_report_unfolded_idx').execute();
  await db.schema.alterTable('attempts').dropColumn('report_folded_at').execute();
}
