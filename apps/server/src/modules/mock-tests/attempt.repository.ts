/**
 * Attempts and their saved answers. The guards that make submit idempotent and keep late
 * saves out are conditional writes here, so they hold under concurrency on both engines.
 */
import {
  type Compilable,
  type Kysely,
  type QueryCreator,
  type QueryResult,
  type Transaction,
  expressionBuilder,
  sql,
} from 'kysely';
import type { GroupCommit } from '../../db/group-commit.js';
import { attemptOpensToItsStudent, moduleOpensTo } from '../../db/module-access-conditions.js';
import { type QueryTemplate, firstRow, queryTemplate } from '../../db/query-template.js';
import type { Database } from '../../db/schema.js';
import { addToExistingTotal, addToLeaderboard } from './leaderboard.repository.js';

type Db = Kysely<Database> | Transaction<Database>;

export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttemptById>>>;

export function findAttemptById(db: Db, attemptId: number) {
  return db.selectFrom('attempts').selectAll().where('id', '=', attemptId).executeTakeFirst();
}

/**
 * An attempt, and whether its test's module still opens to its student (the access rule in
 * the same query, so re-checking it on every read costs nothing extra).
 */
const attemptWithAccess = queryTemplate((db, values: { attemptId: number }) =>
  db
    .selectFrom('attempts')
    .selectAll('attempts')
    .select((eb) => attemptOpensToItsStudent(eb).as('opensToStudent'))
    .where('attempts.id', '=', values.attemptId),
);

export async function findAttemptWithAccess(
  db: Db,
  attemptId: number,
): Promise<{ attempt: AttemptRow; opensToStudent: boolean } | undefined> {
  // Built and compiled once: every attempt read runs it (the result page's reads included).
  const row = await firstRow(attemptWithAccess(db, { attemptId }));
  if (!row) return undefined;
  // exists() comes back as 1/0 from SQLite and true/false from PostgreSQL.
  const { opensToStudent, ...attempt } = row;
  return { attempt, opensToStudent: Boolean(opensToStudent) };
}

export function findAttemptByUserAndQuiz(db: Db, userId: number, quizId: number) {
  return db
    .selectFrom('attempts')
    .selectAll()
    .where('userId', '=', userId)
    .where('quizId', '=', quizId)
    .executeTakeFirst();
}

const insertAttemptIfOpens = queryTemplate(
  (
    db,
    attempt: {
      userId: number;
      quizId: number;
      quizRevision: number;
      moduleId: number;
      startedAt: number;
      deadlineAt: number;
    },
  ) =>
    db
      .insertInto('attempts')
      .columns(['userId', 'quizId', 'quizRevision', 'status', 'startedAt', 'deadlineAt'])
      .expression(
        db
          .selectNoFrom((eb) => [
            // Typed casts: PostgreSQL cannot infer a bare parameter's type in an INSERT … SELECT list.
            eb.cast<number>(eb.val(attempt.userId), 'integer').as('userId'),
            eb.cast<number>(eb.val(attempt.quizId), 'integer').as('quizId'),
            eb.cast<number>(eb.val(attempt.quizRevision), 'integer').as('quizRevision'),
            eb.cast<'open'>(eb.val('open'), 'text').as('status'),
            eb.cast<number>(eb.val(attempt.startedAt), 'bigint').as('startedAt'),
            eb.cast<number>(eb.val(attempt.deadlineAt), 'bigint').as('deadlineAt'),
          ])
          .where((eb) => moduleOpensTo(eb, attempt.moduleId, attempt.userId)),
      )
      .onConflict((conflict) => conflict.columns(['userId', 'quizId']).doNothing())
      .returningAll(),
);

/**
 * One attempt per student per test, and only in a module the student may open (the access
 * rule is checked in the same statement, so a start needs no read first): returns the new
 * attempt, or nothing when the student already has one (a racing second start inserts
 * nothing either) or may not open the module.
 */
export function insertAttemptOnce(
  db: Db,
  attempt: {
    userId: number;
    quizId: number;
    quizRevision: number;
    moduleId: number;
    startedAt: number;
    deadlineAt: number;
  },
) {
  return firstRow(insertAttemptIfOpens(db, attempt));
}

