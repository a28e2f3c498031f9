/**
 * THE revision rule of a test's questions, as SQL conditions (beside the access conditions in
 * module-access-conditions.ts). Each change to a test's questions begins a revision: a question
 * row belongs to the revisions from its `fromRevision` up to (not including) its `toRevision`,
 * and the current revision's rows are those no later revision has ended. Attempts keep the
 * revision they started with, so what they were asked, how they are graded, their answer key
 * and a doubt's question number all read it through `isQuestionOfRevision`.
 */
import type { Expression, ExpressionBuilder } from 'kysely';
import type { Database } from './schema.js';

/** A revision's number, or a reference to one (an attempt's `quizRevision`). */
type Revision = number | Expression<number>;

/** Whether the `questions` row in scope belongs to `revision`: begun by it, and not ended by it. */
export function isQuestionOfRevision(eb: ExpressionBuilder<Database, 'questions'>, revision: Revision) {
  return eb.and([
    eb('questions.fromRevision', '<=', revision),
    eb.or([eb('questions.toRevision', 'is', null), eb('questions.toRevision', '>', revision)]),
  ]);
}

/** Whether the `questions` row in scope belongs to its test's current revision (none has ended it). */
export function isCurrentQuestion(eb: ExpressionBuilder<Database, 'questions'>) {
  return eb('questions.toRevision', 'is', null);
}
