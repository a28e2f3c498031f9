/** Quizzes and their questions. Correct options leave this file only for grading and review. */
import type { Kysely } from 'kysely';
import type { TQuizCategory } from '@padanam/contract';
import { moduleIsVisibleToReader } from '../../db/module-access-conditions.js';
import { readQuestionOptions } from '../../db/question-options.js';
import { isCurrentQuestion, isQuestionOfRevision } from '../../db/question-revision-conditions.js';
import type { Database } from '../../db/schema.js';

function selectQuizzes(db: Kysely<Database>) {
  return db
    .selectFrom('quizzes')
    .innerJoin('modules', 'modules.id', 'quizzes.moduleId')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select([
      'quizzes.id',
      'quizzes.moduleId',
      'quizzes.category',
      'quizzes.title',
      'quizzes.durationSeconds',
      'quizzes.maxMarks',
      'quizzes.opensAt',
      'quizzes.closesAt',
      'quizzes.reviewAfter',
      'quizzes.revision',
      'modules.number as moduleNumber',
      'modules.title as moduleTitle',
      'modules.paperId',
      'papers.title as paperTitle',
      'papers.type as paperType',
    ]);
}

export type QuizRow = NonNullable<Awaited<ReturnType<typeof findQuizById>>>;

export function findQuizById(db: Kysely<Database>, quizId: number) {
  return selectQuizzes(db).where('quizzes.id', '=', quizId).executeTakeFirst();
}

export function findQuiz(db: Kysely<Database>, moduleId: number, category: TQuizCategory) {
  return selectQuizzes(db)
    .where('quizzes.moduleId', '=', moduleId)
    .where('quizzes.category', '=', category)
    .executeTakeFirst();
}

/** Whether the module is there for the caller (not archived, its paper visible to them; any module for staff who edit modules). */
export async function moduleIsVisible(db: Kysely<Database>, moduleId: number, caller: number | null): Promise<boolean> {
  const found = await db
    .selectFrom('modules')
    .select('id')
    .where('id', '=', moduleId)
    .where((eb) => moduleIsVisibleToReader(eb, caller))
    .executeTakeFirst();
  return found !== undefined;
}

export function findQuizzesByModule(db: Kysely<Database>, moduleId: number) {
  return selectQuizzes(db).where('quizzes.moduleId', '=', moduleId).orderBy('quizzes.category', 'desc').execute();
}

export interface LiveQuestion {
  id: number;
  text: string;
  options: string[];
  correctOption: number;
  solution: string | null;
  imageUrl: string | null;
}

/**
 * The questions of one revision of a test, in order: those that had begun by it and not yet
 * ended. Deleted ones (the spec's flag) are left out.
 */
export async function findLiveQuestions(
  db: Kysely<Database>,
  quizId: number,
  revision: number,
): Promise<LiveQuestion[]> {
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'text', 'options', 'correctOption', 'solution', 'imageUrl'])
    .where('quizId', '=', quizId)
    .where('isDeleted', '=', 0)
    .where((eb) => isQuestionOfRevision(eb, revision))
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, options: readQuestionOptions(row.options) }));
}

export async function countLiveQuestions(db: Kysely<Database>, quizIds: number[]): Promise<Map<number, number>> {
  if (quizIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('questions')
    .select(({ fn }) => ['quizId', fn.countAll<number>().as('count')])
    .where('quizId', 'in', quizIds)
    .where('isDeleted', '=', 0)
    .where(isCurrentQuestion)
    .groupBy('quizId')
    .execute();
  return new Map(rows.map((row) => [row.quizId, Number(row.count)]));
}
