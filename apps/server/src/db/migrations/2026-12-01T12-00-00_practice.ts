/**
 * Untimed practice of the mistake notebook's questions, kept apart from tests: each answer a
 * student gives in practice (`practice_answers`, never read by results or the leaderboard), and
 * per student and question how often it has been answered right since it entered the notebook
 * or was brought back (`practice_mastery`; mastered once `mastered_at` is set).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const table = db.schema.createTable('practice_answers');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('chosen_option', 'integer', (c) => c.notNull().check(sql`chosen_option >= 0`))
    .addColumn('is_correct', 'integer', (c) => c.notNull().check(sql`is_correct in (0, 1)`))
    .addColumn('answered_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('practice_answers_user_question_idx')
    .on('practice_answers')
    .columns(['user_id', 'question_id', 'answered_at'])
    .execute();

  await db.schema
    .createTable('practice_mastery')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('times_right', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`times_right >= 0`),
    )
    .addColumn('mastered_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('practice_mastery_pk', ['user_id', 'question_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('practice_mastery').execute();
  await db.schema.dropTable('practice_answers').execute();
}
