/** Mock tests through the API: SECURITY-CHECKLIST 24-28 and the rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT_PHONE } from '../../db/seed/seed-demo-data.js';
import { createFakeClock } from '../../lib/clock.js';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { grantEnrollment, revokeEnrollments } from '../../test/enrollments.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}
const LEAKY_KEY = /correct|solution|answerkey|explanation/i;

describe('mock test attempts', () => {
  const clock = createFakeClock();
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let demo: string;
  let paperId: number;
  let modules: { id: number; number: number; isFreePreview: boolean }[];
  let lockedModuleId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const start = (token: string, moduleId: number, category = 'weekly_challenge') =>
    call('POST', '/api/attempts', token, { moduleId, category });
  const save = (token: string, attemptId: number, questionId: number, option: number | null) =>
    call('PUT', `/api/attempts/${attemptId}/answers/${questionId}`, token, { option });
  const correctOptions = async (questionIds: number[]) => {
    const rows = await testApp.database.db
      .selectFrom('questions')
      .select(['id', 'correctOption', 'options'])
      .where('id', 'in', questionIds)
      .execute();
    return new Map(
      rows.map((row) => [row.id, { correct: row.correctOption, count: JSON.parse(row.options).length as number }]),
    );
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms, clock, env: { ATTEMPT_SWEEP_SECONDS: '1' } });
    demo = await logIn(testApp.app, sms, DEMO_STUDENT_PHONE);
    paperId = (await call('GET', '/api/papers?type=Major', demo)).json().papers[0].id;
    modules = (await call('GET', `/api/papers/${paperId}/modules`, demo)).json().modules;
    const otherPaperId = (await call('GET', '/api/papers?type=Major', demo)).json().papers[1].id;
    lockedModuleId = (await call('GET', `/api/papers/${otherPaperId}/modules`, demo)).json().modules[1].id;
  });
  afterAll(() => testApp.close());

  it('starts with questions but no correct option or solution anywhere, and without deleted questions', async () => {
    const response = await start(demo, modules[0]!.id);
    expect(response.statusCode).toBe(200);
    const attempt = response.json();
    expect(attempt).toMatchObject({ status: 'open', category: 'weekly_challenge', title: 'Weekly Challenge' });
    expect(attempt.deadlineAt - attempt.startedAt).toBe(2100 * SECOND);
    expect(attempt.serverNow).toBe(clock());
    expect(attempt.questions.length).toBe(10);
    const deleted = await testApp.database.db
      .selectFrom('questions')
      .select('id')
      .where('quizId', '=', attempt.quizId)
      .where('isDeleted', '=', 1)
      .execute();
    expect(deleted.length).toBeGreaterThan(0);
    for (const { id } of deleted) expect(attempt.questions.map((q: { id: number }) => q.id)).not.toContain(id);
    expect(keysOf(attempt).filter((key) => LEAKY_KEY.test(key))).toEqual([]);

    const saved = await save(demo, attempt.id, attempt.questions[0].id, 1);
    expect(keysOf(saved.json()).filter((key) => LEAKY_KEY.test(key))).toEqual([]);
    const resumed = await call('GET', `/api/attempts/${attempt.id}`, demo);
    expect(keysOf(resumed.json()).filter((key) => LEAKY_KEY.test(key))).toEqual([]);
    expect(resumed.json().answers).toEqual({ [String(attempt.questions[0].id)]: 1 });
    expect(resumed.json().deadlineAt).toBe(attempt.deadlineAt);
  });

  it('grades on the server (+1 / -0.33 / 0) and ignores a score sent by the client', async () => {
    const attempt = (await start(demo, modules[1]!.id, 'special_exam')).json();
    const ids: number[] = attempt.questions.map((question: { id: number }) => question.id);
    const key = await correctOptions(ids);
    // 6 right, 3 wrong, 1 skipped → 6 - 0.99 = 5.01
    for (const [index, id] of ids.entries()) {
      const { correct, count } = key.get(id)!;
      if (index < 6) await save(demo, attempt.id, id, correct);
      else if (index < 9) await save(demo, attempt.id, id, (correct + 1) % count);
    }
    clock.advance(10 * MINUTE);
    const submitted = await call('POST', `/api/attempts/${attempt.id}/submit`, demo, {
      totalScore: 10,
      percentage: 100,
      result: { totalScore: 10 },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().result).toEqual({
      totalQuestions: 10,
      answeredQuestions: 9,
      unansweredQuestions: 1,
      correctAnswers: 6,
      wrongAnswers: 3,
      skippedQuestions: 1,
      workingTime: 600,
      totalScore: 5.01,
      maxMarks: 10,
      percentage: 50.1,
      finishedAt: clock(),
    });
    const row = await testApp.database.db
      .selectFrom('attempts')
      .select('timedOut')
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(row.timedOut).toBe(0); // handed in before the deadline
  });

  it('counts saves until 5 s past the deadline and refuses later ones with ATTEMPT_CLOSED', async () => {
    const attempt = (await start(demo, modules[2]!.id)).json();
    const [first, second] = attempt.questions;
    clock.set(attempt.deadlineAt + 5 * SECOND);
    expect((await save(demo, attempt.id, first.id, 0)).statusCode).toBe(200);
    clock.advance(1);
    const late = await save(demo, attempt.id, second.id, 0);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ATTEMPT_CLOSED');
    // The late read closes it as of the deadline, with the in-time answer counted.
    const read = (await call('GET', `/api/attempts/${attempt.id}`, demo)).json();
    expect(read.status).toBe('finished');
    expect(read.result).toMatchObject({ answeredQuestions: 1, finishedAt: attempt.deadlineAt, workingTime: 2100 });
    const row = await testApp.database.db
      .selectFrom('attempts')
      .select('timedOut')
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    expect(row.timedOut).toBe(1);
  });

  it('closes an attempt whose student went silent, by the periodic sweep, as of the deadline', async () => {
    const attempt = (await start(demo, modules[0]!.id, 'special_exam')).json();
    await save(demo, attempt.id, attempt.questions[0].id, 0);
    await save(demo, attempt.id, attempt.questions[1].id, 1);
    clock.set(attempt.deadlineAt + 6 * SECOND);
    const deadline = Date.now() + 5000;
    let row;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await testApp.database.db
        .selectFrom('attempts')
        .selectAll()
        .where('id', '=', attempt.id)
        .executeTakeFirst();
    } while (row?.status !== 'finished' && Date.now() < deadline);
    // Ran out of time: the test's report counts it apart from those submitted.
    expect(row).toMatchObject({
      status: 'finished',
      finishedAt: attempt.deadlineAt,
      answeredQuestions: 2,
      timedOut: 1,
    });
  });

  it('gives one result to 10 parallel submits', async () => {
    const attempt = (await start(demo, modules[1]!.id)).json();
    await save(demo, attempt.id, attempt.questions[0].id, 0);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/api/attempts/${attempt.id}/submit`, demo)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((response) => JSON.stringify(response.json().result))).size).toBe(1);
    const rows = await testApp.database.db
      .selectFrom('attempts')
      .select('id')
      .where('quizId', '=', attempt.quizId)
      .execute();
    expect(rows).toHaveLength(1);
    // Counted once on the leaderboard too: one test per finished result.
    const results = (await call('GET', '/api/results', demo)).json().results;
    const board = (await call('GET', '/api/leaderboard?period=all', demo)).json();
    expect(board.me.tests).toBe(results.length);
  });

  it('grades every acknowledged save when saves race the submit', async () => {
    const attempt = (await start(demo, modules[2]!.id, 'special_exam')).json();
    const ids: number[] = attempt.questions.map((question: { id: number }) => question.id);
    const requests = ids.map((id) => save(demo, attempt.id, id, 0));
    requests.splice(5, 0, call('POST', `/api/attempts/${attempt.id}/submit`, demo));
    const responses = await Promise.all(requests);
    const acknowledged = ids.filter((_, index) => responses[index < 5 ? index : index + 1]!.statusCode === 200);
    const review = (await call('GET', `/api/attempts/${attempt.id}/review`, demo)).json();
    for (const id of acknowledged) {
      expect(review.questions.find((question: { id: number }) => question.id === id).chosenOption).toBe(0);
    }
    expect(review.attempt.result.answeredQuestions).toBe(acknowledged.length);
  });

  it('serves the answer key only after submission', async () => {
    const attempt = (await start(demo, modules[3]?.id ?? modules[0]!.id, 'weekly_challenge')).json();
    if (attempt.status === 'open') {
      const early = await call('GET', `/api/attempts/${attempt.id}/review`, demo);
      expect(early.statusCode).toBe(403);
      expect(early.json().error.message).toBe('The answer key opens once the test is submitted.');
      await call('POST', `/api/attempts/${attempt.id}/submit`, demo);
    }
    const review = (await call('GET', `/api/attempts/${attempt.id}/review`, demo)).json();
    expect(review.questions[0]).toEqual(
      expect.objectContaining({
        correctOption: expect.any(Number),
        solution: expect.any(String),
        status: expect.any(String),
      }),
    );
  });

  it("hides another student's attempt (404) and refuses a test of a locked module (403)", async () => {
    const attempt = (await start(demo, modules[0]!.id)).json();
    const stranger = await logIn(testApp.app, sms, (await insertStudent(testApp.database.db)).phone);
    expect((await call('GET', `/api/attempts/${attempt.id}`, stranger)).statusCode).toBe(404);
    expect((await save(stranger, attempt.id, 1, 0)).statusCode).toBe(404);
    expect((await call('POST', `/api/attempts/${attempt.id}/submit`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/attempts/${attempt.id}/review`, stranger)).statusCode).toBe(404);
    const locked = await start(demo, lockedModuleId);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe('NOT_ENROLLED');
  });

  it('closes a revoked student’s attempts, open and finished, answer key included, until a new grant', async () => {
    const db = testApp.database.db;
    const student = await insertStudent(db);
    const token = await logIn(testApp.app, sms, student.phone);
    const paid = modules.find((module) => !module.isFreePreview)!;
    await grantEnrollment(db, { userId: student.id, paperId });

    const open = (await start(token, paid.id)).json();
    const [first, second] = open.questions as { id: number }[];
    expect((await save(token, open.id, first!.id, 0)).statusCode).toBe(200);
    const finished = (await start(token, paid.id, 'special_exam')).json();
    expect((await call('POST', `/api/attempts/${finished.id}/submit`, token)).statusCode).toBe(200);
    expect((await call('GET', `/api/attempts/${finished.id}/review`, token)).statusCode).toBe(200);

    await revokeEnrollments(db, student.id, paperId);
    const refused = [
      await call('GET', `/api/attempts/${open.id}`, token),
      await save(token, open.id, second!.id, 1),
      await call('POST', `/api/attempts/${open.id}/submit`, token, { answers: { [String(second!.id)]: 1 } }),
      await call('GET', `/api/attempts/${open.id}/review`, token),
      await call('GET', `/api/attempts/${finished.id}`, token),
      await call('POST', `/api/attempts/${finished.id}/submit`, token),
      await call('GET', `/api/attempts/${finished.id}/review`, token),
      await start(token, paid.id),
      await start(token, paid.id, 'special_exam'),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'NOT_ENROLLED', message: expect.stringMatching(/Enroll in the paper/) },
      });
      expect(keysOf(response.json()).filter((key) => LEAKY_KEY.test(key))).toEqual([]);
    }
    // Nothing was written: the open attempt is still open with only the answer saved while allowed.
    const row = await db.selectFrom('attempts').select('status').where('id', '=', open.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    const answers = await db
      .selectFrom('attemptAnswers')
      .select('questionId')
      .where('attemptId', '=', open.id)
      .execute();
    expect(answers).toEqual([{ questionId: first!.id }]);
    // The results lists leave them out too.
    expect((await call('GET', '/api/results', token)).json().results).toEqual([]);
    const tests = (await call('GET', `/api/modules/${paid.id}/tests`, token)).json().tests;
    expect(tests.every((test: { attemptId: number | null }) => test.attemptId === null)).toBe(true);

    await grantEnrollment(db, { userId: student.id, paperId });
    const resumed = await call('GET', `/api/attempts/${open.id}`, token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().answers).toEqual({ [String(first!.id)]: 0 });
    expect((await save(token, open.id, second!.id, 1)).statusCode).toBe(200);
    const submitted = await call('POST', `/api/attempts/${open.id}/submit`, token);
    expect(submitted.json().result.answeredQuestions).toBe(2);
    expect((await call('GET', `/api/attempts/${open.id}/review`, token)).statusCode).toBe(200);
    expect((await call('GET', `/api/attempts/${finished.id}/review`, token)).statusCode).toBe(200);
    expect((await call('GET', '/api/results', token)).json().results).toHaveLength(2);
  });

  it('returns the finished attempt on a second start, never a fresh one', async () => {
    const first = (await start(demo, modules[1]!.id, 'special_exam')).json();
    expect(first.status).toBe('finished');
    const again = (await start(demo, modules[1]!.id, 'special_exam')).json();
    expect(again).toMatchObject({ id: first.id, status: 'finished', result: first.result });
  });

  it("lists the module's tests with the caller's result, and the caller's results", async () => {
    const tests = (await call('GET', `/api/modules/${modules[1]!.id}/tests`, demo)).json().tests;
    expect(tests.map((test: { category: string }) => test.category).sort()).toEqual([
      'special_exam',
      'weekly_challenge',
    ]);
    const special = tests.find((test: { category: string }) => test.category === 'special_exam');
    expect(special).toMatchObject({ status: 'finished', questionCount: 10, maxMarks: 10, durationSeconds: 2100 });
    expect(special.result.totalScore).toBe(5.01);
    const results = (await call('GET', '/api/results', demo)).json().results;
    expect(results.length).toBeGreaterThanOrEqual(4);
    expect(results.every((result: { status: string }) => result.status === 'finished')).toBe(true);
  });

  it.each([
    [{ moduleId: 1, category: 'quiz' }, 'category: must be weekly_challenge or special_exam'],
    [{ moduleId: 'x', category: 'special_exam' }, 'moduleId:'],
  ])('refuses a bad start %j', async (payload, message) => {
    const response = await call('POST', '/api/attempts', demo, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('refuses an option outside the question and a question outside the test', async () => {
    const attempt = (await start(demo, modules[0]!.id)).json();
    if (attempt.status !== 'open') return;
    expect((await save(demo, attempt.id, attempt.questions[0].id, 9)).statusCode).toBe(400);
    expect((await save(demo, attempt.id, 999999, 0)).statusCode).toBe(404);
  });
});

describe('leaderboard', () => {
  const clock = createFakeClock(Date.UTC(2026, 10, 18, 6, 0));
  const sms = new FakeSmsSender();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms, clock });
  });
  afterAll(() => testApp.close());

  async function finishWithScore(token: string, moduleId: number, rightAnswers: number) {
    const headers = bearer(token);
    const attempt = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/attempts',
        headers,
        payload: { moduleId, category: 'weekly_challenge' },
      })
    ).json();
    const rows = await testApp.database.db
      .selectFrom('questions')
      .select(['id', 'correctOption'])
      .where('quizId', '=', attempt.quizId)
      .where('isDeleted', '=', 0)
      .orderBy('position')
      .execute();
    const answers = Object.fromEntries(rows.slice(0, rightAnswers).map((row) => [String(row.id), row.correctOption]));
    return testApp.app.inject({
      method: 'POST',
      url: `/api/attempts/${attempt.id}/submit`,
      headers,
      payload: { answers },
    });
  }

  it('ranks by total marks, earlier finish first on a tie, with the caller’s rank and percentile', async () => {
    const paperId = (await testApp.app.inject({ method: 'GET', url: '/api/papers?type=Major' })).json().papers[0].id;
    const moduleId = (await testApp.app.inject({ method: 'GET', url: `/api/papers/${paperId}/modules` })).json()
      .modules[0].id;
    const students = await Promise.all(
      ['Asha', 'Biju', 'Chitra'].map((name) => insertStudent(testApp.database.db, { name })),
    );
    const tokens = await Promise.all(students.map((student) => logIn(testApp.app, sms, student.phone)));
    // Asha and Biju chose to show their names to others; Chitra did not (off until chosen).
    const showName = (token: string, given: boolean) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/me/consents/leaderboard_name',
        headers: bearer(token),
        payload: { given },
      });
    for (const token of [tokens[0]!, tokens[1]!]) expect((await showName(token, true)).statusCode).toBe(200);
    const namesSeenBy = async (token: string) =>
      (await testApp.app.inject({ method: 'GET', url: '/api/leaderboard?period=weekly', headers: bearer(token) }))
        .json()
        .entries.map((entry: { name: string | null; rank: number }) => [entry.rank, entry.name]);
    expect(
      (
        await testApp.app.inject({ method: 'GET', url: '/api/leaderboard?period=weekly', headers: bearer(tokens[0]!) })
      ).json(),
    ).toEqual({
      period: 'weekly',
      participants: 0,
      entries: [],
      me: null,
    });
    await finishWithScore(tokens[1]!, moduleId, 8); // Biju 8, first
    // At once, though the board was read a moment ago: grading drops the shared top.
    const justAfter = (
      await testApp.app.inject({ method: 'GET', url: '/api/leaderboard?period=weekly', headers: bearer(tokens[1]!) })
    ).json();
    expect(justAfter.entries).toEqual([{ rank: 1, name: 'Biju', totalScore: 8, tests: 1, isMe: true }]);
    expect(justAfter.me).toEqual({ rank: 1, totalScore: 8, tests: 1, percentile: 100 });
    clock.advance(MINUTE);
    await finishWithScore(tokens[2]!, moduleId, 8); // Chitra 8, later
    clock.advance(MINUTE);
    await finishWithScore(tokens[0]!, moduleId, 5); // Asha 5

    const board = (
      await testApp.app.inject({ method: 'GET', url: '/api/leaderboard?period=weekly', headers: bearer(tokens[2]!) })
    ).json();
    expect(board.entries.map((entry: { name: string; rank: number }) => [entry.rank, entry.name])).toEqual([
      [1, 'Biju'],
      [2, 'Chitra'],
      [3, 'Asha'],
    ]);
    expect(board.entries[1]).toMatchObject({ totalScore: 8, tests: 1, isMe: true });
    expect(board.me).toEqual({ rank: 2, totalScore: 8, tests: 1, percentile: 66.67 });
    // Chitra sees her own name; others see her without it.
    expect(await namesSeenBy(tokens[0]!)).toEqual([
      [1, 'Biju'],
      [2, null],
      [3, 'Asha'],
    ]);
    // Withdrawing hides the name from the very next read, though the top was read a moment ago.
    expect((await showName(tokens[1]!, false)).statusCode).toBe(200);
    expect(await namesSeenBy(tokens[0]!)).toEqual([
      [1, null],
      [2, null],
      [3, 'Asha'],
    ]);
    expect(await namesSeenBy(tokens[1]!)).toEqual([
      [1, 'Biju'],
      [2, null],
      [3, 'Asha'],
    ]);
    expect((await showName(tokens[1]!, true)).statusCode).toBe(200);

    // Next week the weekly board starts empty; all-time keeps everyone.
    clock.advance(5 * 24 * 60 * MINUTE); // Wednesday to Monday: a new ISO week
    const nextWeek = (
      await testApp.app.inject({ method: 'GET', url: '/api/leaderboard?period=weekly', headers: bearer(tokens[0]!) })
    ).json();
    expect(nextWeek.entries).toEqual([]);
    const allTime = (
      await testApp.app.inject({ method: 'GET', url: '/api/leaderboard?period=all', headers: bearer(tokens[0]!) })
    ).json();
    expect(allTime.me).toMatchObject({ rank: 3, percentile: 33.33 });
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/leaderboard?period=daily',
      headers: bearer(tokens[0]!),
    });
    expect(bad.statusCode).toBe(400);
  });
});
