/** SQL for the console's question bank: a test's current questions and where a question lives. */
import type { Kysely } from 'kysely';
import type { TQuizCategory } from '@padanam/contract';
import { readQuestionOptions } from '../../db/question-options.js';
import { isCurrentQuestion } from '../../db/question-revision-conditions.js';
import type { Database } from '../../db/schema.js';

/** The current revision's questions of a test, in order. */
export async function findCurrentQuestions(db: Kysely<Database>, quizId: number) {
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'position', 'text', 'options', 'correctOption', 'solution', 'imageUrl'])
    .where('quizId', '=', quizId)
    .where('isDeleted', '=', 0)
    .where(isCurrentQuestion)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, options: readQuestionOptions(row.options) }));
}

/** A current question with its test's module and category; undefined when not current. */
export async function findCurrentQuestion(db: Kysely<Database>, questionId: number) {
  const row = await db
    .selectFrom('questions')
    .innerJoin('quizzes', 'quizzes.id', 'questions.quizId')
    .select([
      'questions.id',
      'questions.quizId',
      'questions.text',
      'questions.options',
      'questions.correctOption',
      'questions.solution',
      'questions.imageUrl',
      'quizzes.moduleId',
      'quizzes.category',
    ])
    .where('questions.id', '=', questionId)
    .where('questions.isDeleted', '=', 0)
    .where(isCurrentQuestion)
    .executeTakeFirst();
  return row && { ...row, options: readQuestionOptions(row.options) };
}

/** The module's test of this category, made (with the default settings) when it has none. */
export async function ensureTest(
  db: Kysely<Database>,
  test: { moduleId: number; category: TQuizCategory; title: string },
): Promise<number> {
  await db
    .insertInto('quizzes')
    .values(test)
    .onConflict((conflict) => conflict.columns(['moduleId', 'category']).doNothing())
    .execute();
  const { id } = await db
    .selectFrom('quizzes')
    .select('id')
    .where('moduleId', '=', test.moduleId)
    .where('category', '=', test.category)
    .executeTakeFirstOrThrow();
  return id;
}

/** The place after the test's last current question. */
export async function nextPosition(db: Kysely<Database>, quizId: number): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('quizId', '=', quizId)
    .where(isCurrentQuestion)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}
