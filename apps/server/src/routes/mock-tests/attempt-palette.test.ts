/**
 * The question palette's server half: marks saved with the answers, the question the student
 * was on, seconds on screen capped to the attempt's real duration, and the caller's open tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock.js';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { grantEnrollment, revokeEnrollments } from '../../test/enrollments.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

interface OpenAttempt {
  id: number;
  moduleId: number;
  startedAt: number;
  deadlineAt: number;
  questions: { id: number }[];
  answers: Record<string, number | null>;
  currentQuestionId: number | null;
  marked: number[];
  visited: number[];
}

describe('the question palette on the server', () => {
  const clock = createFakeClock();
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let paperId: number;
  let modules: { id: number; isFreePreview: boolean }[];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const start = async (token: string, moduleId: number, category = 'weekly_challenge') =>
    (await call('POST', '/api/attempts', token, { moduleId, category })).json() as OpenAttempt;
  const save = (token: string, attemptId: number, questionId: number, body: object) =>
    call('PUT', `/api/attempts/${attemptId}/answers/${questionId}`, token, body);
  const report = (token: string, attemptId: number, body: unknown) =>
    call('PUT', `/api/attempts/${attemptId}/position`, token, body);
  const resume = async (token: string, attemptId: number) =>
    (await call('GET', `/api/attempts/${attemptId}`, token)).json() as OpenAttempt;
  const secondsOf = async (attemptId: number) =>
    new Map(
      (
        await testApp.database.db
          .selectFrom('attemptAnswers')
          .select(['questionId', 'secondsOnScreen'])
          .where('attemptId', '=', attemptId)
          .execute()
      ).map((row) => [row.questionId, row.secondsOnScreen]),
    );

  /** A student of their own, enrolled in the paper: each test starts its attempts afresh. */
  async function enrolledStudent() {
    const student = await insertStudent(testApp.database.db);
    await grantEnrollment(testApp.database.db, { userId: student.id, paperId });
    return { ...student, token: await logIn(testApp.app, sms, student.phone) };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms, clock });
    const someone = await insertStudent(testApp.database.db);
    const token = await logIn(testApp.app, sms, someone.phone);
    paperId = (await call('GET', '/api/papers?type=Major', token)).json().papers[0].id;
    modules = (await call('GET', `/api/papers/${paperId}/modules`, token)).json().modules;
  });
  afterAll(() => testApp.close());

  it('keeps a mark for review with the answer, and a save that says nothing of it keeps it', async () => {
    const { token } = await enrolledStudent();
    const attempt = await start(token, modules[0]!.id);
    expect(attempt).toMatchObject({ currentQuestionId: null, marked: [], visited: [] });
    const [first, second, third] = attempt.questions.map((question) => question.id);

    const marked = await save(token, attempt.id, first!, { option: 1, marked: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ questionId: first, option: 1, marked: true });
    // Marked with no answer: seen, not answered, marked.
    expect((await save(token, attempt.id, second!, { option: null, marked: true })).statusCode).toBe(200);
    // An answer changed without a word of the mark keeps it.
    expect((await save(token, attempt.id, first!, { option: 2 })).statusCode).toBe(200);
    expect((await save(token, attempt.id, third!, { option: 0, marked: false })).statusCode).toBe(200);

    const again = await resume(token, attempt.id);
    expect(again.answers).toEqual({ [first!]: 2, [second!]: null, [third!]: 0 });
    expect([...again.marked].sort()).toEqual([first, second].sort());
    expect([...again.visited].sort()).toEqual([first, second, third].sort());

    expect((await save(token, attempt.id, first!, { option: 2, marked: false })).statusCode).toBe(200);
    expect((await resume(token, attempt.id)).marked).toEqual([second]);
  });

  it('returns the question the student was on, and counts it as seen', async () => {
    const { token } = await enrolledStudent();
    const attempt = await start(token, modules[0]!.id);
    const fourth = attempt.questions[3]!.id;
    const response = await report(token, attempt.id, { questionId: fourth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ currentQuestionId: fourth, savedAt: clock() });

    const again = await resume(token, attempt.id);
    expect(again.currentQuestionId).toBe(fourth);
    expect(again.visited).toEqual([fourth]);
    expect(again.answers).toEqual({ [fourth]: null });
    // The same attempt started again (another device) says the same.
    expect((await start(token, attempt.moduleId)).currentQuestionId).toBe(fourth);
  });

  it('caps the seconds on screen to the real time elapsed, whatever the device claims', async () => {
    const { token } = await enrolledStudent();
    const attempt = await start(token, modules[0]!.id);
    const [first, second, third] = attempt.questions.map((question) => question.id);
    clock.advance(90 * SECOND);
    // Two visits of the first question in one batch add up; 30 + 30 + 20 = 80 of 90 s.
    const fair = await report(token, attempt.id, {
      questionId: second,
      visits: [
        { questionId: first, seconds: 30 },
        { questionId: first, seconds: 30 },
        { questionId: second, seconds: 20 },
      ],
    });
    expect(fair.statusCode).toBe(200);
    expect([...(await secondsOf(attempt.id)).values()].reduce((sum, value) => sum + value, 0)).toBe(80);
    // A device claims an hour after 10 more seconds: no question counts more than the 100 s elapsed.
    clock.advance(10 * SECOND);
    const greedy = await report(token, attempt.id, {
      questionId: third,
      visits: [
        { questionId: second, seconds: 15 },
        { questionId: third, seconds: 3600 },
      ],
    });
    expect(greedy.statusCode).toBe(200);
    expect(Object.fromEntries(await secondsOf(attempt.id))).toEqual({ [first!]: 60, [second!]: 35, [third!]: 100 });
    // Nor does a question's total, however many reports add to it.
    await report(token, attempt.id, { questionId: third, visits: [{ questionId: third, seconds: 50 }] });
    expect((await secondsOf(attempt.id)).get(third!)).toBe(100);
    // The answer and the mark are left alone by a visit.
    expect((await save(token, attempt.id, first!, { option: 1, marked: true })).statusCode).toBe(200);
    await report(token, attempt.id, { questionId: first, visits: [{ questionId: first, seconds: 0 }] });
    const again = await resume(token, attempt.id);
    expect(again.answers[first!]).toBe(1);
    expect(again.marked).toEqual([first]);
    // Finishing holds the sum to the 100 s the attempt took, in proportion: 195 s reported.
    expect((await call('POST', `/api/attempts/${attempt.id}/submit`, token, {})).statusCode).toBe(200);
    expect(Object.fromEntries(await secondsOf(attempt.id))).toEqual({
      [first!]: Math.floor((60 * 100) / 195),
      [second!]: Math.floor((35 * 100) / 195),
      [third!]: Math.floor((100 * 100) / 195),
    });
  });

  it('takes the position and the seconds on screen with a save, in the same write', async () => {
    const { token } = await enrolledStudent();
    const attempt = await start(token, modules[0]!.id);
    const [first, second, third] = attempt.questions.map((question) => question.id);
    clock.advance(40 * SECOND);
    const saved = await save(token, attempt.id, second!, {
      option: 2,
      marked: true,
      position: { questionId: second, visits: [{ questionId: first, seconds: 25 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ questionId: second, option: 2, marked: true, savedAt: clock() });
    let again = await resume(token, attempt.id);
    expect(again.currentQuestionId).toBe(second);
    expect(again.answers).toEqual({ [first!]: null, [second!]: 2 });
    expect(again.marked).toEqual([second]);
    // A device that claims more than the 40 s since the start gets 40 s a question at most.
    const greedy = await save(token, attempt.id, third!, {
      option: 0,
      position: {
        questionId: third,
        visits: [
          { questionId: second, seconds: 600 },
          { questionId: third, seconds: 600 },
        ],
      },
    });
    expect(greedy.statusCode).toBe(200);
    const seconds = await secondsOf(attempt.id);
    expect(Object.fromEntries(seconds)).toEqual({ [first!]: 25, [second!]: 40, [third!]: 40 });
    again = await resume(token, attempt.id);
    expect(again.currentQuestionId).toBe(third);
    expect(again.answers).toEqual({ [first!]: null, [second!]: 2, [third!]: 0 });
    // The mark of the earlier answer is kept; a position alone moves the place, answers untouched.
    expect((await report(token, attempt.id, { questionId: first })).statusCode).toBe(200);
    again = await resume(token, attempt.id);
    expect(again.currentQuestionId).toBe(first);
    expect(again.marked).toEqual([second]);
    expect(again.answers).toEqual({ [first!]: null, [second!]: 2, [third!]: 0 });
    // The latest place wins even at the same instant.
    expect((await report(token, attempt.id, { questionId: third })).statusCode).toBe(200);
    expect((await resume(token, attempt.id)).currentQuestionId).toBe(third);
  });

  it('holds the seconds to the elapsed time when reports arrive at once, and their sum to it on finishing', async () => {
    const { token } = await enrolledStudent();
    const attempt = await start(token, modules[0]!.id);
    const ids = attempt.questions.map((question) => question.id);
    clock.advance(30 * SECOND);
    const replies = await Promise.all(
      ids.slice(0, 6).map((questionId, index) =>
        index % 2 === 0
          ? report(token, attempt.id, { questionId, visits: [{ questionId, seconds: 30 }] })
          : save(token, attempt.id, questionId, {
              option: 0,
              position: { questionId, visits: [{ questionId, seconds: 30 }] },
            }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect([...(await secondsOf(attempt.id)).values()]).toEqual([30, 30, 30, 30, 30, 30]);
    expect((await call('POST', `/api/attempts/${attempt.id}/submit`, token, {})).statusCode).toBe(200);
    expect([...(await secondsOf(attempt.id)).values()]).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('refuses a save whose position is outside the test (404) or after the deadline (409), writing nothing', async () => {
    const { token } = await enrolledStudent();
    const attempt = await start(token, modules[0]!.id);
    const [first, second] = attempt.questions.map((question) => question.id);
    clock.advance(MINUTE);
    const outside = await save(token, attempt.id, first!, {
      option: 1,
      position: { questionId: first, visits: [{ questionId: 999_999, seconds: 5 }] },
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.code).toBe('NOT_FOUND');
    const malformed = await save(token, attempt.id, first!, { option: 1, position: { visits: [] } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await secondsOf(attempt.id)).toEqual(new Map());
    clock.advance(attempt.deadlineAt - clock() + 6 * SECOND);
    const late = await save(token, attempt.id, second!, {
      option: 1,
      position: { questionId: second, visits: [{ questionId: first, seconds: 5 }] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ATTEMPT_CLOSED');
    expect(await secondsOf(attempt.id)).toEqual(new Map());
  });

  it('never counts past the deadline, and refuses a report after it with ATTEMPT_CLOSED', async () => {
    const { token } = await enrolledStudent();
    const attempt = await start(token, modules[0]!.id);
    const [first, second, third] = attempt.questions.map((question) => question.id);
    clock.advance(attempt.deadlineAt - attempt.startedAt + 2 * SECOND); // inside the 5 s grace
    const late = await report(token, attempt.id, {
      questionId: first,
      visits: [
        { questionId: first, seconds: 5000 },
        { questionId: third, seconds: 5000 },
      ],
    });
    expect(late.statusCode).toBe(200);
    expect(Object.fromEntries(await secondsOf(attempt.id))).toEqual({ [first!]: 2100, [third!]: 2100 });
    clock.advance(10 * SECOND);
    const refused = await report(token, attempt.id, {
      questionId: second,
      visits: [{ questionId: second, seconds: 1 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'ATTEMPT_CLOSED', message: expect.any(String) } });
    // The refusal closed it as of the deadline, the seconds held to its 2,100 s.
    expect((await call('GET', `/api/attempts/${attempt.id}`, token)).json().status).toBe('finished');
    expect(Object.fromEntries(await secondsOf(attempt.id))).toEqual({ [first!]: 1050, [third!]: 1050 });
  });

  it("hides someone else's attempt (404), writing nothing", async () => {
    const owner = await enrolledStudent();
    const stranger = await enrolledStudent();
    const attempt = await start(owner.token, modules[0]!.id);
    const first = attempt.questions[0]!.id;
    const body = { questionId: first, visits: [{ questionId: first, seconds: 1 }] };
    clock.advance(MINUTE);
    for (const attemptId of [attempt.id, 999_999]) {
      const hidden = await report(stranger.token, attemptId, body);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.code).toBe('NOT_FOUND');
    }
    expect(await secondsOf(attempt.id)).toEqual(new Map());
    expect((await call('GET', '/api/open-attempts', stranger.token)).json().attempts).toEqual([]);
  });

  it('refuses a revoked student on a paid module with 403 NOT_ENROLLED', async () => {
    const owner = await enrolledStudent();
    const paid = modules.find((module) => !module.isFreePreview)!;
    const attempt = await start(owner.token, paid.id);
    const first = attempt.questions[0]!.id;
    await revokeEnrollments(testApp.database.db, owner.id, paperId);
    const refused = [
      await report(owner.token, attempt.id, { questionId: first, visits: [{ questionId: first, seconds: 1 }] }),
      await save(owner.token, attempt.id, first, { option: 0, marked: true }),
      await save(owner.token, attempt.id, first, {
        option: 0,
        position: { questionId: first, visits: [{ questionId: first, seconds: 1 }] },
      }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error.code).toBe('NOT_ENROLLED');
    }
    expect(await secondsOf(attempt.id)).toEqual(new Map());
    expect((await call('GET', '/api/open-attempts', owner.token)).json().attempts).toEqual([]);
  });

  it('refuses bad bodies with 400 and a question outside the test with 404, writing nothing', async () => {
    const { token } = await enrolledStudent();
    const attempt = await start(token, modules[0]!.id);
    const first = attempt.questions[0]!.id;
    const malformed = [
      {},
      { questionId: 'one' },
      { questionId: 0 },
      { questionId: first, visits: [{ questionId: first, seconds: -1 }] },
      { questionId: first, visits: [{ questionId: first, seconds: 1.5 }] },
      { questionId: first, visits: [{ questionId: first }] },
      { questionId: first, visits: 'all' },
      { questionId: first, visits: Array.from({ length: 501 }, () => ({ questionId: first, seconds: 1 })) },
    ];
    for (const body of malformed) {
      const response = await report(token, attempt.id, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await save(token, attempt.id, first, { option: 0, marked: 'yes' })).statusCode).toBe(400);
    clock.advance(MINUTE);
    const outside = await report(token, attempt.id, {
      questionId: first,
      visits: [
        { questionId: first, seconds: 10 },
        { questionId: 999_999, seconds: 10 },
      ],
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.code).toBe('NOT_FOUND');
    expect((await report(token, attempt.id, { questionId: 999_999 })).statusCode).toBe(404);
    // Nothing half-written: neither the position nor the first visit.
    expect(await secondsOf(attempt.id)).toEqual(new Map());
    expect((await resume(token, attempt.id)).currentQuestionId).toBeNull();
  });

  it("lists the caller's tests in progress with their deadlines, not finished or overdue ones", async () => {
    const { token } = await enrolledStudent();
    expect((await call('GET', '/api/open-attempts', token)).json()).toEqual({ attempts: [], serverNow: clock() });
    const open = await start(token, modules[0]!.id);
    const finished = await start(token, modules[0]!.id, 'special_exam');
    await call('POST', `/api/attempts/${finished.id}/submit`, token);
    const listed = (await call('GET', '/api/open-attempts', token)).json();
    expect(listed.serverNow).toBe(clock());
    expect(listed.attempts).toEqual([
      expect.objectContaining({
        id: open.id,
        moduleId: open.moduleId,
        deadlineAt: open.deadlineAt,
        questionCount: open.questions.length,
      }),
    ]);
    const tests = (await call('GET', `/api/modules/${open.moduleId}/tests`, token)).json().tests;
    expect(tests.find((test: { attemptId: number }) => test.attemptId === open.id)).toMatchObject({
      status: 'open',
      deadlineAt: open.deadlineAt,
      serverNow: clock(),
    });
    expect(tests.find((test: { attemptId: number }) => test.attemptId === finished.id)).toMatchObject({
      status: 'finished',
      deadlineAt: null,
    });
    clock.advance(open.deadlineAt - clock() + 6 * SECOND);
    expect((await call('GET', '/api/open-attempts', token)).json().attempts).toEqual([]);
  });
});
