/**
 * A test's statistics report on this engine, against a fixture small enough to work by hand:
 * revision 2 of a Special Exam (five questions) finished by five students, one more student on
 * revision 1 who must never be counted with them. The expected numbers below are worked out in
 * the comments, from Moodle's formulas (modules/mock-tests/test-report.ts). Every figure must be
 * the same whether the answers are grouped live, all counted ahead by the fold sweep, or some of
 * them (modules/mock-tests/test-report-fold.repository.ts): the suite runs once for each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITY_TOO_EASY_ABOVE, type TTestReport } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { readWrittenCell } from '../../lib/write-csv.js';
import { foldFinishedAttempts } from '../../modules/mock-tests/test-report-fold.repository.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readWorkbookSheets } from '../../test/workbook.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 20 Nov 2026, 10:00 am in India. */
const FIRST_DAY = Date.UTC(2026, 10, 20, 4, 30);
const DURATION_MS = 35 * 60 * 1000;

/*
 * The answers: R right (+1), W wrong (−0.33, the option chosen in brackets), S seen and skipped
 * (a row with no option), – never opened (no row). Correct options: Q1 A, Q2 B, Q3 C, Q4 D, Q5 A.
 *
 *        Q1    Q2    Q3    Q4    Q5   marks  finished       semester  time out
 *   S1   R     R     W(D)  R     R    3.67   20 Nov         3         no, 600 s
 *   S2   R     R     S     R     R    4.00   20 Nov         3         no, 900 s
 *   S3   R     W(A)  R     R     R    3.67   20 Nov         3         no, 1,200 s
 *   S4   W(B)  S     R     W(A)  R    1.34   20 Nov         5         yes, 2,100 s
 *   S5   W(C)  W(D)  R     –     R    1.34   22 Nov         5         yes, 2,100 s
 */
type Answer = [option: number | null, seconds: number] | null;
const STUDENTS: { answers: Answer[]; day: number; semester: number; timedOut: boolean; working: number }[] = [
  {
    answers: [
      [0, 10],
      [1, 5],
      [3, 60],
      [3, 8],
      [0, 1],
    ],
    day: 0,
    semester: 3,
    timedOut: false,
    working: 600,
  },
  {
    answers: [
      [0, 20],
      [1, 5],
      [null, 60],
      [3, 8],
      [0, 1],
    ],
    day: 0,
    semester: 3,
    timedOut: false,
    working: 900,
  },
  {
    answers: [
      [0, 30],
      [0, 5],
      [2, 60],
      [3, 8],
      [0, 1],
    ],
    day: 0,
    semester: 3,
    timedOut: false,
    working: 1200,
  },
  {
    answers: [
      [1, 40],
      [null, 5],
      [2, 60],
      [0, 4],
      [0, 1],
    ],
    day: 0,
    semester: 5,
    timedOut: true,
    working: 2100,
  },
  { answers: [[2, 50], [3, 5], [2, 60], null, [0, 1]], day: 2, semester: 5, timedOut: true, working: 2100 },
];
const CORRECT = [0, 1, 2, 3, 0];

/** How many finished attempts the fold sweep has counted ahead before the reports are read. */
const FOLDS = [
  ['answers grouped live', 0],
  ['answers counted ahead', 1_000],
  ['two attempts counted ahead, the rest live', 2],
] as const;

