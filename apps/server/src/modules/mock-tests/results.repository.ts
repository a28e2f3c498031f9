/**
 * A test's results read together: where one finished attempt stands among every finished
 * attempt of its test, and how everyone answered each question. Every finished attempt
 * counts (a refund later does not rewrite the ranking); the index
 * `attempts_quiz_finished_score_idx` (finished attempts only: quiz, finished at, score, working time) keeps the
 * standing's reads (the latest finish, and the scores grouped) index-only, and `attempt_answers_totals_idx` covers the per-question totals (cached per test and count of finished).
 */
import { type Kysely, type Transaction, sql } from 'kysely';
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

/**
 * The test's finished attempts grouped by score: a grouped read of the index alone, and at
 * most a few dozen rows (a score is right × 100 − wrong × 33), from which rank, topper and
 * average all follow.
 */
export async function findScoreBuckets(db: Db, quizId: number): Promise<ScoreBucket[]> {
  const rows = await db
    .selectFrom('attempts')
    .select((eb) => [
      'scoreHundredths',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('workingTimeSeconds').as('workingSeconds'),
    ])
    .where('quizId', '=', quizId)
    .where('status', '=', FINISHED)
    .groupBy('scoreHundredths')
    .orderBy('scoreHundredths', 'desc')
    .execute();
  return rows.map((row) => ({
    scoreHundredths: row.scoreHundredths ?? 0,
    count: Number(row.count),
    workingSeconds: Number(row.workingSeconds ?? 0),
  }));
}

/**
 * When the test's latest result finished (0: none yet), one lookup in the index: the key of the
 * cached figures, so a new submit (finished now) is seen by the next read at once.
 */
export async function findLatestFinish(db: Db, quizId: number): Promise<number> {
  const row = await db
    .selectFrom('attempts')
    .select((eb) => eb.fn.max<number | string | null>('finishedAt').as('latest'))
    .where('quizId', '=', quizId)
    .where('status', '=', FINISHED)
    .executeTakeFirstOrThrow();
  return Number(row.latest ?? 0);
}

export interface OptionTotal {
  questionId: number;
  /** null: seen and left unanswered. */
  chosenOption: number | null;
  count: number;
  seconds: number;
}

/** Per question and chosen option: how many finished attempts chose it and their seconds on screen. */
export async function findOptionTotals(db: Db, quizId: number): Promise<OptionTotal[]> {
  const rows = await db
    .selectFrom('attemptAnswers')
    .innerJoin('attempts', 'attempts.id', 'attemptAnswers.attemptId')
    .select((eb) => [
      'attemptAnswers.questionId',
      'attemptAnswers.chosenOption',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('attemptAnswers.secondsOnScreen').as('seconds'),
    ])
    .where('attempts.quizId', '=', quizId)
    .where('attempts.status', '=', FINISHED)
    .groupBy(['attemptAnswers.questionId', 'attemptAnswers.chosenOption'])
    .execute();
  return rows.map((row) => ({
    questionId: row.questionId,
    chosenOption: row.chosenOption,
    count: Number(row.count),
    seconds: Number(row.seconds ?? 0),
  }));
}

/** The attempt's own answers with their seconds on screen. */
export function findAnswersWithTime(db: Db, attemptId: number) {
  return db
    .selectFrom('attemptAnswers')
    .select(['questionId', 'chosenOption', 'secondsOnScreen'])
    .where('attemptId', '=', attemptId)
    .execute();
}
