/**
 * The mistake notebook's and practice's reads and writes: the saved answers of a student's
 * finished attempts, the attempt a question was asked in (with the access rule in the same
 * query), and practice answers with their mastery count. Practice writes only its own tables;
 * results and the leaderboard never read them.
 */
import type { Kysely, Transaction } from 'kysely';
import { attemptOpensToItsStudent } from '../../db/module-access-conditions.js';
import type { Database } from '../../db/schema.js';
import type { AttemptRow } from './attempt.repository.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The saved answers of these attempts, by attempt and then question. */
export async function findAnswersOfAttempts(
  db: Db,
  attemptIds: number[],
): Promise<Map<number, Map<number, number | null>>> {
  const byAttempt = new Map<number, Map<number, number | null>>();
  if (attemptIds.length === 0) return byAttempt;
  const rows = await db
    .selectFrom('attemptAnswers')
    .select(['attemptId', 'questionId', 'chosenOption'])
    .where('attemptId', 'in', attemptIds)
    .execute();
  for (const row of rows) {
    const answers = byAttempt.get(row.attemptId) ?? new Map<number, number | null>();
    answers.set(row.questionId, row.chosenOption);
    byAttempt.set(row.attemptId, answers);
  }
  return byAttempt;
}

export interface Mastery {
  timesRight: number;
  masteredAt: number | null;
}

export async function findMasteryOfUser(db: Db, userId: number): Promise<Map<number, Mastery>> {
  const rows = await db
    .selectFrom('practiceMastery')
    .select(['questionId', 'timesRight', 'masteredAt'])
    .where('userId', '=', userId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.questionId,
      { timesRight: row.timesRight, masteredAt: row.masteredAt === null ? null : Number(row.masteredAt) },
    ]),
  );
}

/**
 * The student's attempt of the test a question belongs to (any revision's row of it), and
 * whether its module still opens to them: one query. Undefined for a question that does not
 * exist or whose test the student has not taken (someone else's alike).
 */
export async function findAttemptOfQuestion(
  db: Db,
  userId: number,
  questionId: number,
): Promise<{ attempt: AttemptRow; opensToStudent: boolean } | undefined> {
  const row = await db
    .selectFrom('questions')
    .innerJoin('attempts', 'attempts.quizId', 'questions.quizId')
    .selectAll('attempts')
    .select((eb) => attemptOpensToItsStudent(eb).as('opensToStudent'))
    .where('questions.id', '=', questionId)
    .where('attempts.userId', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  // exists() comes back as 1/0 from SQLite and true/false from PostgreSQL.
  const { opensToStudent, ...attempt } = row;
  return { attempt, opensToStudent: Boolean(opensToStudent) };
}

/**
 * Stores one practice answer and counts it towards mastery in one transaction: the count is
 * added by the database (an upsert), so answers racing each other are all counted, and the
 * question is mastered by the answer that brings it to `rightToMaster`.
 */
export function recordPracticeAnswer(
  db: Kysely<Database>,
  answer: { userId: number; questionId: number; chosenOption: number; isCorrect: boolean; answeredAt: number },
  rightToMaster: number,
): Promise<Mastery> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('practiceAnswers')
      .values({ ...answer, isCorrect: answer.isCorrect ? 1 : 0 })
      .execute();
    const right = answer.isCorrect ? 1 : 0;
    const row = await trx
      .insertInto('practiceMastery')
      .values({
        userId: answer.userId,
        questionId: answer.questionId,
        timesRight: right,
        masteredAt: right >= rightToMaster ? answer.answeredAt : null,
        updatedAt: answer.answeredAt,
      })
      .onConflict((conflict) =>
        conflict.columns(['userId', 'questionId']).doUpdateSet((eb) => ({
          timesRight: eb(eb.ref('practiceMastery.timesRight'), '+', right),
          masteredAt: eb
            .case()
            .when(
              eb.and([
                eb('practiceMastery.masteredAt', 'is', null),
                eb(eb(eb.ref('practiceMastery.timesRight'), '+', right), '>=', rightToMaster),
              ]),
            )
            .then(eb.ref('excluded.updatedAt'))
            .else(eb.ref('practiceMastery.masteredAt'))
            .end(),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .returning(['timesRight', 'masteredAt'])
      .executeTakeFirstOrThrow();
    return { timesRight: row.timesRight, masteredAt: row.masteredAt === null ? null : Number(row.masteredAt) };
  });
}

/** Puts a mastered question back in the notebook: its count starts again. */
export async function restoreToNotebook(db: Db, userId: number, questionId: number, now: number): Promise<void> {
  await db
    .updateTable('practiceMastery')
    .set({ timesRight: 0, masteredAt: null, updatedAt: now })
    .where('userId', '=', userId)
    .where('questionId', '=', questionId)
    .execute();
}
