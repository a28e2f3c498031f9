/**
 * Questions never change under a started test. A test has a revision number; every change to its
 * questions makes a new revision (a question's edit is a new row from that revision on, the old
 * row ending there), and each attempt keeps the revision it started with, so its questions,
 * grading and answer key are the ones its student saw. Everything so far is revision 1.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('quizzes')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('questions')
    .addColumn('from_revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('questions').addColumn('to_revision', 'integer').execute();
  await db.schema
    .alterTable('attempts')
    .addColumn('quiz_revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Db): Promise<void> {
  // Rows that only later revisions had would double the questions of revision 1: they go.
  await db.deleteFrom('questions').where('from_revision', '>', 1).execute();
  await db.schema.alterTable('attempts').dropColumn('quiz_revision').execute();
  await db.schema.alterTable('questions').dropColumn('to_revision').execute();
  await db.schema.alterTable('questions').dropColumn('from_revision').execute();
  await db.schema.alterTable('quizzes').dropColumn('revision').execute();
}