const answersOf = queryTemplate((db, values: { attemptId: number }) =>
  db
    .selectFrom('attemptAnswers')
    .select(['questionId', 'chosenOption', 'marked', 'seenOrder', 'secondsOnScreen'])
    .where('attemptId', '=', values.attemptId),
);

export async function findAnswers(db: Db, attemptId: number): Promise<Map<number, number | null>> {
  const { rows } = await answersOf(db, { attemptId });
  return new Map(rows.map((row) => [row.questionId, row.chosenOption]));
}

export interface AnswerState {
  chosenOption: number | null;
  marked: boolean;
  /** When it was last the current question, in order (0: never); the highest is where the student is. */
  seenOrder: number;
}

/** Every question of the attempt the student has seen: its answer (null: none), its review mark, its place. */
export async function findAnswerStates(db: Db, attemptId: number): Promise<Map<number, AnswerState>> {
  const { rows } = await answersOf(db, { attemptId });
  return new Map(
    rows.map((row) => [
      row.questionId,
      { chosenOption: row.chosenOption, marked: row.marked === 1, seenOrder: row.seenOrder },
    ]),
  );
}

/**
 * An autosave in one statement: stores the answer only while the attempt is open, not past
 * `openFrom` (its deadline plus grace must be at or after it), and its module still opens
 * to its student (a revoked enrollment stops saves at once). Returns false when it stored
 * nothing. On PostgreSQL the attempt row is read FOR SHARE, so a save waits for a
 * submit in progress and then sees it finished; SQLite runs one write at a time.
 */
const saveIfOpen = queryTemplate(
  (
    db,
    answer: {
      attemptId: number;
      questionId: number;
      chosenOption: number | null;
      /** 1 or 0; null keeps the stored mark (0 for a new row). */
      marked: number | null;
      savedAt: number;
      openFrom: number;
    },
    { isPostgres },
  ) => {
    const openAttempt = db
      .selectFrom('attempts')
      .select((eb) => [
        'attempts.id',
        // Typed casts: PostgreSQL cannot infer a bare parameter's type in an INSERT … SELECT list.
        eb.cast<number>(eb.val(answer.questionId), 'integer').as('questionId'),
        eb.cast<number | null>(eb.val(answer.chosenOption), 'integer').as('chosenOption'),
        eb.cast<number>(eb.val(answer.savedAt), 'bigint').as('savedAt'),
        eb.fn.coalesce(eb.cast<number | null>(eb.val(answer.marked), 'integer'), eb.lit(0)).as('marked'),
      ])
      .where('attempts.id', '=', answer.attemptId)
      .where('attempts.status', '=', 'open')
      .where('attempts.deadlineAt', '>=', answer.openFrom)
      .where((eb) => attemptOpensToItsStudent(eb));
    return db
      .insertInto('attemptAnswers')
      .columns(['attemptId', 'questionId', 'chosenOption', 'savedAt', 'marked'])
      .expression(isPostgres ? openAttempt.forShare() : openAttempt)
      .onConflict((conflict) =>
        conflict.columns(['attemptId', 'questionId']).doUpdateSet((eb) => ({
          chosenOption: eb.ref('excluded.chosenOption'),
          savedAt: eb.ref('excluded.savedAt'),
          // The mark rides the same statement; a save that says nothing of it keeps it.
          marked: eb.fn.coalesce(
            eb.cast<number | null>(eb.val(answer.marked), 'integer'),
            eb.ref('attemptAnswers.marked'),
          ),
        })),
      );
  },
);

