/**
 * Changing a test's questions without changing a test anyone has taken: each change begins a
 * new revision of the test; a changed question ends at it and a copy with the change begins at
 * it; a new question begins at it; a removed one ends at it. Attempts keep the revision they
 * started with (modules/mock-tests), so their questions, grading and key never move. Every
 * function here runs inside the caller's transaction.
 */
import type { Kysely } from 'kysely';
import type { TQuestionDraft } from '@padanam/contract';
import { writeQuestionOptions } from '../../db/question-options.js';
import { isCurrentQuestion } from '../../db/question-revision-conditions.js';
import type { Database } from '../../db/schema.js';

/** Begins the test's next revision and returns its number. */
export async function beginRevision(trx: Kysely<Database>, quizId: number): Promise<number> {
  const { revision } = await trx
    .updateTable('quizzes')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', quizId)
    .returning('revision')
    .executeTakeFirstOrThrow();
  return revision;
}

function columnsOf(draft: TQuestionDraft) {
  return {
    text: draft.text,
    options: writeQuestionOptions(draft.options),
    correctOption: draft.correctOption,
    solution: draft.solution,
    imageUrl: draft.imageUrl,
  };
}

export async function addQuestion(
  trx: Kysely<Database>,
  quizId: number,
  draft: TQuestionDraft,
  position: number,
  revision: number,
): Promise<number> {
  const { id } = await trx
    .insertInto('questions')
    .values({ quizId, position, ...columnsOf(draft), isDeleted: 0, fromRevision: revision, toRevision: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Ends a current question at `revision`; false when it is not a current question of the test. */
export async function endQuestion(
  trx: Kysely<Database>,
  quizId: number,
  questionId: number,
  revision: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('questions')
    .set({ toRevision: revision })
    .where('id', '=', questionId)
    .where('quizId', '=', quizId)
    .where(isCurrentQuestion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function findCurrentRow(trx: Kysely<Database>, quizId: number, questionId: number) {
  return trx
    .selectFrom('questions')
    .select(['position', 'text', 'options', 'correctOption', 'solution', 'imageUrl'])
    .where('id', '=', questionId)
    .where('quizId', '=', quizId)
    .where(isCurrentQuestion)
    .executeTakeFirst();
}

/** The question as of `revision` is `draft`, in the old one's place; returns the new row's id. */
export async function replaceQuestion(
  trx: Kysely<Database>,
  quizId: number,
  questionId: number,
  draft: TQuestionDraft,
  revision: number,
): Promise<number | null> {
  const current = await findCurrentRow(trx, quizId, questionId);
  if (!current || !(await endQuestion(trx, quizId, questionId, revision))) return null;
  return addQuestion(trx, quizId, draft, current.position, revision);
}

/**
 * The question as of `revision` stands at `position` (a copy there, the old row ending, so a
 * started test keeps its order); returns its id, unchanged when it already stands there.
 */
export async function moveQuestion(
  trx: Kysely<Database>,
  quizId: number,
  questionId: number,
  position: number,
  revision: number,
): Promise<number | null> {
  const current = await findCurrentRow(trx, quizId, questionId);
  if (!current) return null;
  if (current.position === position) return questionId;
  if (!(await endQuestion(trx, quizId, questionId, revision))) return null;
  const { id } = await trx
    .insertInto('questions')
    .values({ quizId, ...current, position, isDeleted: 0, fromRevision: revision, toRevision: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
