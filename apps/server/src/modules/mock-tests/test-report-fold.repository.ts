/**
 * A test's answers counted ahead of its staff report. Grouping every answer of a revision on a
 * report's first read sorts them all (SQLite has no hash aggregation): 3 s for 50,000 attempts of
 * a 50-question test. Instead a background sweep adds each finished attempt's answers, a batch at
 * a time, to `test_report_answer_counts` (per revision, question, chosen option and the attempt's
 * right and wrong answers: the groups the report's statistics are computed from) and marks the
 * attempt folded, in one transaction. The whole test's report then reads those counts plus the
 * few attempts finished since the last sweep, grouped live (test-report.repository.ts).
 *
 * A batch is claimed by marking its attempts (`report_folded_at is null` rechecked by the update),
 * so processes sweeping at once never count an attempt twice. A finished attempt's answers never
 * change, and no code deletes a finished attempt or a question; removing one later (an account's
 * erasure) must first take its answers out of the counts (`unfoldAttempts`), in the same transaction.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A literal, not a parameter: the partial index of unfolded finished attempts then serves the claim. */
const FINISHED = sql.lit<'finished'>('finished');
/** The count key's "seen, not answered" (a primary key column cannot hold null). */
export const NOT_ANSWERED = -1;
/** Counted rows written a statement: 8 values each, well inside SQLite's parameter limit. */
const ROWS_PER_STATEMENT = 1_000;

type AnswerCountRow = Database['testReportAnswerCounts'];

/** The answers of some attempts, grouped as the counts are kept. */
function groupAnswersOf(db: Kysely<Database>, attemptIds: readonly number[]) {
  return db
    .selectFrom('attemptAnswers')
    .innerJoin('attempts', 'attempts.id', 'attemptAnswers.attemptId')
    .select((eb) => [
      'attempts.quizId',
      'attempts.quizRevision',
      'attemptAnswers.questionId',
      eb.fn.coalesce('attemptAnswers.chosenOption', sql.lit(NOT_ANSWERED)).as('chosenOption'),
      eb.fn.coalesce('attempts.correctAnswers', sql.lit(0)).as('correctAnswers'),
      eb.fn.coalesce('attempts.wrongAnswers', sql.lit(0)).as('wrongAnswers'),
      eb.fn.countAll<number | string>().as('answers'),
      eb.fn.sum<number | string>('attemptAnswers.secondsOnScreen').as('secondsSum'),
    ])
    .where('attempts.id', 'in', attemptIds)
    .groupBy([
      'attempts.quizId',
      'attempts.quizRevision',
      'attemptAnswers.questionId',
      'attemptAnswers.chosenOption',
      'attempts.correctAnswers',
      'attempts.wrongAnswers',
    ])
    .execute();
}

/** Adds counted rows (negated: takes them away) to the kept counts. */
async function addToCounts(db: Kysely<Database>, rows: AnswerCountRow[]) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    await db
      .insertInto('testReportAnswerCounts')
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((conflict) =>
        conflict
          .columns(['quizId', 'quizRevision', 'questionId', 'chosenOption', 'correctAnswers', 'wrongAnswers'])
          .doUpdateSet((eb) => ({
            answers: eb('testReportAnswerCounts.answers', '+', eb.ref('excluded.answers')),
            secondsSum: eb('testReportAnswerCounts.secondsSum', '+', eb.ref('excluded.secondsSum')),
          })),
      )
      .execute();
}

const toCountRows = (groups: Awaited<ReturnType<typeof groupAnswersOf>>, sign: 1 | -1): AnswerCountRow[] =>
  groups.map((group) => ({
    quizId: group.quizId,
    quizRevision: group.quizRevision,
    questionId: group.questionId,
    chosenOption: Number(group.chosenOption),
    correctAnswers: Number(group.correctAnswers),
    wrongAnswers: Number(group.wrongAnswers),
    answers: sign * Number(group.answers),
    secondsSum: sign * Number(group.secondsSum),
  }));

/**
 * Folds up to `limit` finished attempts not folded yet into the counts, in one transaction;
 * how many it folded (0: none was waiting).
 */
export async function foldFinishedAttempts(db: Kysely<Database>, now: number, limit: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('attempts')
      .set({ reportFoldedAt: now })
      .where('attempts.id', 'in', (eb) =>
        eb
          .selectFrom('attempts')
          .select('attempts.id')
          .where('attempts.status', '=', FINISHED)
          .where('attempts.reportFoldedAt', 'is', null)
          .limit(limit),
      )
      .where('attempts.reportFoldedAt', 'is', null)
      .returning('attempts.id')
      .execute();
    if (claimed.length === 0) return 0;
    const ids = claimed.map((row) => row.id);
    await addToCounts(trx, toCountRows(await groupAnswersOf(trx, ids), 1));
    return ids.length;
  });
}

/**
 * Takes folded attempts' answers back out of the counts and marks them unfolded: for a caller
 * about to delete them, inside its own transaction (`db` is that transaction).
 */
export async function unfoldAttempts(db: Kysely<Database>, attemptIds: readonly number[]): Promise<void> {
  if (attemptIds.length === 0) return;
  const folded = await db
    .selectFrom('attempts')
    .select('attempts.id')
    .where('attempts.id', 'in', attemptIds)
    .where('attempts.reportFoldedAt', 'is not', null)
    .execute();
  if (folded.length === 0) return;
  const ids = folded.map((row) => row.id);
  await addToCounts(db, toCountRows(await groupAnswersOf(db, ids), -1));
  await db.updateTable('attempts').set({ reportFoldedAt: null }).where('attempts.id', 'in', ids).execute();
}

/** The kept counts of one revision of a test. */
export function readFoldedCounts(db: Kysely<Database>, quizId: number, revision: number) {
  return db
    .selectFrom('testReportAnswerCounts')
    .select(['questionId', 'chosenOption', 'correctAnswers', 'wrongAnswers', 'answers', 'secondsSum'])
    .where('quizId', '=', quizId)
    .where('quizRevision', '=', revision)
    .where('answers', '>', 0)
    .execute();
}