describe.each(FOLDS)("a test's statistics report, %s", (_label, attemptsFolded) => {
  const now = FIRST_DAY + 5 * DAY_MS;
  let testApp: TestApp;
  let teacher: { id: number; token: string };
  let studentToken: string;
  let moduleId: number;
  let collegeId: number;
  const questionIds: number[] = [];
  const call = callerOf(() => testApp.app);
  const reportUrl = (query = '') => `/api/admin/modules/${moduleId}/tests/special_exam/report${query}`;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, clock: () => now });
    const db = testApp.database.db;
    teacher = await insertStaff(db, 'teacher', now);
    const quiz = await db
      .selectFrom('quizzes')
      .select(['id', 'moduleId'])
      .where('category', '=', 'special_exam')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    moduleId = quiz.moduleId;
    collegeId = (
      await db.insertInto('colleges').values({ name: 'Report College' }).returning('id').executeTakeFirstOrThrow()
    ).id;
    const oldQuestion = await db
      .selectFrom('questions')
      .select(['id', 'correctOption'])
      .where('quizId', '=', quiz.id)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    // Revision 2: the seeded questions end, five new ones begin.
    await db.updateTable('quizzes').set({ revision: 2 }).where('id', '=', quiz.id).execute();
    await db.updateTable('questions').set({ toRevision: 2 }).where('quizId', '=', quiz.id).execute();
    for (const [index, correctOption] of CORRECT.entries()) {
      const { id } = await db
        .insertInto('questions')
        .values({
          quizId: quiz.id,
          position: 100 + index,
          text: `Question ${index + 1}`,
          options: JSON.stringify(['A text', 'B text', 'C text', 'D text']),
          correctOption,
          solution: null,
          fromRevision: 2,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      questionIds.push(id);
    }

    const insertAttempt = async (
      userId: number,
      revision: number,
      answers: Answer[],
      { finishedAt, timedOut, working }: { finishedAt: number; timedOut: boolean; working: number },
      ids: number[],
    ) => {
      const correct = answers.filter((answer, index) => answer?.[0] === CORRECT[index]).length;
      const wrong = answers.filter(
        (answer, index) => answer && answer[0] !== null && answer[0] !== CORRECT[index],
      ).length;
      const startedAt = finishedAt - working * 1000;
      const { id } = await db
        .insertInto('attempts')
        .values({
          userId,
          quizId: quiz.id,
          quizRevision: revision,
          status: 'finished',
          startedAt,
          deadlineAt: timedOut ? finishedAt : startedAt + DURATION_MS,
          finishedAt,
          totalQuestions: answers.length,
          answeredQuestions: correct + wrong,
          correctAnswers: correct,
          wrongAnswers: wrong,
          scoreHundredths: Math.max(0, correct * 100 - wrong * 33),
          maxMarks: answers.length,
          workingTimeSeconds: working,
          timedOut: timedOut ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, answer] of answers.entries()) {
        if (!answer) continue;
        await db
          .insertInto('attemptAnswers')
          .values({
            attemptId: id,
            questionId: ids[index]!,
            chosenOption: answer[0],
            savedAt: finishedAt,
            secondsOnScreen: answer[1],
          })
          .execute();
      }
    };

    for (const [index, student] of STUDENTS.entries()) {
      const { id } = await insertStudent(db, { name: `S${index + 1}` });
      await db
        .updateTable('users')
        .set({ semester: student.semester, collegeId: student.semester === 3 ? collegeId : null })
        .where('id', '=', id)
        .execute();
      await insertAttempt(
        id,
        2,
        student.answers,
        { finishedAt: FIRST_DAY + student.day * DAY_MS, timedOut: student.timedOut, working: student.working },
        questionIds,
      );
    }
    // Revision 1, its own question wrong: never counted with revision 2.
    const early = await insertStudent(db, { name: 'S6' });
    studentToken = await startStudentSession(db, early.id, now);
    await insertAttempt(
      early.id,
      1,
      [[(oldQuestion.correctOption + 1) % 4, 99]],
      { finishedAt: FIRST_DAY - DAY_MS, timedOut: false, working: 300 },
      [oldQuestion.id],
    );
    if (attemptsFolded > 0) await foldFinishedAttempts(db, now, attemptsFolded);
  });
  afterAll(() => testApp.close());

  const read = async (query = '') => {
    const reply = await call('GET', reportUrl(query), teacher.token);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<TTestReport>();
  };

  it('summarises the latest revision with attempts, never the earlier one', async () => {
    const report = await read('?pageSize=100');
    expect(report.revision).toBe(2);
    expect(report.revisions).toEqual([
      { revision: 2, attempts: 5 },
      { revision: 1, attempts: 1 },
    ]);
    expect(report.maxMarks).toBe(5);
    // Marks 3.67, 4.00, 3.67, 1.34, 1.34: Σ = 14.02, mean 14.02 / 5 = 2.804 → 2.8; sorted
    // 1.34 1.34 3.67 3.67 4.00, median 3.67. In hundredths Σs² = 2·367² + 400² + 2·134²
    // = 269,378 + 160,000 + 35,912 = 465,290; Σs²−(Σs)²/n = 465,290 − 1402²/5 = 465,290 −
    // 393,120.8 = 72,169.2; / (n−1 = 4) = 18,042.3; √ = 134.32 → 1.34 marks.
    // Working time (600 + 900 + 1,200 + 2,100 + 2,100) / 5 = 1,380 s. S4 and S5 timed out.
    expect(report.summary).toEqual({
      attempts: 5,
      submitted: 3,
      timedOut: 2,
      mean: 2.8,
      median: 3.67,
      standardDeviation: 1.34,
      highest: 4,
      lowest: 1.34,
      averageWorkingSeconds: 1380,
    });
    // Five marks, buckets one mark wide: 1.34 ×2 in [1, 2), 3.67 ×2 in [3, 4), 4.00 in [4, 5].
    expect(report.histogram.map((bucket) => [bucket.from, bucket.to, bucket.count])).toEqual([
      [0, 1, 0],
      [1, 2, 2],
      [2, 3, 0],
      [3, 4, 2],
      [4, 5, 1],
    ]);
  });

  it("gives each question's facility, discrimination and options as Moodle computes them", async () => {
    const { questions } = await read('?pageSize=100');
    expect(questions.total).toBe(5);
    const [q1, q2, q3, q4, q5] = questions.items;

    /*
     * In hundredths of a mark; x the question's mark, X the rest of the test (the attempt's
     * marks minus x); n − 1 cancels in D = 100·Sxy/√(Sxx·SXX) and E = 100·Sxy/Smax, where S is
     * a sum of products of differences from the means (Σab − Σa·Σb/n).
     *
     * Q1: x = 100 100 100 −33 −33 (Σ 234), X = 267 300 267 101 101 (Σ 1,036).
     *   Facility 234 / 5 = 46.8 %.
     *   Sxx = 3·100² + 2·33² − 234²/5 = 32,178 − 10,951.2 = 21,226.8
     *   SXX = 2·267² + 300² + 2·101² − 1,036²/5 = 248,980 − 214,659.2 = 34,320.8 … with X shifted
     *   by a constant the differences are those of X' = 167 200 167 1 1 (the test without Q5,
     *   which everyone got right): SXX = 15,511.2, Sxy = 17,715.6.
     *   D = 100 · 17,715.6 / √(21,226.8 · 15,511.2) = 1,771,560 / 18,145.2 = 97.63.
     *   Sorted x (−33 −33 100 100 100) beside sorted X (101 101 267 267 300) is the same pairing
     *   as the students', so Smax = Sxy and E = 100.
     */
    expect(q1).toMatchObject({ questionId: questionIds[0], number: 1, attempts: 5, facility: 46.8 });
    expect(q1!.discriminationIndex).toBeCloseTo(97.63, 2);
    expect(q1!.discriminativeEfficiency).toBeCloseTo(100, 2);
    expect(q1!.options.map((option) => [option.count, option.isCorrect])).toEqual([
      [3, true],
      [1, false],
      [1, false],
      [0, false],
    ]);
    expect(q1).toMatchObject({ skipped: 0, skippedShare: 0, averageSecondsOnScreen: 30, flags: [] });

    /*
     * Q2: x = 100 100 −33 0 −33 (Σ 134, facility 26.8 %), X = 267 300 400 134 167.
     *   Sxx = 2·100² + 2·33² − 134²/5 = 22,178 − 3,591.2 = 18,586.8
     *   SXX = 267² + 300² + 400² + 134² + 167² − 1,268²/5 = 367,134 − 321,564.8 = 45,569.2
     *   Sxy = (26,700 + 30,000 − 13,200 + 0 − 5,511) − 134·1,268/5 = 37,989 − 33,982.4 = 4,006.6
     *   D = 100 · 4,006.6 / √(18,586.8 · 45,569.2) = 400,660 / 29,103.4 = 13.77
     *   Sorted: x −33 −33 0 100 100 beside X 134 167 267 300 400:
     *   Σ = −4,422 − 5,511 + 0 + 30,000 + 40,000 = 60,067; Smax = 60,067 − 33,982.4 = 26,084.6
     *   E = 100 · 4,006.6 / 26,084.6 = 15.36. One seen and skipped: 20 %; 5 s each on screen.
     */
    expect(q2).toMatchObject({ facility: 26.8, skipped: 1, skippedShare: 20, averageSecondsOnScreen: 5, flags: [] });
    expect(q2!.discriminationIndex).toBeCloseTo(13.77, 2);
    expect(q2!.discriminativeEfficiency).toBeCloseTo(15.36, 2);
    expect(q2!.options.map((option) => option.count)).toEqual([1, 2, 0, 1]);

    /*
     * Q3: x = −33 0 100 100 100 (Σ 267, facility 53.4 %), X = 400 400 267 34 34 (Σ 1,135).
     *   Sxx = 3·100² + 33² − 267²/5 = 31,089 − 14,257.8 = 16,831.2
     *   SXX = 2·400² + 267² + 2·34² − 1,135²/5 = 393,601 − 257,645 = 135,956
     *   Sxy = (−13,200 + 0 + 26,700 + 3,400 + 3,400) − 267·1,135/5 = 20,300 − 60,609 = −40,309
     *   D = 100 · −40,309 / √(16,831.2 · 135,956) = −4,030,900 / 47,835.9 = −84.26: flagged.
     *   Sorted: x −33 0 100 100 100 beside X 34 34 267 400 400: Σ = −1,122 + 0 + 26,700 +
     *   40,000 + 40,000 = 105,578; Smax = 105,578 − 60,609 = 44,969; E = −4,030,900 / 44,969 = −89.64.
     */
    expect(q3).toMatchObject({ facility: 53.4, skipped: 1, averageSecondsOnScreen: 60 });
    expect(q3!.discriminationIndex).toBeCloseTo(-84.26, 2);
    expect(q3!.discriminativeEfficiency).toBeCloseTo(-89.64, 2);
    expect(q3!.flags).toEqual(['negative_discrimination']);

    /*
     * Q4: x = 100 100 100 −33 0 (Σ 267, facility 53.4 %), X = 267 300 267 167 134 (Σ 1,135).
     *   Sxx = 16,831.2 (as Q3); SXX = 2·267² + 300² + 167² + 134² − 257,645 = 278,423 − 257,645 = 20,778
     *   Sxy = (26,700 + 30,000 + 26,700 − 5,511 + 0) − 60,609 = 77,889 − 60,609 = 17,280
     *   D = 1,728,000 / √(16,831.2 · 20,778) = 1,728,000 / 18,700.9 = 92.40
     *   Sorted: x −33 0 100 100 100 beside X 134 167 267 267 300: Σ = −4,422 + 0 + 26,700 +
     *   26,700 + 30,000 = 78,978; Smax = 78,978 − 60,609 = 18,369; E = 1,728,000 / 18,369 = 94.07.
     *   S5 never opened it: skipped, and not in the seconds (8 + 8 + 8 + 4) / 4 = 7.
     */
    expect(q4).toMatchObject({ facility: 53.4, skipped: 1, averageSecondsOnScreen: 7, flags: [] });
    expect(q4!.discriminationIndex).toBeCloseTo(92.4, 2);
    expect(q4!.discriminativeEfficiency).toBeCloseTo(94.07, 2);

    // Q5: everyone right: facility 100 % (too easy); no variance, so neither D nor E.
    expect(q5).toMatchObject({
      facility: 100,
      discriminationIndex: null,
      discriminativeEfficiency: null,
      flags: ['too_easy'],
    });
    expect(q5!.facility).toBeGreaterThan(FACILITY_TOO_EASY_ABOVE);
  });

  it('narrows to a semester, a college and finish days, and pages the questions', async () => {
    // S1–S3: (3.67 + 4.00 + 3.67) / 3 = 3.78.
    for (const query of ['?semester=3', `?collegeId=${collegeId}`, '?to=2026-11-21']) {
      const { summary } = await read(query);
      expect(summary, query).toMatchObject({ attempts: query === '?to=2026-11-21' ? 4 : 3 });
    }
    expect((await read('?semester=3')).summary.mean).toBe(3.78);
    // Only S5 finished on 22 Nov (India).
    expect((await read('?from=2026-11-22&to=2026-11-22')).summary).toMatchObject({ attempts: 1, mean: 1.34 });
    const nobody = await read('?semester=8');
    expect(nobody.summary).toMatchObject({ attempts: 0, mean: null, median: null });
    expect(nobody.questions.items[0]).toMatchObject({ facility: null, discriminationIndex: null });

    const page = await read('?pageSize=10&page=1');
    expect(page.questions).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    const second = await read('?pageSize=10&page=2');
    expect(second.questions.items).toEqual([]);

    const first = await read('?revision=1');
    expect(first.summary.attempts).toBe(1);
    expect(first.questions.total).toBe(10);
  });

  it('downloads the summary and every question as CSV', async () => {
    const reply = await call('GET', reportUrl('?format=csv'), teacher.token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toMatch(/attachment; filename="test-\d+-revision-2\.csv"/);
    const lines = reply.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 4)).toEqual(['Measure,Value', 'Test,Special Exam', 'Revision,2', 'Attempts,5']);
    expect(reply.body.match(/\uFEFF/g)).toHaveLength(1);
    const header = lines.findIndex((line) => line.startsWith('Number,Question id'));
    expect(header).toBeGreaterThan(0);
    const q3 = lines[header + 3]!.split(',').map(readWrittenCell);
    expect(q3.slice(0, 5)).toEqual(['3', String(questionIds[2]), 'Question 3', '5', '53.4']);
    expect(q3.at(-1)).toBe('negative_discrimination');
  });

  it('downloads the same two tables as a workbook of two sheets, figures as numbers', async () => {
    const reply = await call('GET', reportUrl('?format=xlsx'), teacher.token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.headers['content-disposition']).toMatch(/attachment; filename="test-\d+-revision-2\.xlsx"/);
    const [summary, questions] = await readWorkbookSheets(reply.rawPayload);
    expect(summary!.name).toBe('Summary');
    expect(summary!.rows.slice(0, 4)).toEqual([
      ['Measure', 'Value'],
      ['Test', 'Special Exam'],
      ['Revision', 2],
      ['Attempts', 5],
    ]);
    expect(questions!.name).toBe('Questions');
    expect(questions!.rows[0]!.slice(0, 3)).toEqual(['Number', 'Question id', 'Question']);
    expect(questions!.rows).toHaveLength(6);
    expect(questions!.rows[3]!.slice(0, 5)).toEqual([3, questionIds[2], 'Question 3', 5, 53.4]);
    expect(questions!.rows[3]!.at(-1)).toBe('negative_discrimination');
  });

  it('refuses students, bad filters and a test that is not there', async () => {
    expect((await call('GET', reportUrl(), studentToken)).statusCode).toBe(403);
    const bad = await call('GET', reportUrl('?from=2026-11-22&to=2026-11-20'), teacher.token);
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error.message).toBe('to: must not be before from');
    const badFormat = await call('GET', reportUrl('?format=pdf'), teacher.token);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.message).toBe('format: must be json, csv or xlsx');
    expect((await call('GET', reportUrl('?from=22-11-2026'), teacher.token)).statusCode).toBe(400);
    expect((await call('GET', reportUrl('?revision=3'), teacher.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/modules/2000000/tests/special_exam/report', teacher.token)).statusCode).toBe(
      404,
    );
  });

  it('keeps a report only while the test has no new finished attempt', async () => {
    expect((await read()).summary.attempts).toBe(5);
    const db = testApp.database.db;
    const { id: userId } = await insertStudent(db, { name: 'S7' });
    const quizId = (await read()).quizId;
    // Right on all five: 5.00 marks, one more attempt.
    const { id } = await db
      .insertInto('attempts')
      .values({
        userId,
        quizId,
        quizRevision: 2,
        status: 'finished',
        startedAt: now - 600_000,
        deadlineAt: now - 600_000 + DURATION_MS,
        finishedAt: now,
        totalQuestions: 5,
        answeredQuestions: 5,
        correctAnswers: 5,
        wrongAnswers: 0,
        scoreHundredths: 500,
        maxMarks: 5,
        workingTimeSeconds: 600,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('attemptAnswers')
      .values(
        questionIds.map((questionId, index) => ({
          attemptId: id,
          questionId,
          chosenOption: CORRECT[index]!,
          savedAt: now,
        })),
      )
      .execute();
    const after = await read();
    expect(after.summary).toMatchObject({ attempts: 6, highest: 5 });
    expect(after.questions.items[0]!.options[0]!.count).toBe(4);
  });
});
