/**
 * Doubts on this engine: a student asks about a module they can open (a locked one refused), about
 * a question of their own finished test only; reads only their own; follows up until closed; adds
 * one picture. Teachers see the queue by status, paper, module and age, answer (the student gets
 * a notification leading to the doubt) and close; students cannot answer. What of a question the
 * student sees is the answer-key rule's: no correct option, and no tutor's reply (nor its
 * notification), before a windowed test's key opens; no question once the module is revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDoubt, TAdminDoubtPage, TDoubt, TDoubtList, TNotificationList } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { grantEnrollment, revokeEnrollments } from '../../test/enrollments.js';
import { callerOf, insertStaff, TINY_PNG, uploadForm, WINDOWS_PROGRAM } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

describe('doubts', () => {
  let now = Date.UTC(2026, 10, 25, 6, 0);
  let testApp: TestApp;
  let teacher: { id: number; token: string };
  let student: { id: number; token: string };
  let other: { id: number; token: string };
  let freeModule: { id: number; paperId: number };
  let lockedModule: { id: number; paperId: number };
  let lockedModuleId: number;
  let finished: { attemptId: number; questionId: number; secondQuestionId: number };
  const call = callerOf(() => testApp.app);

  const ask = (token: string, body: Record<string, unknown>) => call('POST', '/api/doubts', token, body);

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, clock: () => now });
    const db = testApp.database.db;
    teacher = await insertStaff(db, 'teacher', now);
    for (const [key, name] of [
      ['student', 'Doubt Student'],
      ['other', 'Other Student'],
    ] as const) {
      const { id } = await insertStudent(db, { name });
      const session = { id, token: await startStudentSession(db, id, now) };
      if (key === 'student') student = session;
      else other = session;
    }
    freeModule = await db
      .selectFrom('modules')
      .select(['id', 'paperId'])
      .where('isFreePreview', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    lockedModule = await db
      .selectFrom('modules')
      .select(['id', 'paperId'])
      .where('isFreePreview', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    lockedModuleId = lockedModule.id;
    const exam = await call('POST', '/api/attempts', student.token, {
      moduleId: freeModule.id,
      category: 'special_exam',
    });
    expect(exam.statusCode, exam.body).toBe(200);
    const { id: attemptId, questions } = exam.json() as { id: number; questions: { id: number }[] };
    const submitted = await call('POST', `/api/attempts/${attemptId}/submit`, student.token, {
      answers: { [questions[1]!.id]: 2 },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    finished = { attemptId, questionId: questions[1]!.id, secondQuestionId: questions[0]!.id };
  });
  afterAll(() => testApp.close());

  it('asks about a question of your finished test and shows it as you saw it in the key', async () => {
    const reply = await ask(student.token, {
      moduleId: freeModule.id,
      attemptId: finished.attemptId,
      questionId: finished.questionId,
      text: '  Why is the stack empty after the last pop?  ',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const doubt = reply.json() as TDoubt;
    expect(doubt).toMatchObject({
      status: 'open',
      moduleId: freeModule.id,
      paperId: freeModule.paperId,
      questionNumber: 2,
      excerpt: 'Why is the stack empty after the last pop?',
      hasImage: false,
      messages: [{ from: 'student', tutorName: null, text: 'Why is the stack empty after the last pop?' }],
    });
    expect(doubt.question).toMatchObject({ number: 2, chosenOption: 2 });
    expect(doubt).not.toHaveProperty('student');
    const list = (await call('GET', '/api/doubts', student.token)).json() as TDoubtList;
    expect(list.items.map((item) => item.id)).toEqual([doubt.id]);
  });

  it('refuses a locked module, a question of someone else, blank text and stray fields', async () => {
    const locked = await ask(student.token, { moduleId: lockedModuleId, text: 'Can I ask?' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.code).toBe('NOT_ENROLLED');
    const notTheirs = await ask(other.token, {
      moduleId: freeModule.id,
      attemptId: finished.attemptId,
      questionId: finished.questionId,
      text: 'Planted',
    });
    expect(notTheirs.statusCode).toBe(404);
    for (const body of [
      { moduleId: freeModule.id, text: '   ' },
      { moduleId: freeModule.id, text: 'x'.repeat(2001) },
      { moduleId: freeModule.id, attemptId: finished.attemptId, text: 'Only the attempt' },
      { moduleId: freeModule.id, text: 'x', userId: other.id },
    ]) {
      const refused = await ask(student.token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await ask(student.token, { moduleId: 2_000_000, text: 'Nowhere' })).statusCode).toBe(404);
    // Nothing was written by the refusals: the other student has no doubts.
    expect(((await call('GET', '/api/doubts', other.token)).json() as TDoubtList).items).toEqual([]);
  });

  it("never shows or touches another student's doubt", async () => {
    const [mine] = ((await call('GET', '/api/doubts', student.token)).json() as TDoubtList).items;
    for (const [method, url, body] of [
      ['GET', `/api/doubts/${mine!.id}`, undefined],
      ['POST', `/api/doubts/${mine!.id}/messages`, { text: 'Planted' }],
      ['POST', `/api/doubts/${mine!.id}/image`, uploadForm(TINY_PNG, 'page.png')],
      ['GET', `/api/doubts/${mine!.id}/image`, undefined],
    ] as const) {
      const reply = await call(method, url, other.token, body);
      expect(reply.statusCode, url).toBe(404);
    }
    const students = await call('GET', '/api/admin/doubts', student.token);
    expect(students.statusCode).toBe(403);
    const answer = await call('POST', `/api/admin/doubts/${mine!.id}/messages`, student.token, { text: 'Me' });
    expect(answer.statusCode).toBe(403);
    const doubt = (await call('GET', `/api/doubts/${mine!.id}`, student.token)).json() as TDoubt;
    expect(doubt.messages).toHaveLength(1);
  });

  it('takes one picture, refuses a disguised program, and serves it to its student and staff', async () => {
    const { id } = (await ask(student.token, { moduleId: freeModule.id, text: 'See my notebook' })).json() as TDoubt;
    const program = await call('POST', `/api/doubts/${id}/image`, student.token, uploadForm(WINDOWS_PROGRAM, 'a.png'));
    expect(program.statusCode, program.body).toBe(415);
    const attached = await call('POST', `/api/doubts/${id}/image`, student.token, uploadForm(TINY_PNG, 'a.png'));
    expect(attached.statusCode, attached.body).toBe(200);
    expect((attached.json() as TDoubt).hasImage).toBe(true);
    const again = await call('POST', `/api/doubts/${id}/image`, student.token, uploadForm(TINY_PNG, 'b.png'));
    expect(again.statusCode).toBe(409);
    for (const [url, token] of [
      [`/api/doubts/${id}/image`, student.token],
      [`/api/admin/doubts/${id}/image`, teacher.token],
    ] as const) {
      const image = await call('GET', url, token);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(Buffer.from(TINY_PNG))).toBe(true);
    }
  });

  it('lets a teacher find, answer and close a doubt; the student is notified and follows up', async () => {
    now += 2 * DAY_MS;
    const { id } = (
      await ask(student.token, { moduleId: freeModule.id, text: 'What does a queue underflow mean?' })
    ).json() as TDoubt;
    const queue = async (query: string) =>
      ((await call('GET', `/api/admin/doubts?${query}`, teacher.token)).json() as TAdminDoubtPage).items.map(
        (item) => item.id,
      );
    expect(await queue(`status=open&moduleId=${freeModule.id}`)).toContain(id);
    expect(await queue(`paperId=${freeModule.paperId}`)).toContain(id);
    expect(await queue(`moduleId=${lockedModuleId}`)).not.toContain(id);
    // Waiting for a day or more: only the ones asked two days ago.
    const older = await queue('status=open&olderThan=1d');
    expect(older.length).toBeGreaterThan(0);
    expect(older).not.toContain(id);
    expect((await call('GET', '/api/admin/doubts?olderThan=2w', teacher.token)).statusCode).toBe(400);

    const answered = await call('POST', `/api/admin/doubts/${id}/messages`, teacher.token, {
      text: 'Removing from an empty queue: there is nothing to take.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const doubt = answered.json() as TAdminDoubt;
    expect(doubt.status).toBe('answered');
    expect(doubt.student.id).toBe(student.id);
    expect(doubt.messages.map((message) => message.from)).toEqual(['student', 'tutor']);
    // A reply nothing holds back is simply answered, in the list too.
    const [listed] = ((await call('GET', '/api/doubts', student.token)).json() as TDoubtList).items.filter(
      (item) => item.id === id,
    );
    expect(listed).toMatchObject({ status: 'answered', answerShowsAt: null });

    const notices = (await call('GET', '/api/notifications', student.token)).json() as TNotificationList;
    const notice = notices.items.find((item) => item.link === `/your-doubts?doubt=${id}`);
    expect(notice).toMatchObject({ kind: 'padanam', isRead: false });
    expect(notice!.content).toContain('Removing from an empty queue');
    const othersNotices = (await call('GET', '/api/notifications', other.token)).json() as TNotificationList;
    expect(othersNotices.items.some((item) => item.link !== null)).toBe(false);
    // A personal notice is not one staff publish: the console's list leaves it out.
    const published = (await call('GET', '/api/admin/announcements?pageSize=100', teacher.token)).json() as {
      items: { id: number }[];
    };
    expect(published.items.map((item) => item.id)).not.toContain(notice!.id);

    const followUp = await call('POST', `/api/doubts/${id}/messages`, student.token, { text: 'And overflow?' });
    expect(followUp.statusCode).toBe(201);
    expect((followUp.json() as TDoubt).status).toBe('open');
    const blank = await call('POST', `/api/doubts/${id}/messages`, student.token, { text: ' ' });
    expect(blank.statusCode).toBe(400);

    const closed = await call('PATCH', `/api/admin/doubts/${id}`, teacher.token, { isClosed: true });
    expect((closed.json() as TAdminDoubt).status).toBe('closed');
    const late = await call('POST', `/api/doubts/${id}/messages`, student.token, { text: 'One more' });
    expect(late.statusCode).toBe(409);
    const reopened = await call('PATCH', `/api/admin/doubts/${id}`, teacher.token, { isClosed: false });
    expect((reopened.json() as TAdminDoubt).status).toBe('open');
    const audit = await testApp.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityType', '=', 'doubt')
      .where('entityId', '=', id)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['doubt.answer', 'doubt.close', 'doubt.reopen']);
  });

  /** A new student with a finished test in the module (category), and a doubt about its first question. */
  async function doubtAboutFinishedTest(moduleId: number, category: 'weekly_challenge' | 'special_exam') {
    const db = testApp.database.db;
    const { id } = await insertStudent(db);
    const token = await startStudentSession(db, id, now);
    const started = await call('POST', '/api/attempts', token, { moduleId, category });
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json() as { id: number; questions: { id: number }[] };
    const questionId = attempt.questions[0]!.id;
    const submitted = await call('POST', `/api/attempts/${attempt.id}/submit`, token, { answers: { [questionId]: 1 } });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const asked = await ask(token, { moduleId, attemptId: attempt.id, questionId, text: 'Why not the first one?' });
    expect(asked.statusCode, asked.body).toBe(201);
    return { student: { id, token }, attemptId: attempt.id, doubt: asked.json() as TDoubt };
  }

  it("keeps a windowed test's key and the tutor's answer back until the window closes (the list saying when), then shows both", async () => {
    const closesAt = now + HOUR_MS;
    const settings = await call('PUT', `/api/admin/modules/${freeModule.id}/tests/weekly_challenge`, teacher.token, {
      durationMinutes: 35,
      opensAt: null,
      closesAt,
      reviewAfter: 'window_close',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    now += 11_000; // past the quiz cache's 10 s
    const { student: asker, attemptId, doubt } = await doubtAboutFinishedTest(freeModule.id, 'weekly_challenge');
    expect((await call('GET', `/api/attempts/${attemptId}/review`, asker.token)).json().error.code).toBe(
      'REVIEW_NOT_OPEN',
    );
    // Asked before the key opens: the question and the student's own answer only.
    expect(doubt.question).toMatchObject({ number: 1, chosenOption: 1, correctOption: null });
    expect(doubt.keyOpensAt).toBe(closesAt);
    const listed = async () =>
      ((await call('GET', '/api/doubts', asker.token)).json() as TDoubtList).items.find((item) => item.id === doubt.id);
    // Waiting for a tutor: nothing is held back yet.
    expect(await listed()).toMatchObject({ status: 'open', answerShowsAt: null });

    const answered = await call('POST', `/api/admin/doubts/${doubt.id}/messages`, teacher.token, {
      text: 'The third option: a stack is last in, first out.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    // The tutor sees the key, their answer, and when the student will see them.
    const staffView = answered.json() as TAdminDoubt;
    expect(staffView.question?.correctOption).toEqual(expect.any(Number));
    expect(staffView.keyOpensAt).toBe(closesAt);
    expect(staffView.messages.map((message) => message.from)).toEqual(['student', 'tutor']);

    const before = (await call('GET', `/api/doubts/${doubt.id}`, asker.token)).json() as TDoubt;
    expect(before.question?.correctOption).toBeNull();
    expect(before.messages.map((message) => message.from)).toEqual(['student']);
    expect(JSON.stringify(before)).not.toContain('last in, first out');
    // The list and the thread say when the answer shows, not just "answered".
    expect(before.answerShowsAt).toBe(closesAt);
    expect(await listed()).toMatchObject({ status: 'answered', answerShowsAt: closesAt });
    const noticesOf = async () =>
      ((await call('GET', '/api/notifications', asker.token)).json() as TNotificationList).items.filter(
        (item) => item.link === `/your-doubts?doubt=${doubt.id}`,
      );
    expect(await noticesOf()).toEqual([]);

    now = closesAt;
    const after = (await call('GET', `/api/doubts/${doubt.id}`, asker.token)).json() as TDoubt;
    expect(after.question?.correctOption).toBe(staffView.question?.correctOption);
    expect(after.keyOpensAt).toBeNull();
    expect(after.answerShowsAt).toBeNull();
    expect(await listed()).toMatchObject({ status: 'answered', answerShowsAt: null });
    expect(after.messages.map((message) => message.text)).toEqual([
      'Why not the first one?',
      'The third option: a stack is last in, first out.',
    ]);
    const [notice] = await noticesOf();
    expect(notice).toMatchObject({ publishedAt: closesAt, isRead: false });
    expect(notice!.content).not.toContain('last in, first out');
    expect((await call('GET', `/api/attempts/${attemptId}/review`, asker.token)).statusCode).toBe(200);
  });

  it('shows no paid question or key once the module is revoked, while the thread stays the student’s', async () => {
    const db = testApp.database.db;
    const { id } = await insertStudent(db);
    const grant = { userId: id, paperId: lockedModule.paperId };
    await grantEnrollment(db, grant);
    const token = await startStudentSession(db, id, now);
    const started = (
      await call('POST', '/api/attempts', token, { moduleId: lockedModule.id, category: 'special_exam' })
    ).json() as { id: number; questions: { id: number }[] };
    await call('POST', `/api/attempts/${started.id}/submit`, token, { answers: { [started.questions[0]!.id]: 0 } });
    const asked = await ask(token, {
      moduleId: lockedModule.id,
      attemptId: started.id,
      questionId: started.questions[0]!.id,
      text: 'Is the first option right?',
    });
    const { id: doubtId } = asked.json() as TDoubt;
    expect((asked.json() as TDoubt).question?.correctOption).toEqual(expect.any(Number));
    await call('POST', `/api/admin/doubts/${doubtId}/messages`, teacher.token, { text: 'Look at the second line.' });

    await revokeEnrollments(db, id, lockedModule.paperId);
    const revoked = (await call('GET', `/api/doubts/${doubtId}`, token)).json() as TDoubt;
    expect(revoked.question).toBeNull();
    expect(revoked.messages.map((message) => message.text)).toEqual([
      'Is the first option right?',
      'Look at the second line.',
    ]);
    const questionText = (
      await db
        .selectFrom('questions')
        .select('text')
        .where('id', '=', started.questions[0]!.id)
        .executeTakeFirstOrThrow()
    ).text;
    expect(JSON.stringify(revoked)).not.toContain(questionText);
    expect(((await call('GET', '/api/doubts', token)).json() as TDoubtList).items.map((item) => item.id)).toEqual([
      doubtId,
    ]);
    // Staff still see the question, to answer it.
    const staffView = (await call('GET', `/api/admin/doubts/${doubtId}`, teacher.token)).json() as TAdminDoubt;
    expect(staffView.question?.text).toBe(questionText);

    await grantEnrollment(db, grant);
    const again = (await call('GET', `/api/doubts/${doubtId}`, token)).json() as TDoubt;
    expect(again.question).toMatchObject({ text: questionText, correctOption: expect.any(Number) });
  });

  it('refuses a doubt about a question the attempt was never asked (added in a later revision)', async () => {
    const added = await call(
      'POST',
      `/api/admin/modules/${freeModule.id}/questions?category=special_exam`,
      teacher.token,
      {
        text: 'Added after the test was taken',
        options: ['Yes', 'No'],
        correctOption: 1,
        solution: null,
      },
    );
    expect(added.statusCode, added.body).toBe(201);
    const newest = (added.json() as { questions: { id: number }[] }).questions.at(-1)!;
    const reply = await ask(student.token, {
      moduleId: freeModule.id,
      attemptId: finished.attemptId,
      questionId: newest.id,
      text: 'And this one?',
    });
    expect(reply.statusCode, reply.body).toBe(404);
  });
});
