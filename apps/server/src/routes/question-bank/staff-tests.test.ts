/**
 * Test settings on this engine, with a clock the test moves: staff set a window and review
 * timing (bad settings refused beside their field, students refused, changes audited); outside
 * the window a start is refused with the moment in words while an attempt already made stays
 * readable; an attempt never runs past the window's close; with review "after the window" the
 * answer key opens only once it has closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TModuleTestList, TTestSettings } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

describe('test settings: windows and review timing', () => {
  let now = Date.UTC(2026, 10, 26, 4, 30); // 10:00 am in India
  let testApp: TestApp;
  let teacher: { id: number; token: string };
  let first: string;
  let second: string;
  let moduleId: number;
  let paperId: number;
  const call = callerOf(() => testApp.app);
  const settingsUrl = () => `/api/admin/modules/${moduleId}/tests/special_exam`;
  const start = (token: string) => call('POST', '/api/attempts', token, { moduleId, category: 'special_exam' });
  // The quiz cache keeps a quiz for seconds; the clock moves further than that between steps.
  const settle = () => {
    now += 11_000;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, clock: () => now });
    const db = testApp.database.db;
    teacher = await insertStaff(db, 'teacher', now);
    const module = await db
      .selectFrom('modules')
      .select(['id', 'paperId'])
      .where('isFreePreview', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    moduleId = module.id;
    paperId = module.paperId;
    first = await startStudentSession(db, (await insertStudent(db, { name: 'First' })).id, now);
    second = await startStudentSession(db, (await insertStudent(db, { name: 'Second' })).id, now);
  });
  afterAll(() => testApp.close());

  it("gives a test's settings, the spec's defaults until changed", async () => {
    const reply = await call('GET', settingsUrl(), teacher.token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      moduleId,
      category: 'special_exam',
      title: 'Special Exam',
      questionCount: 10,
      durationMinutes: 35,
      opensAt: null,
      closesAt: null,
      reviewAfter: 'submit',
    } satisfies Partial<TTestSettings>);
  });

  it('refuses bad settings beside their field, and anyone but staff', async () => {
    for (const [body, field] of [
      [{ durationMinutes: 35, opensAt: now, closesAt: now, reviewAfter: 'submit' }, 'closesAt'],
      [{ durationMinutes: 35, opensAt: null, closesAt: null, reviewAfter: 'window_close' }, 'closesAt'],
      [{ durationMinutes: 0, opensAt: null, closesAt: null, reviewAfter: 'submit' }, 'durationMinutes'],
      [{ durationMinutes: 35, opensAt: null, closesAt: null, reviewAfter: 'later' }, 'reviewAfter'],
    ] as const) {
      const reply = await call('PUT', settingsUrl(), teacher.token, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    const good = { durationMinutes: 35, opensAt: null, closesAt: null, reviewAfter: 'submit' };
    expect((await call('PUT', settingsUrl(), first, good)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/modules/2000000/tests/special_exam', teacher.token, good)).statusCode).toBe(
      404,
    );
  });

  it('refuses a start before the window opens and after it closes, saying when, and keeps an attempt readable', async () => {
    const opensAt = now + HOUR_MS;
    const closesAt = opensAt + 20 * MINUTE_MS;
    const saved = await call('PUT', settingsUrl(), teacher.token, {
      durationMinutes: 35,
      opensAt,
      closesAt,
      reviewAfter: 'window_close',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    settle();

    const early = await start(first);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('This test opens on 26 Nov 2026, 11:00 am.');
    const tests = (await call('GET', `/api/modules/${moduleId}/tests`, first)).json() as TModuleTestList;
    expect(tests.tests.find((test) => test.category === 'special_exam')).toMatchObject({
      opensAt,
      closesAt,
      reviewOpensAt: closesAt,
    });

    now = opensAt + 5 * MINUTE_MS;
    const started = await start(first);
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json() as { id: number; deadlineAt: number; questions: { id: number }[] };
    // 35 minutes would run past the close: the attempt ends when the window does.
    expect(attempt.deadlineAt).toBe(closesAt);
    const submitted = await call('POST', `/api/attempts/${attempt.id}/submit`, first, {
      answers: { [attempt.questions[0]!.id]: 0 },
    });
    expect(submitted.statusCode).toBe(200);

    const key = await call('GET', `/api/attempts/${attempt.id}/review`, first);
    expect(key.statusCode).toBe(403);
    expect(key.json().error.code).toBe('REVIEW_NOT_OPEN');
    expect(key.json().error.message).toBe(
      'The answer key opens on 26 Nov 2026, 11:20 am, when the test window closes.',
    );

    now = closesAt;
    const late = await start(second);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This test closed on 26 Nov 2026, 11:20 am.');
    // The first student's finished attempt is still theirs to see, and now its key too.
    expect((await start(first)).statusCode).toBe(200);
    const opened = await call('GET', `/api/attempts/${attempt.id}/review`, first);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().questions).toHaveLength(10);
  });

  it('sets up a test a new module does not have yet, and audits every change', async () => {
    const added = await call('POST', `/api/admin/papers/${paperId}/modules`, teacher.token, {
      title: 'Revision module',
      description: '',
      duration: null,
      isFreePreview: false,
    });
    expect(added.statusCode, added.body).toBe(201);
    const newModuleId = (added.json() as { id: number }).id;
    const url = `/api/admin/modules/${newModuleId}/tests/weekly_challenge`;
    expect((await call('GET', url, teacher.token)).json()).toMatchObject({ quizId: null, questionCount: 0 });
    const saved = await call('PUT', url, teacher.token, {
      durationMinutes: 20,
      opensAt: null,
      closesAt: null,
      reviewAfter: 'submit',
    });
    expect(saved.json()).toMatchObject({ title: 'Weekly Challenge', durationMinutes: 20 });
    expect((saved.json() as TTestSettings).quizId).not.toBeNull();
    const audit = await testApp.database.db
      .selectFrom('auditLog')
      .select(['action', 'actorUserId'])
      .where('entityType', '=', 'test')
      .execute();
    expect(audit).toEqual([
      { action: 'test.update', actorUserId: teacher.id },
      { action: 'test.update', actorUserId: teacher.id },
    ]);
  });
});
