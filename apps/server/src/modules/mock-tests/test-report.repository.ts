/**
 * The SQL of a test's statistics report: finished attempts of one revision of a test, narrowed
 * to a college, department, semester and finish dates, counted and summed on the engine. Three
 * grouped reads, none returning an attempt: the summary's sums and sums of squares, the attempts
 * counted per mark (score, right and wrong answers: a few hundred groups for a 50-question test),
 * and the answers counted per question, option and the attempt's marks (right and wrong), for the
 * whole revision mostly counted ahead (test-report-fold.repository.ts). Every
 * sum, square and cross product the per-question statistics need is a count of those groups
 * times a mark (test-report.ts), exact in hundredths on both engines.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { NOT_ANSWERED, readFoldedCounts } from './test-report-fold.repository.js';

/** A literal, not a parameter: the partial index (finished attempts only) then serves the read on both engines. */
const FINISHED = sql.lit<'finished'>('finished');

export interface AttemptFilter {
  quizId: number;
  revision: number;
  collegeId?: number;
  departmentId?: number;
  semester?: number;
  /** Finished at or after (epoch ms). */
  finishedFrom?: number;
  /** Finished before (epoch ms). */
  finishedBefore?: number;
}

const hasStudentFilter = (filter: AttemptFilter) =>
  filter.collegeId !== undefined || filter.departmentId !== undefined || filter.semester !== undefined;

/** The whole revision, every student and every day: what the kept counts (test-report-fold.repository.ts) cover. */
const isWholeRevision = (filter: AttemptFilter) =>
  !hasStudentFilter(filter) && filter.finishedFrom === undefined && filter.finishedBefore === undefined;

/** The attempts the report counts, as a condition on `attempts` (the student's fields through a subquery). */
function isCounted(eb: ExpressionBuilder<Database, 'attempts'>, filter: AttemptFilter, unfoldedOnly = false) {
  const conditions = [
    eb('attempts.quizId', '=', filter.quizId),
    eb('attempts.status', '=', FINISHED),
    eb('attempts.quizRevision', '=', filter.revision),
  ];
  if (unfoldedOnly) conditions.push(eb('attempts.reportFoldedAt', 'is', null));
  if (filter.finishedFrom !== undefined) conditions.push(eb('attempts.finishedAt', '>=', filter.finishedFrom));
  if (filter.finishedBefore !== undefined) conditions.push(eb('attempts.finishedAt', '<', filter.finishedBefore));
  if (hasStudentFilter(filter)) {
    conditions.push(
      eb(
        'attempts.userId',
        'in',
        eb
          .selectFrom('users')
          .select('users.id')
          .$if(filter.collegeId !== undefined, (q) => q.where('users.collegeId', '=', filter.collegeId!))
          .$if(filter.departmentId !== undefined, (q) => q.where('users.departmentId', '=', filter.departmentId!))
          .$if(filter.semester !== undefined, (q) => q.where('users.semester', '=', filter.semester!)),
      ),
    );
  }
  return eb.and(conditions);
}

/** Every revision of the test with finished attempts (any student, any date), newest first. */
export async function findRevisionsWithAttempts(db: Kysely<Database>, quizId: number) {
  const rows = await db
    .selectFrom('attempts')
    .select((eb) => ['attempts.quizRevision', eb.fn.countAll<number | string>().as('attempts')])
    .where('attempts.quizId', '=', quizId)
    .where('attempts.status', '=', FINISHED)
    .groupBy('attempts.quizRevision')
    .orderBy('attempts.quizRevision', 'desc')
    .execute();
  return rows.map((row) => ({ revision: row.quizRevision, attempts: Number(row.attempts) }));
}

export interface AttemptSums {
  attempts: number;
  timedOut: number;
  /** Score in hundredths: Σ, Σ², lowest, highest. */
  scoreSum: number;
  scoreSquareSum: number;
  lowest: number | null;
  highest: number | null;
  workingSecondsSum: number;
  maxMarks: number | null;
}

const num = (value: number | string | null | undefined) => Number(value ?? 0);
const numOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/** Counts, sums and sums of squares of the counted attempts' scores (hundredths), in one row. */
export async function sumAttempts(db: Kysely<Database>, filter: AttemptFilter): Promise<AttemptSums> {
  // Cast to a float before squaring: 50,000 squares of 5,000 pass PostgreSQL's integer range.
  const score = sql<number>`cast(attempts.score_hundredths as double precision)`;
  const row = await db
    .selectFrom('attempts')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('attempts'),
      eb.fn.sum<number | string>('attempts.timedOut').as('timedOut'),
      sql<number | string>`sum(${score})`.as('scoreSum'),
      sql<number | string>`sum(${score} * ${score})`.as('scoreSquareSum'),
      eb.fn.min<number | null>('attempts.scoreHundredths').as('lowest'),
      eb.fn.max<number | null>('attempts.scoreHundredths').as('highest'),
      eb.fn.sum<number | string>('attempts.workingTimeSeconds').as('workingSecondsSum'),
      eb.fn.max<number | null>('attempts.maxMarks').as('maxMarks'),
    ])
    .where((eb) => isCounted(eb, filter))
    .executeTakeFirstOrThrow();
  return {
    attempts: num(row.attempts),
    timedOut: num(row.timedOut),
    scoreSum: num(row.scoreSum),
    scoreSquareSum: num(row.scoreSquareSum),
    lowest: numOrNull(row.lowest),
    highest: numOrNull(row.highest),
    workingSecondsSum: num(row.workingSecondsSum),
    maxMarks: numOrNull(row.maxMarks),
  };
}

