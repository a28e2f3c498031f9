/**
 * A test's results read together: where one finished attempt stands among every finished
 * attempt of its test, and how everyone answered each question. Every finished attempt
 * counts (a refund later does not rewrite the ranking); the index
 * `attempts_quiz_finished_score_idx` (finished attempts only: quiz, finished at, score, working time) keeps the
 * standing's reads (the finishes since the last one counted, the count) on the index, and
 * `attempt_answers_totals_idx` covers the per-question totals (kept per test, added to as results come in).
 */
import { type Kysely, type Transaction, sql } from 'kysely';
import { firstRow, queryTemplate } from '../../db/query-template.js';
import type { Database } from '../../db/schema.js';

/** A literal, not a parameter: the partial index (finished attempts only) then serves the read on both engines. */
const FINISHED = sql.lit<'finished'>('finished');

type Db = Kysely<Database> | Transaction<Database>;

export interface ScoreBucket {
  scoreHundredths: number;
  count: number;
  /** Their working time added up, in seconds. */
  workingSeconds: number;
}

/** A finished attempt of the test as the standing counts it. */
export interface FinishRow {
  id: number;
  finishedAt: number;
  scoreHundredths: number;
  workingTimeSeconds: number;
}

const toFinish = (row: {
  id: number;
  finishedAt: number | string | null;
  scoreHundredths: number | null;
  workingTimeSeconds: number | null;
}): FinishRow => ({
  id: row.id,
  finishedAt: Number(row.finishedAt ?? 0),
  scoreHundredths: row.scoreHundredths ?? 0,
  workingTimeSeconds: row.workingTimeSeconds ?? 0,
});

const finishesSince = queryTemplate((db, values: { quizId: number; since: number }) =>
  db
    .selectFrom('attempts')
    .select(['id', 'finishedAt', 'scoreHundredths', 'workingTimeSeconds'])
    .where('quizId', '=', values.quizId)
    .where('status', '=', FINISHED)
    .where('finishedAt', '>=', values.since),
);

/**
 * The test's attempts finished at or after `since` (a range of the index: right after the
 * latest finish already counted, one row or a few).
 */
export async function findFinishesSince(db: Db, quizId: number, since: number): Promise<FinishRow[]> {
  return (await finishesSince(db, { quizId, since })).rows.map(toFinish);
}

/** Every finished attempt of the test (50,000 rows at most an exam's worth: read once, then kept up to date). */
export async function findFinishes(db: Db, quizId: number): Promise<FinishRow[]> {
  const rows = await db
    .selectFrom('attempts')
    .select(['id', 'finishedAt', 'scoreHundredths', 'workingTimeSeconds'])
    .where('quizId', '=', quizId)
    .where('status', '=', FINISHED)
    .execute();
  return rows.map(toFinish);
}

const finishedCount = queryTemplate((db, values: { quizId: number }) =>
  db
    .selectFrom('attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('quizId', '=', values.quizId)
    .where('status', '=', FINISHED),
);

/** How many attempts of the test are finished: a count over the index alone. */
export async function countFinishes(db: Db, quizId: number): Promise<number> {
  return Number((await firstRow(finishedCount(db, { quizId })))?.count ?? 0);
}

export interface OptionTotal {
  questionId: number;
  /** null: seen and left unanswered. */
  chosenOption: number | null;
  count: number;
  seconds: number;
}

/**
 * Per question and chosen option over these attempts' answers: how many chose it and their
 * seconds on screen (a read of `attempt_answers_totals_idx` alone). Callers pass a bounded list,
 * so no one sum holds SQLite's one connection for long.
 */
export async function findOptionTotals(db: Db, attemptIds: readonly number[]): Promise<OptionTotal[]> {
  if (attemptIds.length === 0) return [];
  const rows = await db
    .selectFrom('attemptAnswers')
    .select((eb) => [
      'questionId',
      'chosenOption',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('secondsOnScreen').as('seconds'),
    ])
    .where('attemptId', 'in', attemptIds)
    .groupBy(['questionId', 'chosenOption'])
    .execute();
  return rows.map((row) => ({
    questionId: row.questionId,
    chosenOption: row.chosenOption,
    count: Number(row.count),
    seconds: Number(row.seconds ?? 0),
  }));
}

const answersWithTime = queryTemplate((db, values: { attemptId: number }) =>
  db
    .selectFrom('attemptAnswers')
    .select(['questionId', 'chosenOption', 'secondsOnScreen'])
    .where('attemptId', '=', values.attemptId),
);

/** The attempt's own answers with their seconds on screen. */
export async function findAnswersWithTime(db: Db, attemptId: number) {
  return (await answersWithTime(db, { attemptId })).rows;
}
