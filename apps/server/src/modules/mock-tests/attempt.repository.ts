/**
 * Attempts and their saved answers. The guards that make submit idempotent and keep late
 * saves out are conditional writes here, so they hold under concurrency on both engines.
 */
import { type Compilable, type Kysely, type QueryCreator, type Transaction, sql } from 'kysely';
import { moduleOpensTo } from '../../db/module-access-conditions.js';
import { firstRow, queryTemplate } from '../../db/query-template.js';
import type { Database } from '../../db/schema.js';
import { addToExistingTotal, addToLeaderboard } from './leaderboard.repository.js';

type Db = Kysely<Database> | Transaction<Database>;

export type AttemptRow = NonNullable<Awaited<ReturnType<typeof findAttemptById>>>;

export function findAttemptById(db: Db, attemptId: number) {
  return db.selectFrom('attempts').selectAll().where('id', '=', attemptId).executeTakeFirst();
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
  (db, attempt: { userId: number; quizId: number; moduleId: number; startedAt: number; deadlineAt: number }) =>
    db
      .insertInto('attempts')
      .columns(['userId', 'quizId', 'status', 'startedAt', 'deadlineAt'])
      .expression(
        db
          .selectNoFrom((eb) => [
            // Typed casts: PostgreSQL cannot infer a bare parameter's type in an INSERT … SELECT list.
            eb.cast<number>(eb.val(attempt.userId), 'integer').as('userId'),
            eb.cast<number>(eb.val(attempt.quizId), 'integer').as('quizId'),
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
  attempt: { userId: number; quizId: number; moduleId: number; startedAt: number; deadlineAt: number },
) {
  return firstRow(insertAttemptIfOpens(db, attempt));
}

const answersOf = queryTemplate((db, values: { attemptId: number }) =>
  db.selectFrom('attemptAnswers').select(['questionId', 'chosenOption']).where('attemptId', '=', values.attemptId),
);

export async function findAnswers(db: Db, attemptId: number): Promise<Map<number, number | null>> {
  const { rows } = await answersOf(db, { attemptId });
  return new Map(rows.map((row) => [row.questionId, row.chosenOption]));
}

/**
 * An autosave in one statement: stores the answer only while the attempt is open and not
 * past `openFrom` (its deadline plus grace must be at or after it). Returns false when it
 * stored nothing. On PostgreSQL the attempt row is read FOR SHARE, so a save waits for a
 * submit in progress and then sees it finished; SQLite runs one write at a time.
 */
const saveIfOpen = queryTemplate(
  (
    db,
    answer: { attemptId: number; questionId: number; chosenOption: number | null; savedAt: number; openFrom: number },
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
      ])
      .where('attempts.id', '=', answer.attemptId)
      .where('attempts.status', '=', 'open')
      .where('attempts.deadlineAt', '>=', answer.openFrom);
    return db
      .insertInto('attemptAnswers')
      .columns(['attemptId', 'questionId', 'chosenOption', 'savedAt'])
      .expression(isPostgres ? openAttempt.forShare() : openAttempt)
      .onConflict((conflict) =>
        conflict.columns(['attemptId', 'questionId']).doUpdateSet((eb) => ({
          chosenOption: eb.ref('excluded.chosenOption'),
          savedAt: eb.ref('excluded.savedAt'),
        })),
      );
  },
);

export async function saveAnswerWhileOpen(
  db: Db,
  answer: { attemptId: number; questionId: number; chosenOption: number | null; savedAt: number },
  deadlineNotBefore: number,
): Promise<boolean> {
  const result = await saveIfOpen(db, { ...answer, openFrom: deadlineNotBefore });
  return Number(result.numAffectedRows ?? 0) > 0;
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

export function findFinishedAttemptsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('attempts')
    .selectAll()
    .where('userId', '=', userId)
    .where('status', '=', 'finished')
    .orderBy('finishedAt', 'desc')
    .execute();
}

export function findAttemptsOfUserForQuizzes(db: Db, userId: number, quizIds: number[]) {
  if (quizIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('attempts').selectAll().where('userId', '=', userId).where('quizId', 'in', quizIds).execute();
}

/** What never changes about an attempt once started: whose it is, which test, and its clock. */
export function findAttemptFacts(db: Db, attemptId: number) {
  return db
    .selectFrom('attempts')
    .select(['id', 'userId', 'quizId', 'startedAt', 'deadlineAt'])
    .where('id', '=', attemptId)
    .executeTakeFirst();
}

export type AttemptFacts = NonNullable<Awaited<ReturnType<typeof findAttemptFacts>>>;

/**
 * Reads an attempt and then its saved answers inside a transaction, locking the attempt
 * row on PostgreSQL so a save and a submit of the same attempt take turns (SQLite runs one
 * write transaction at a time). Two statements on purpose: under READ COMMITTED a join
 * would read the answers from the snapshot taken before the lock was granted, missing a
 * save that committed while this waited.
 */
const lockAttempt = queryTemplate((db, values: { attemptId: number }, { isPostgres }) => {
  const query = db.selectFrom('attempts').selectAll().where('id', '=', values.attemptId);
  return isPostgres ? query.forUpdate() : query;
});

export async function findAttemptWithAnswersForWrite(
  trx: Transaction<Database>,
  attemptId: number,
): Promise<{ attempt: AttemptRow; answers: Map<number, number | null> } | undefined> {
  const attempt = await firstRow(lockAttempt(trx, { attemptId }));
  return attempt && { attempt, answers: await findAnswers(trx, attemptId) };
}