/** Attempts with the same marks: their score (floored at 0) and the right and wrong answers it came from. */
export interface MarkGroup {
  scoreHundredths: number;
  correct: number;
  wrong: number;
  count: number;
}

/** The counted attempts per score and right/wrong answers (the score distribution, and the "rest of the test"). */
export async function countAttemptsByMarks(db: Kysely<Database>, filter: AttemptFilter): Promise<MarkGroup[]> {
  const rows = await db
    .selectFrom('attempts')
    .select((eb) => [
      'attempts.scoreHundredths',
      'attempts.correctAnswers',
      'attempts.wrongAnswers',
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where((eb) => isCounted(eb, filter))
    .groupBy(['attempts.scoreHundredths', 'attempts.correctAnswers', 'attempts.wrongAnswers'])
    .execute();
  return rows.map((row) => ({
    scoreHundredths: num(row.scoreHundredths),
    correct: num(row.correctAnswers),
    wrong: num(row.wrongAnswers),
    count: num(row.count),
  }));
}

/**
 * Answers of one question with one chosen option (null: seen, not answered) by attempts of the
 * same marks. The same key may come in more than one group: they add up.
 */
export interface AnswerGroup {
  questionId: number;
  chosenOption: number | null;
  correct: number;
  wrong: number;
  count: number;
  secondsSum: number;
}

/** The counted attempts' answers grouped on the engine (of those not folded yet, for the whole revision). */
async function groupAnswers(
  db: Kysely<Database>,
  filter: AttemptFilter,
  unfoldedOnly: boolean,
): Promise<AnswerGroup[]> {
  const rows = await db
    .selectFrom('attemptAnswers')
    .innerJoin('attempts', 'attempts.id', 'attemptAnswers.attemptId')
    .select((eb) => [
      'attemptAnswers.questionId',
      'attemptAnswers.chosenOption',
      'attempts.correctAnswers',
      'attempts.wrongAnswers',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('attemptAnswers.secondsOnScreen').as('secondsSum'),
    ])
    .where((eb) => isCounted(eb, filter, unfoldedOnly))
    .groupBy([
      'attemptAnswers.questionId',
      'attemptAnswers.chosenOption',
      'attempts.correctAnswers',
      'attempts.wrongAnswers',
    ])
    .execute();
  return rows.map((row) => ({
    questionId: row.questionId,
    chosenOption: row.chosenOption,
    correct: num(row.correctAnswers),
    wrong: num(row.wrongAnswers),
    count: num(row.count),
    secondsSum: num(row.secondsSum),
  }));
}

/**
 * The counted attempts' answers per question, chosen option and the attempt's right and wrong
 * answers. For the whole revision: the kept counts plus the attempts finished since the last fold,
 * read in one transaction (a fold committing between the two reads would count a batch twice or
 * not at all); narrowed to some students or days: grouped live, as the counts know neither.
 */
export async function countAnswersByMarks(db: Kysely<Database>, filter: AttemptFilter): Promise<AnswerGroup[]> {
  if (!isWholeRevision(filter)) return groupAnswers(db, filter, false);
  const [folded, unfolded] = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(
      async (trx) =>
        [await readFoldedCounts(trx, filter.quizId, filter.revision), await groupAnswers(trx, filter, true)] as const,
    );
  // The statistics add groups up (test-report.ts), so a key both in the counts and among the
  // attempts since is two groups, not one merged here.
  const counted: AnswerGroup[] = folded.map((row) => ({
    questionId: row.questionId,
    chosenOption: row.chosenOption === NOT_ANSWERED ? null : row.chosenOption,
    correct: row.correctAnswers,
    wrong: row.wrongAnswers,
    count: num(row.answers),
    secondsSum: num(row.secondsSum),
  }));
  return unfolded.length === 0 ? counted : [...counted, ...unfolded];
}

/**
 * What changes whenever the test's finished attempts do: how many there are and the latest
 * finish (a finish adds one; a student's account removed takes theirs away). Read from the
 * finished-attempts index alone.
 */
export async function readFinishesVersion(db: Kysely<Database>, quizId: number): Promise<string> {
  const row = await db
    .selectFrom('attempts')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('attempts.finishedAt').as('latest')])
    .where('attempts.quizId', '=', quizId)
    .where('attempts.status', '=', FINISHED)
    .executeTakeFirstOrThrow();
  return `${num(row.count)}:${num(row.latest)}`;
}
