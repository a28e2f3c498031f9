/** SQL for a test's settings: the quiz row of a module and category, made when first set. */
import type { Kysely } from 'kysely';
import type { TQuizCategory } from '@padanam/contract';
import { isCurrentQuestion } from '../../db/question-revision-conditions.js';
import type { Database, ReviewAfter } from '../../db/schema.js';

export function findModuleForStaff(db: Kysely<Database>, moduleId: number) {
  return db.selectFrom('modules').select('id').where('id', '=', moduleId).executeTakeFirst();
}

export function findTest(db: Kysely<Database>, moduleId: number, category: TQuizCategory) {
  return db
    .selectFrom('quizzes')
    .select((eb) => [
      'quizzes.id',
      'quizzes.title',
      'quizzes.durationSeconds',
      'quizzes.opensAt',
      'quizzes.closesAt',
      'quizzes.reviewAfter',
      'quizzes.revision',
      eb
        .selectFrom('questions')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('questions.quizId', '=', 'quizzes.id')
        .where('questions.isDeleted', '=', 0)
        .where(isCurrentQuestion)
        .as('questionCount'),
    ])
    .where('quizzes.moduleId', '=', moduleId)
    .where('quizzes.category', '=', category)
    .executeTakeFirst();
}

export interface TestSettingsValues {
  durationSeconds: number;
  opensAt: number | null;
  closesAt: number | null;
  reviewAfter: ReviewAfter;
}

/** Sets the settings, making the test first if the module has none of this category. */
export async function upsertTest(
  db: Kysely<Database>,
  test: { moduleId: number; category: TQuizCategory; title: string },
  values: TestSettingsValues,
): Promise<void> {
  await db
    .insertInto('quizzes')
    .values({ ...test, ...values })
    .onConflict((conflict) => conflict.columns(['moduleId', 'category']).doUpdateSet(values))
    .execute();
}
