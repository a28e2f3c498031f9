/**
 * The test report's counts kept ahead, on this engine: each finished attempt's answers are added
 * once however many folds run at once, open attempts wait, and answers taken back out leave the
 * counts as they were. (That the report reads the same figures from them as it groups live is
 * proved on the hand-worked fixture of routes/question-bank/staff-test-report.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { insertStudent } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { foldFinishedAttempts, NOT_ANSWERED, readFoldedCounts, unfoldAttempts } from './test-report-fold.repository.js';
import type { Kysely } from 'kysely';

const NOW = Date.UTC(2026, 10, 20, 6, 0);

describe("the test report's counts kept ahead", () => {
  let testApp: TestApp;
  let db: Kysely<Database>;
  let quiz: { id: number; revision: number };
  let questionIds: number[];
  const finishedIds: number[] = [];
  let openId: number;

  /** An attempt answering every question: option = (student % 2 + question) % 4, the last one seen and skipped. */
  async function insertAttempt(student: number, status: 'open' | 'finished') {
    const { id: userId } = await insertStudent(db, { name: `Fold ${student}` });
    const { id } = await db
      .insertInto('attempts')
      .values({
        userId,
        quizId: quiz.id,
        quizRevision: quiz.revision,
        status,
        startedAt: NOW - 600_000,
        deadlineAt: NOW + 600_000,
        finishedAt: status === 'finished' ? NOW : null,
        correctAnswers: status === 'finished' ? student % 3 : null,
        wrongAnswers: status === 'finished' ? 1 : null,
        scoreHundredths: status === 'finished' ? (student % 3) * 100 - 33 : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('attemptAnswers')
      .values(
        questionIds.map((questionId, index) => ({
          attemptId: id,
          questionId,
          chosenOption: index === questionIds.length - 1 ? null : ((student % 2) + index) % 4,
          savedAt: NOW,
          secondsOnScreen: student + index,
        })),
      )
      .execute();
    return id;
  }

  const foldedTotals = async () => {
    const rows = await readFoldedCounts(db, quiz.id, quiz.revision);
    return {
      answers: rows.reduce((sum, row) => sum + Number(row.answers), 0),
      seconds: rows.reduce((sum, row) => sum + Number(row.secondsSum), 0),
      notAnswered: rows
        .filter((row) => row.chosenOption === NOT_ANSWERED)
        .reduce((sum, row) => sum + Number(row.answers), 0),
    };
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, clock: () => NOW });
    db = testApp.database.db;
    // The demo's attempts are counted first, so the tests below see only their own.
    await foldFinishedAttempts(db, NOW, 100_000);
    quiz = await db
      .selectFrom('quizzes')
      .select(['id', 'revision'])
      .where('category', '=', 'weekly_challenge')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    questionIds = (
      await db
        .selectFrom('questions')
        .select('id')
        .where('quizId', '=', quiz.id)
        .where('toRevision', 'is', null)
        .orderBy('position')
        .execute()
    ).map((row) => row.id);
    await db.deleteFrom('attempts').where('quizId', '=', quiz.id).execute();
    await db.deleteFrom('testReportAnswerCounts').where('quizId', '=', quiz.id).execute();
    for (let student = 0; student < 12; student += 1) finishedIds.push(await insertAttempt(student, 'finished'));
    openId = await insertAttempt(99, 'open');
  });
  afterAll(() => testApp.close());

  it('adds each finished attempt once however many folds run at once, and leaves open attempts alone', async () => {
    expect(questionIds.length).toBeGreaterThan(1);
    // Three sweeps at once, again until none finds work: on PostgreSQL they race for the same
    // batch, and the one that loses the claim finds its rows already marked and adds nothing.
    let folded = 0;
    for (;;) {
      const round = await Promise.all([
        foldFinishedAttempts(db, NOW, 5),
        foldFinishedAttempts(db, NOW, 5),
        foldFinishedAttempts(db, NOW, 5),
      ]);
      if (round.every((count) => count === 0)) break;
      folded += round.reduce((sum, count) => sum + count, 0);
    }
    expect(folded).toBe(12);

    const totals = await foldedTotals();
    expect(totals.answers).toBe(12 * questionIds.length);
    expect(totals.notAnswered).toBe(12);
    // Σ over students 0–11 and questions of (student + question index).
    const q = questionIds.length;
    expect(totals.seconds).toBe(q * ((11 * 12) / 2) + 12 * ((q * (q - 1)) / 2));
    const open = await db
      .selectFrom('attempts')
      .select('reportFoldedAt')
      .where('id', '=', openId)
      .executeTakeFirstOrThrow();
    expect(open.reportFoldedAt).toBeNull();
  });

  it('keeps one row per question, option and marks', async () => {
    const rows = await readFoldedCounts(db, quiz.id, quiz.revision);
    const keys = rows.map((row) => `${row.questionId}:${row.chosenOption}:${row.correctAnswers}:${row.wrongAnswers}`);
    expect(new Set(keys).size).toBe(rows.length);
    // Students 0 and 6 have the same marks (0 right, 1 wrong) and choose the same option (A) of question 1.
    const first = rows.find(
      (row) => row.questionId === questionIds[0] && row.chosenOption === 0 && row.correctAnswers === 0,
    );
    expect(first?.answers).toBe(2);
  });

  it('takes answers back out for a caller about to delete their attempts, and folds them again later', async () => {
    const before = await foldedTotals();
    await db.transaction().execute((trx) => unfoldAttempts(trx, finishedIds.slice(0, 3)));
    const after = await foldedTotals();
    expect(after.answers).toBe(before.answers - 3 * questionIds.length);
    expect(after.notAnswered).toBe(before.notAnswered - 3);
    expect(await foldFinishedAttempts(db, NOW, 100)).toBe(3);
    expect(await foldedTotals()).toEqual(before);
  });
});
