/**
 * After the test: a finished attempt's standing among everyone who finished the test (rank with
 * ties, percentile, topper, average, time per question), the analysis (option distributions,
 * only once the answer key opens), and the history list's ranks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAttemptAnalysis, TAttemptStanding, TResultList } from '@padanam/contract';
import { createFakeClock } from '../../lib/clock.js';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { grantEnrollment, revokeEnrollments } from '../../test/enrollments.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('results: standing and analysis', () => {
  const clock = createFakeClock();
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let paperId: number;
  let freeModuleId: number;
  let paidModuleId: number;
  /** The four students of the ranking, by name: token and finished weekly attempt. */
  const ranked = new Map<string, { token: string; attemptId: number }>();

  const get = (url: string, token: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
  const newStudent = async (name: string) => {
    const student = await insertStudent(testApp.database.db, { name });
    return { ...student, token: await logIn(testApp.app, sms, student.phone) };
  };
  const questionsOf = async (quizId: number) =>
    testApp.database.db
      .selectFrom('questions')
      .select(['id', 'correctOption', 'options'])
      .where('quizId', '=', quizId)
      .where('isDeleted', '=', 0)
      .orderBy('position')
      .orderBy('id')
      .execute();

  /**
   * Starts a test, answers the first `right` questions right and the next `wrong` wrong, marks
   * every answered question `seconds` on screen, spends `minutes`, and submits.
   */
  async function finish(
    token: string,
    moduleId: number,
    {
      right,
      wrong,
      seconds,
      minutes,
      category = 'weekly_challenge',
    }: {
      right: number;
      wrong: number;
      seconds: number;
      minutes: number;
      category?: string;
    },
  ): Promise<number> {
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/api/attempts',
      headers: bearer(token),
      payload: { moduleId, category },
    });
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json();
    const questions = await questionsOf(attempt.quizId);
    for (const [index, question] of questions.slice(0, right + wrong).entries()) {
      const count = (JSON.parse(question.options) as string[]).length;
      const option = index < right ? question.correctOption : (question.correctOption + 1) % count;
      const saved = await testApp.app.inject({
        method: 'PUT',
        url: `/api/attempts/${attempt.id}/answers/${question.id}`,
        headers: bearer(token),
        payload: { option },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // The app reports seconds on screen with its saves; here they are written directly.
    await testApp.database.db
      .updateTable('attemptAnswers')
      .set({ secondsOnScreen: seconds })
      .where('attemptId', '=', attempt.id)
      .execute();
    clock.advance(minutes * MINUTE);
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: `/api/attempts/${attempt.id}/submit`,
      headers: bearer(token),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return attempt.id as number;
  }

  const standingOf = async (name: string) => {
    const { token, attemptId } = ranked.get(name)!;
    const response = await get(`/api/attempts/${attemptId}/standing`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TAttemptStanding;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms, clock });
    paperId = (await testApp.app.inject({ method: 'GET', url: '/api/papers?type=Major' })).json().papers[0].id;
    const modules = (await testApp.app.inject({ method: 'GET', url: `/api/papers/${paperId}/modules` })).json()
      .modules as { id: number; isFreePreview: boolean }[];
    freeModuleId = modules.find((module) => module.isFreePreview)!.id;
    paidModuleId = modules.find((module) => !module.isFreePreview)!.id;
  });
  afterAll(() => testApp.close());

  it('ranks ties together, with percentile, topper and average, updating as more students finish', async () => {
    for (const [name, plan] of [
      ['Asha', { right: 5, wrong: 0, seconds: 30, minutes: 5 }], // 5
      ['Biju', { right: 5, wrong: 0, seconds: 50, minutes: 10 }], // 5
    ] as const) {
      const student = await newStudent(name);
      ranked.set(name, { token: student.token, attemptId: await finish(student.token, freeModuleId, plan) });
    }
    expect(await standingOf('Asha')).toMatchObject({ rank: 1, participants: 2, percentile: 100, topScore: 5 });

    for (const [name, plan] of [
      ['Chitra', { right: 8, wrong: 2, seconds: 40, minutes: 15 }], // 8 - 0.66 = 7.34
      ['Dev', { right: 0, wrong: 3, seconds: 20, minutes: 20 }], // -0.99, never below 0
    ] as const) {
      const student = await newStudent(name);
      ranked.set(name, { token: student.token, attemptId: await finish(student.token, freeModuleId, plan) });
    }
    const asha = await standingOf('Asha');
    expect(asha).toMatchObject({
      attemptId: ranked.get('Asha')!.attemptId,
      rank: 2,
      participants: 4,
      percentile: 75,
      score: 5,
      topScore: 7.34,
      averageScore: 4.34, // (5 + 5 + 7.34 + 0) / 4 = 4.335
      maxMarks: 10,
      workingTime: 300,
      averageWorkingTime: 750,
    });
    expect((await standingOf('Biju')).rank).toBe(2);
    expect(await standingOf('Chitra')).toMatchObject({ rank: 1, percentile: 100 });
    expect(await standingOf('Dev')).toMatchObject({ rank: 4, percentile: 25, score: 0 });

    // Time per question against everyone's average (a question never answered counts as 0 s).
    expect(asha.questions).toHaveLength(10);
    expect(asha.questions[0]).toEqual({
      number: 1,
      questionId: expect.any(Number),
      seconds: 30,
      averageSeconds: 35, // (30 + 50 + 40 + 20) / 4
    });
    expect(asha.questions[5]).toMatchObject({ number: 6, seconds: 0, averageSeconds: 10 });
    // Nothing in the standing says which option is right.
    expect(JSON.stringify(asha)).not.toMatch(/correct|option/i);

    const history = (await get('/api/results', ranked.get('Biju')!.token)).json() as TResultList;
    expect(history.results.map((entry) => [entry.id, entry.rank, entry.participants])).toEqual([
      [ranked.get('Biju')!.attemptId, 2, 4],
    ]);
  });

  it('shows each question’s option distribution and the share who got it right', async () => {
    const { token, attemptId } = ranked.get('Asha')!;
    const response = await get(`/api/attempts/${attemptId}/analysis`, token);
    expect(response.statusCode, response.body).toBe(200);
    const analysis = response.json() as TAttemptAnalysis;
    expect(analysis.participants).toBe(4);
    expect(analysis.attempt.id).toBe(attemptId);
    const [first, , , , , sixth, , , , tenth] = analysis.questions;
    const wrongOf = (question: typeof first) => (question!.correctOption + 1) % question!.options.length;

    // Asha, Biju and Chitra right; Dev chose the option after the right one.
    expect(first).toMatchObject({ number: 1, status: 'correct', skippedBy: 0, correctShare: 75, seconds: 30 });
    expect(first!.chosenOption).toBe(first!.correctOption);
    expect(first!.optionCounts[first!.correctOption]).toBe(3);
    expect(first!.optionCounts[wrongOf(first)]).toBe(1);
    expect(first!.optionCounts.reduce((sum, count) => sum + count, 0)).toBe(4);

    // Only Chitra answered the sixth (right) and the tenth (wrong).
    expect(sixth).toMatchObject({ status: 'unanswered', chosenOption: null, skippedBy: 3, correctShare: 25 });
    expect(sixth!.optionCounts[sixth!.correctOption]).toBe(1);
    expect(tenth).toMatchObject({ skippedBy: 3, correctShare: 0, averageSeconds: 10 });
    expect(tenth!.optionCounts[wrongOf(tenth)]).toBe(1);
    expect(tenth!.optionCounts[tenth!.correctOption]).toBe(0);
  });

  it('counts a result in everyone’s standing and analysis at the very next read after its submit', async () => {
    const { token, attemptId } = ranked.get('Asha')!;
    const analysisNow = async () =>
      (await get(`/api/attempts/${attemptId}/analysis`, token)).json() as TAttemptAnalysis;
    const before = await analysisNow();
    const standingBefore = await standingOf('Asha');
    expect(standingBefore.participants).toBe(before.participants);

    // Within the same second: no clock moves, so nothing but the new finish can bring it in.
    const student = await newStudent('Isha');
    await finish(student.token, freeModuleId, { right: 10, wrong: 0, seconds: 60, minutes: 0 });
    const after = await analysisNow();
    expect(after.participants).toBe(before.participants + 1);
    expect(after.questions[9]!.optionCounts[after.questions[9]!.correctOption]).toBe(
      before.questions[9]!.optionCounts[before.questions[9]!.correctOption]! + 1,
    );
    expect(await standingOf('Asha')).toMatchObject({
      rank: standingBefore.rank + 1,
      participants: standingBefore.participants + 1,
      topScore: 10,
    });
  });

  it('counts a result closed at its past deadline in its own standing at once, and in the others’ within 30 s', async () => {
    const db = testApp.database.db;
    const startSilent = async (name: string) => {
      const student = await newStudent(name);
      const started = await testApp.app.inject({
        method: 'POST',
        url: '/api/attempts',
        headers: bearer(student.token),
        payload: { moduleId: freeModuleId, category: 'weekly_challenge' },
      });
      expect(started.statusCode, started.body).toBe(200);
      return { token: student.token, attemptId: started.json().id as number };
    };
    const [jaya, kiran] = [await startSilent('Jaya'), await startSilent('Kiran')];
    const before = (await standingOf('Asha')).participants;
    clock.advance(36 * MINUTE); // both past their deadlines; a later student finishes first
    const late = await newStudent('Lata');
    await finish(late.token, freeModuleId, { right: 1, wrong: 0, seconds: 5, minutes: 0 });
    expect((await standingOf('Asha')).participants).toBe(before + 1);

    // Jaya's own read closes her attempt as of its deadline, before Lata's finish: she counts in it.
    const own = await get(`/api/attempts/${jaya.attemptId}/standing`, jaya.token);
    expect(own.statusCode, own.body).toBe(200);
    const mine = own.json() as TAttemptStanding;
    expect(mine).toMatchObject({ participants: before + 2, score: 0 });
    expect(mine.rank).toBeLessThanOrEqual(mine.participants); // ties with the other 0 at the bottom
    expect(mine.percentile).toBeGreaterThan(0);
    expect((await standingOf('Asha')).participants).toBe(before + 2);

    // Kiran's closed by someone else (as the sweep does) at its past deadline: counted within 30 s.
    await db
      .updateTable('attempts')
      .set((eb) => ({
        status: 'finished',
        finishedAt: eb.ref('deadlineAt'),
        totalQuestions: 10,
        answeredQuestions: 0,
        correctAnswers: 0,
        wrongAnswers: 0,
        scoreHundredths: 0,
        maxMarks: 10,
        workingTimeSeconds: 35 * 60,
      }))
      .where('id', '=', kiran.attemptId)
      .execute();
    clock.advance(30_000);
    expect((await standingOf('Asha')).participants).toBe(before + 3);
    const { token, attemptId } = ranked.get('Asha')!;
    const analysis = (await get(`/api/attempts/${attemptId}/analysis`, token)).json() as TAttemptAnalysis;
    expect(analysis.participants).toBe(before + 3);
  });

  it('refuses the analysis until a window_close test’s key opens; the standing is there at once', async () => {
    const teacher = await insertStaff(testApp.database.db, 'teacher', clock());
    const closesAt = clock() + HOUR;
    const settings = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/modules/${freeModuleId}/tests/special_exam`,
      headers: bearer(teacher.token),
      payload: { durationMinutes: 35, opensAt: null, closesAt, reviewAfter: 'window_close' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    clock.advance(11_000); // past the quiz cache's 10 s
    const student = await newStudent('Esha');
    const attemptId = await finish(student.token, freeModuleId, {
      right: 2,
      wrong: 1,
      seconds: 5,
      minutes: 3,
      category: 'special_exam',
    });
    const refused = await get(`/api/attempts/${attemptId}/analysis`, student.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('REVIEW_NOT_OPEN');
    expect((await get(`/api/attempts/${attemptId}/standing`, student.token)).json()).toMatchObject({
      rank: 1,
      participants: 1,
    });

    clock.advance(HOUR);
    const opened = await get(`/api/attempts/${attemptId}/analysis`, student.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect((opened.json() as TAttemptAnalysis).questions[0]).toMatchObject({ status: 'correct', correctShare: 100 });
  });

  it('answers 403 NOT_ENROLLED once the enrollment is revoked, yet the result still counts for the others', async () => {
    const db = testApp.database.db;
    const [revoked, kept] = [await newStudent('Farah'), await newStudent('Gopi')];
    await grantEnrollment(db, { userId: revoked.id, paperId });
    await grantEnrollment(db, { userId: kept.id, paperId });
    const revokedAttempt = await finish(revoked.token, paidModuleId, { right: 6, wrong: 0, seconds: 9, minutes: 4 });
    const keptAttempt = await finish(kept.token, paidModuleId, { right: 3, wrong: 0, seconds: 9, minutes: 4 });
    expect((await get(`/api/attempts/${revokedAttempt}/analysis`, revoked.token)).statusCode).toBe(200);

    await revokeEnrollments(db, revoked.id, paperId);
    for (const url of [`/api/attempts/${revokedAttempt}/standing`, `/api/attempts/${revokedAttempt}/analysis`]) {
      const response = await get(url, revoked.token);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('NOT_ENROLLED');
    }
    // A refund does not rewrite the ranking: Gopi is still second of two.
    expect((await get(`/api/attempts/${keptAttempt}/standing`, kept.token)).json()).toMatchObject({
      rank: 2,
      participants: 2,
      topScore: 6,
    });
    expect(
      ((await get(`/api/attempts/${keptAttempt}/analysis`, kept.token)).json() as TAttemptAnalysis).questions[4],
    ).toMatchObject({ correctShare: 50, skippedBy: 1 });
  });

  it("hides someone else's attempt (404) and has no standing for an unfinished one", async () => {
    const { attemptId } = ranked.get('Asha')!;
    const stranger = await newStudent('Hari');
    for (const url of [`/api/attempts/${attemptId}/standing`, `/api/attempts/${attemptId}/analysis`]) {
      const response = await get(url, stranger.token);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const open = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/attempts',
        headers: bearer(stranger.token),
        payload: { moduleId: freeModuleId, category: 'weekly_challenge' },
      })
    ).json();
    expect((await get(`/api/attempts/${open.id}/standing`, stranger.token)).statusCode).toBe(409);
    const analysis = await get(`/api/attempts/${open.id}/analysis`, stranger.token);
    expect(analysis.statusCode).toBe(403);
    expect(analysis.json().error.code).toBe('FORBIDDEN');
  });
});
