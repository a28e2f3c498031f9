/**
 * A test's results read together: where one finished attempt stands among every finished
 * attempt of its test, and how everyone answered each question. Every finished attempt
 * counts (a refund later does not rewrite the ranking); the index
 * `attempts_quiz_finished_score_idx` (quiz, status, score, working time) keeps the standing an
 * index-only read, and `attempt_answers_totals_idx` covers the per-question totals (cached per test and count of finished).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface TestStanding {
  participants: number;
  /** Finished attempts that scored more than `scoreHundredths`. */
  above: number;
  topHundredths: number;
  averageHundredths: number;
  averageWorkingTime: number;
}

/** One aggregate over the test's finished attempts (PostgreSQL returns counts and averages as text). */
export async function findTestStanding(db: Db, quizId: number, scoreHundredths: number): Promise<TestStanding> {
  const row = await db
    .selectFrom('attempts')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('participants'),
      eb.fn.max<number | string | null>('scoreHundredths').as('top'),
      eb.fn.avg<number | string | null>('scoreHundredths').as('average'),
      eb.fn.avg<number | string | null>('workingTimeSeconds').as('averageTime'),
      eb.fn
        .sum<number | string | null>(eb.case().when('scoreHundredths', '>', scoreHundredths).then(1).else(0).end())
        .as('above'),
    ])
    .where('quizId', '=', quizId)
    .where('status', '=', 'finished')
    .executeTakeFirstOrThrow();
  return {
    participants: Number(row.participants),
    above: Number(row.above ?? 0),
    topHundredths: Number(row.top ?? 0),
    averageHundredths: Number(row.average ?? 0),
    averageWorkingTime: Number(row.averageTime ?? 0),
  };
}

/** How many have finished the test: an index-only count, the key of the cached per-question totals. */
export async function countFinished(db: Db, quizId: number): Promise<number> {
  const row = await db
    .selectFrom('attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('quizId', '=', quizId)
    .where('status', '=', 'finished')
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
    .where('attempts.status', '=', 'finished')
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

/** Each attempt's rank among its test's finished attempts (ties share one) and how many finished it. */
export async function findRanksOfAttempts(
  db: Db,
  attemptIds: number[],
): Promise<Map<number, { rank: number; participants: number }>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('attempts as mine')
    .select((eb) => [
      'mine.id',
      eb
        .selectFrom('attempts as other')
        .select((inner) => inner.fn.countAll<number | string>().as('above'))
        .whereRef('other.quizId', '=', 'mine.quizId')
        .where('other.status', '=', 'finished')
        .whereRef('other.scoreHundredths', '>', 'mine.scoreHundredths')
        .as('above'),
      eb
        .selectFrom('attempts as other')
        .select((inner) => inner.fn.countAll<number | string>().as('participants'))
        .whereRef('other.quizId', '=', 'mine.quizId')
        .where('other.status', '=', 'finished')
        .as('participants'),
    ])
    .where('mine.id', 'in', attemptIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { rank: Number(row.above ?? 0) + 1, participants: Math.max(1, Number(row.participants ?? 1)) },
    ]),
  );
}