export async function saveAnswerWhileOpen(
  db: Db | GroupCommit,
  answer: { attemptId: number; questionId: number; chosenOption: number | null; marked?: boolean; savedAt: number },
  deadlineNotBefore: number,
): Promise<boolean> {
  const marked = answer.marked === undefined ? null : answer.marked ? 1 : 0;
  const result = await runIn(db, saveIfOpen, { ...answer, marked, openFrom: deadlineNotBefore });
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** A template run on the database or a transaction, or handed to a group commit (the autosaves). */
function runIn<Values extends object, Row>(
  target: Db | GroupCommit,
  template: QueryTemplate<Values, Row>,
  values: Values,
): Promise<QueryResult<Row>> {
  return 'run' in target ? target.run(template.compiledFor(target.db, values)) : template(target, values);
}

interface Grade {
  finishedAt: number;
  totalQuestions: number;
  answeredQuestions: number;
  correctAnswers: number;
  wrongAnswers: number;
  scoreHundredths: number;
  maxMarks: number;
  workingTimeSeconds: number;
  /** 1: it ran out of time; 0: submitted before its deadline. */
  timedOut: number;
}

const finishIfOpen = queryTemplate(
  (db, values: Grade & { attemptId: number; periodKeys: string[] }, { isPostgres }): Compilable<AttemptRow> => {
    const finish = (builder: QueryCreator<Database>) =>
      builder
        .updateTable('attempts')
        .set({
          status: 'finished',
          finishedAt: values.finishedAt,
          totalQuestions: values.totalQuestions,
          answeredQuestions: values.answeredQuestions,
          correctAnswers: values.correctAnswers,
          wrongAnswers: values.wrongAnswers,
          scoreHundredths: values.scoreHundredths,
          maxMarks: values.maxMarks,
          workingTimeSeconds: values.workingTimeSeconds,
          timedOut: values.timedOut,
        })
        .where('id', '=', values.attemptId)
        .where('status', '=', 'open')
        .returningAll();
    if (!isPostgres) return finish(db);
    return db
      .with('finished', (builder) => finish(builder))
      .with('ranked', (builder) =>
        builder
          .insertInto('leaderboardTotals')
          .columns(['periodKey', 'userId', 'scoreHundredths', 'tests', 'reachedAt'])
          .expression((eb) =>
            eb
              .selectFrom('finished')
              .select([
                sql<string>`unnest(cast(${values.periodKeys} as text[]))`.as('periodKey'),
                'finished.userId',
                eb.val(values.scoreHundredths).as('scoreHundredths'),
                eb.val(1).as('tests'),
                eb.val(values.finishedAt).as('reachedAt'),
              ]),
          )
          .onConflict(addToExistingTotal),
      )
      .selectFrom('finished')
      .selectAll();
  },
);

/**
 * Closes an open attempt with its grade and adds the result to the student's leaderboard
 * totals (`periodKeys`), returning the finished attempt; does nothing and returns nothing
 * when it was already finished (a double submit, or the sweep got there first): the first
 * grade stands. On PostgreSQL this is one statement (a data-modifying CTE: the totals are
 * inserted from the row the update returned, so none are added when it updated none); a
 * submit is a burst's most frequent write, and every round trip counts.
 */
export async function finishAttempt(
  db: Db,
  attemptId: number,
  grade: Grade,
  periodKeys: string[],
  isPostgres: boolean,
): Promise<AttemptRow | undefined> {
  const finished = await firstRow(finishIfOpen(db, { ...grade, attemptId, periodKeys }));
  if (finished && !isPostgres) {
    await addToLeaderboard(db, { userId: finished.userId, ...grade, periodKeys });
  }
  return finished;
}

export function findOverdueAttemptIds(db: Db, overdueBefore: number, limit: number) {
  return db
    .selectFrom('attempts')
    .select('id')
    .where('status', '=', 'open')
    .where('deadlineAt', '<', overdueBefore)
    .orderBy('deadlineAt')
    .limit(limit)
    .execute();
}

/** The student's finished attempts whose modules still open to them (a refund closes its results too). */
const finishedAttemptsOfUser = queryTemplate((db, values: { userId: number }) =>
  db
    .selectFrom('attempts')
    .selectAll()
    .where('userId', '=', values.userId)
    .where('status', '=', 'finished')
    .where((eb) => attemptOpensToItsStudent(eb))
    .orderBy('finishedAt', 'desc'),
);

/** The student's finished attempts whose modules still open to them, newest first (compiled once: the results page reads it). */
export async function findFinishedAttemptsOfUser(db: Db, userId: number): Promise<AttemptRow[]> {
  return (await finishedAttemptsOfUser(db, { userId })).rows;
}

/** The student's attempts of these tests, only where the module still opens to them. */
export function findAttemptsOfUserForQuizzes(db: Db, userId: number, quizIds: number[]) {
  if (quizIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attempts')
    .selectAll()
    .where('userId', '=', userId)
    .where('quizId', 'in', quizIds)
    .where((eb) => attemptOpensToItsStudent(eb))
    .execute();
}

/** The student's open attempts still in time (deadline plus grace at or after `openFrom`) whose modules open to them. */
export function findOpenAttemptsOfUser(db: Db, userId: number, openFrom: number) {
  return db
    .selectFrom('attempts')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', '=', 'open')
    .where('deadlineAt', '>=', openFrom)
    .where((eb) => attemptOpensToItsStudent(eb))
    .orderBy('deadlineAt')
    .execute();
}

/**
 * Where the student is and the seconds questions were on screen, with an answer or without
 * one, in one statement that writes only while the attempt is open, in time and allowed (the
 * same conditions as `saveIfOpen`). Each question of `rows` (JSON: `[{ q, s }]`, a question
 * once) gets `s` seconds added, its total held to `elapsedSeconds` (the attempt's real time so
 * far); the attempt's sum over all questions is capped as it finishes (`capSecondsOnScreen`),
 * so a save never reads the attempt's other rows. The position's question gets `seenOrder`
 * (the highest is where the student is); the answer's question (0: none) gets the option and
 * the mark. A question without a row gets one with no answer: seen, not answered. The rows
 * are read from JSON so the statement's shape never changes (one compiled form).
 */
const recordIfOpen = queryTemplate(
  (
    db,
    values: {
      attemptId: number;
      rows: string;
      positionQuestionId: number;
      seenOrder: number;
      elapsedSeconds: number;
      answerQuestionId: number;
      chosenOption: number | null;
      /** 1 or 0; null keeps the stored mark (0 for a new row). */
      marked: number | null;
      now: number;
      openFrom: number;
    },
    { isPostgres },
  ) => {
    const opens = expressionBuilder<Database, 'attempts'>();
    const visits = isPostgres
      ? sql`jsonb_to_recordset(cast(${values.rows} as jsonb)) as v(q integer, s integer)`
      : sql`(select json_extract(value, '$.q') as q, json_extract(value, '$.s') as s from json_each(${values.rows})) as v`;
    const least = isPostgres ? sql`least` : sql`min`;
    const greatest = isPostgres ? sql`greatest` : sql`max`;
    const answerQuestion = sql`cast(${values.answerQuestionId} as integer)`;
    const marked = sql`cast(${values.marked} as integer)`;
    const query = sql`insert into attempt_answers
        (attempt_id, question_id, chosen_option, saved_at, marked, seconds_on_screen, seen_order)
      select attempts.id, v.q,
        case when v.q = ${answerQuestion} then cast(${values.chosenOption} as integer) else null end,
        cast(${values.now} as bigint),
        case when v.q = ${answerQuestion} then coalesce(${marked}, 0) else 0 end,
        v.s,
        case when v.q = cast(${values.positionQuestionId} as integer) then cast(${values.seenOrder} as integer) else 0 end
      from attempts
      cross join ${visits}
      where attempts.id = cast(${values.attemptId} as integer)
        and attempts.status = 'open'
        and attempts.deadline_at >= cast(${values.openFrom} as bigint)
        and ${attemptOpensToItsStudent(opens)}
      ${isPostgres ? sql`for share of attempts` : sql``}
      on conflict (attempt_id, question_id) do update set
        chosen_option = case when excluded.question_id = ${answerQuestion}
          then excluded.chosen_option else attempt_answers.chosen_option end,
        saved_at = case when excluded.question_id = ${answerQuestion}
          then excluded.saved_at else attempt_answers.saved_at end,
        marked = case when excluded.question_id = ${answerQuestion}
          then coalesce(${marked}, attempt_answers.marked) else attempt_answers.marked end,
        seconds_on_screen = ${least}(attempt_answers.seconds_on_screen + excluded.seconds_on_screen,
          cast(${values.elapsedSeconds} as integer)),
        seen_order = ${greatest}(attempt_answers.seen_order, excluded.seen_order)`;
    return { compile: () => query.compile(db) };
  },
);

export interface PositionWrite {
  attemptId: number;
  /** The question the student is on now. */
  questionId: number;
  /** Its place: milliseconds from the attempt's start to the student's arrival, at least 1. */
  seenOrder: number;
  /** Seconds on screen per question, each question once, each at most `elapsedSeconds`. */
  visits: { questionId: number; seconds: number }[];
  /** The attempt's real time so far, in whole seconds: no question's total goes past it. */
  elapsedSeconds: number;
  /** The answer saved with it, if any. */
  answer?: { questionId: number; chosenOption: number | null; marked?: boolean };
  now: number;
}

/** `recordIfOpen` for one position (and answer); false when it wrote nothing (closed, late or not allowed). */
export async function recordPositionWhileOpen(
  db: Db | GroupCommit,
  write: PositionWrite,
  deadlineNotBefore: number,
): Promise<boolean> {
  const rows = write.visits.map((visit) => ({ q: visit.questionId, s: visit.seconds }));
  for (const questionId of [write.questionId, write.answer?.questionId]) {
    if (questionId !== undefined && !rows.some((row) => row.q === questionId)) rows.push({ q: questionId, s: 0 });
  }
  const { answer } = write;
  const result = await runIn(db, recordIfOpen, {
    attemptId: write.attemptId,
    rows: JSON.stringify(rows),
    positionQuestionId: write.questionId,
    seenOrder: write.seenOrder,
    elapsedSeconds: write.elapsedSeconds,
    answerQuestionId: answer?.questionId ?? 0,
    chosenOption: answer?.chosenOption ?? null,
    marked: answer?.marked === undefined ? null : answer.marked ? 1 : 0,
    now: write.now,
    openFrom: deadlineNotBefore,
  });
  return Number(result.numAffectedRows ?? 0) > 0;
}

/**
 * Scales an attempt's seconds on screen down so they add up to at most `limit` (its real
 * duration in seconds), for a device that reported more than that in all: each save holds
 * only its own questions to the time elapsed. Runs as the attempt finishes, inside its
 * transaction; the product is taken as bigint and the division rounds down.
 */
export function capSecondsOnScreen(trx: Transaction<Database>, attemptId: number, counted: number, limit: number) {
  return trx
    .updateTable('attemptAnswers')
    .set((eb) => ({
      secondsOnScreen: sql<number>`cast(${eb.ref('secondsOnScreen')} as bigint) * cast(${limit} as bigint) / cast(${counted} as bigint)`,
    }))
    .where('attemptId', '=', attemptId)
    .execute();
}

/** What never changes about an attempt once started: whose it is, which test, and its clock. */
export function findAttemptFacts(db: Db, attemptId: number) {
  return db
    .selectFrom('attempts')
    .select(['id', 'userId', 'quizId', 'quizRevision', 'startedAt', 'deadlineAt'])
    .where('id', '=', attemptId)
    .executeTakeFirst();
}

export type AttemptFacts = NonNullable<Awaited<ReturnType<typeof findAttemptFacts>>>;

/**
 * Reads an attempt and then its saved answers inside a transaction, locking the attempt
 * row on PostgreSQL so a save and a submit of the same attempt take turns (SQLite runs one
 * write transaction at a time). Two statements on purpose: under READ COMMITTED a join
 * would read the answers from the snapshot taken before the lock was granted, missing a
 * save that committed while this waited. The lock also says whether the attempt's module
 * still opens to its student, so a submit re-checks access without another query.
 */
const lockAttempt = queryTemplate((db, values: { attemptId: number }, { isPostgres }) => {
  const query = db
    .selectFrom('attempts')
    .selectAll('attempts')
    .select((eb) => attemptOpensToItsStudent(eb).as('opensToStudent'))
    .where('attempts.id', '=', values.attemptId);
  return isPostgres ? query.forUpdate() : query;
});

export async function findAttemptWithAnswersForWrite(
  trx: Transaction<Database>,
  attemptId: number,
): Promise<LockedAttempt | undefined> {
  const row = await firstRow(lockAttempt(trx, { attemptId }));
  if (!row) return undefined;
  const { opensToStudent, ...attempt } = row;
  const { rows } = await answersOf(trx, { attemptId });
  return {
    attempt,
    answers: new Map(rows.map((answer) => [answer.questionId, answer.chosenOption])),
    secondsOnScreen: rows.reduce((total, answer) => total + answer.secondsOnScreen, 0),
    opensToStudent: Boolean(opensToStudent),
  };
}

export interface LockedAttempt {
  attempt: AttemptRow;
  answers: Map<number, number | null>;
  /** The seconds on screen recorded over all its questions. */
  secondsOnScreen: number;
  opensToStudent: boolean;
}
