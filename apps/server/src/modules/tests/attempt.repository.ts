/**
 * Attempts and their saved answers. The guards that make submit idempotent and keep late
 * saves out are conditional writes here, so they hold under concurrency on both engines.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

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

/** One attempt per student per test: a second, racing start inserts nothing. */
export async function insertAttemptOnce(
  db: Db,
  attempt: { userId: number; quizId: number; startedAt: number; deadlineAt: number },
): Promise<void> {
  await db
    .insertInto('attempts')
    .values({ ...attempt, status: 'open' })
    .onConflict((conflict) => conflict.columns(['userId', 'quizId']).doNothing())
    .execute();
}

export async function findAnswers(db: Db, attemptId: number): Promise<Map<number, number | null>> {
  const rows = await db
    .selectFrom('attemptAnswers')
    .select(['questionId', 'chosenOption'])
    .where('attemptId', '=', attemptId)
    .execute();
  return new Map(rows.map((row) => [row.questionId, row.chosenOption]));
}

export async function upsertAnswer(
  db: Db,
  answer: { attemptId: number; questionId: number; chosenOption: number | null; savedAt: number },
): Promise<void> {
  await db
    .insertInto('attemptAnswers')
    .values(answer)
    .onConflict((conflict) =>
      conflict.columns(['attemptId', 'questionId']).doUpdateSet({
        chosenOption: answer.chosenOption,
        savedAt: answer.savedAt,
      }),
    )
    .execute();
}

/**
 * Closes an open attempt with its grade. Returns false when it was already finished
 * (a double submit, or the sweep got there first): the first grade stands.
 */
export async function finishAttempt(
  db: Db,
  attemptId: number,
  grade: {
    finishedAt: number;
    totalQuestions: number;
    answeredQuestions: number;
    correctAnswers: number;
    wrongAnswers: number;
    scoreHundredths: number;
    maxMarks: number;
    workingTimeSeconds: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('attempts')
    .set({ status: 'finished', ...grade })
    .where('id', '=', attemptId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

/**
 * Reads an attempt inside a transaction, locking its row on PostgreSQL so a save and a
 * submit of the same attempt take turns (SQLite runs one write transaction at a time).
 */
export function findAttemptForWrite(trx: Transaction<Database>, attemptId: number, isPostgres: boolean) {
  const query = trx.selectFrom('attempts').selectAll().where('id', '=', attemptId);
  return (isPostgres ? query.forUpdate() : query).executeTakeFirst();
}
