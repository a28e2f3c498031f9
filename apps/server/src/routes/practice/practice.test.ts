/**
 * The mistake notebook and untimed practice on this engine: wrong and skipped questions appear
 * only once the test's answer key opens to the student (a windowed test: when its window
 * closes) and only while they still have the module; practice asks without a key and answers
 * with one only after the choice; two right answers master a question (it leaves the notebook)
 * until it is brought back; practice never moves results or the leaderboard; someone else's
 * question, an unknown one and bad bodies are refused in the one error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotebook, TPracticeFeedback, TPracticeSet } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { createFakeClock } from '../../lib/clock.js';
import { insertStudent } from '../../test/accounts.js';
import { grantEnrollment, revokeEnrollments } from '../../test/enrollments.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const HOUR_MS = 60 * 60 * 1000;

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}
const LEAKY_KEY = /correct|solution|answerkey|explanation/i;

type Question = { id: number; correct: number; count: number };

describe('mistake notebook and practice', () => {
  const clock = createFakeClock(Date.UTC(2026, 10, 25, 6, 0));
  let testApp: TestApp;
  let teacher: { id: number; token: string };
  let paperId: number;
  /** Two paid modules of one paper: the first's Weekly Challenge is windowed, its Special Exam opens on submit. */
  let windowed: { id: number; number: number; title: string };
  let plain: { id: number; number: number; title: string };
  const call = callerOf(() => testApp.app);

  async function newStudent() {
    const db = testApp.database.db;
    const { id } = await insertStudent(db);
    await grantEnrollment(db, { userId: id, paperId });
    return { id, token: await startStudentSession(db, id, clock()) };
  }

  /** Takes a test: the first question right, the second wrong, the rest skipped; returns its questions. */
  async function finishWithMistakes(token: string, moduleId: number, category: string) {
    const started = await call('POST', '/api/attempts', token, { moduleId, category });
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json() as { id: number; questions: { id: number }[] };
    const rows = await testApp.database.db
      .selectFrom('questions')
      .select(['id', 'correctOption', 'options'])
      .where(
        'id',
        'in',
        attempt.questions.map((question) => question.id),
      )
      .execute();
    const questions: Question[] = attempt.questions.map(({ id }) => {
      const row = rows.find((entry) => entry.id === id)!;
      return { id, correct: row.correctOption, count: (JSON.parse(row.options) as string[]).length };
    });
    const [first, second] = questions as [Question, Question];
    const submitted = await call('POST', `/api/attempts/${attempt.id}/submit`, token, {
      answers: { [first.id]: first.correct, [second.id]: (second.correct + 1) % second.count },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return { attemptId: attempt.id, questions };
  }

  const notebookOf = async (token: string) => {
    const response = await call('GET', '/api/notebook', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TNotebook;
  };
  const idsIn = (papers: TNotebook['papers']) =>
    papers.flatMap((paper) => paper.modules.flatMap((module) => module.entries.map((entry) => entry.questionId)));
  const answer = (token: string, questionId: number, option: number) =>
    call('POST', '/api/practice/answers', token, { questionId, option });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, clock });
    const db = testApp.database.db;
    teacher = await insertStaff(db, 'teacher', clock());
    const paid = await db
      .selectFrom('modules')
      .select(['id', 'paperId', 'number', 'title'])
      .where('isFreePreview', '=', 0)
      .orderBy('paperId')
      .orderBy('number')
      .execute();
    paperId = paid[0]!.paperId;
    const ofPaper = paid.filter((module) => module.paperId === paperId);
    windowed = ofPaper[0]!;
    plain = ofPaper[1]!;
    const settings = await call('PUT', `/api/admin/modules/${windowed.id}/tests/weekly_challenge`, teacher.token, {
      durationMinutes: 35,
      opensAt: null,
      closesAt: clock() + HOUR_MS,
      reviewAfter: 'window_close',
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterAll(() => testApp.close());

  it("shows a windowed test's wrong and skipped questions only once its key opens, by paper and module", async () => {
    const student = await newStudent();
    const closesAt = clock() + HOUR_MS - 1000;
    await call('PUT', `/api/admin/modules/${windowed.id}/tests/weekly_challenge`, teacher.token, {
      durationMinutes: 35,
      opensAt: null,
      closesAt,
      reviewAfter: 'window_close',
    });
    clock.advance(11_000); // past the quiz caches' 10 s
    const { attemptId, questions } = await finishWithMistakes(student.token, windowed.id, 'weekly_challenge');

    const before = await notebookOf(student.token);
    expect(before.papers).toEqual([]);
    expect(before.waiting).toEqual([
      expect.objectContaining({ attemptId, opensAt: closesAt, moduleNumber: windowed.number }),
    ]);
    expect(keysOf(before).filter((key) => LEAKY_KEY.test(key))).toEqual([]);
    expect(((await call('GET', '/api/practice', student.token)).json() as TPracticeSet).questions).toEqual([]);
    const early = await answer(student.token, questions[1]!.id, 0);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('REVIEW_NOT_OPEN');
    expect(keysOf(early.json()).filter((key) => LEAKY_KEY.test(key))).toEqual([]);
    const restoreEarly = await call('POST', `/api/notebook/${questions[1]!.id}/restore`, student.token, {});
    expect(restoreEarly.statusCode).toBe(403);

    clock.set(closesAt);
    const after = await notebookOf(student.token);
    expect(after.waiting).toEqual([]);
    expect(after.papers).toHaveLength(1);
    expect(after.papers[0]).toMatchObject({ paperId, modules: [{ moduleId: windowed.id }] });
    const entries = after.papers[0]!.modules[0]!.entries;
    // The right one is not there; the wrong one and every skipped one are, in the test's order.
    expect(entries.map((entry) => entry.questionId)).toEqual(questions.slice(1).map((question) => question.id));
    const [wrong, skipped] = entries;
    const second = questions[1]!;
    expect(wrong).toMatchObject({
      attemptId,
      number: 2,
      status: 'wrong',
      chosenOption: (second.correct + 1) % second.count,
      correctOption: second.correct,
      solution: expect.any(String),
      timesRight: 0,
    });
    expect(skipped).toMatchObject({ number: 3, status: 'unanswered', chosenOption: null });
    expect(after.mastered).toEqual([]);
  });

  it('asks without a key, and gives right or wrong, the right option and the solution only after the answer', async () => {
    const student = await newStudent();
    const { questions } = await finishWithMistakes(student.token, plain.id, 'special_exam');
    const set = await call('GET', `/api/practice?source=notebook&moduleId=${plain.id}`, student.token);
    expect(set.statusCode, set.body).toBe(200);
    const practice = set.json() as TPracticeSet;
    expect(practice.questions.map((question) => question.id)).toEqual(questions.slice(1).map(({ id }) => id));
    expect(practice.questions[0]).toMatchObject({ moduleNumber: plain.number, testTitle: 'Special Exam' });
    expect(keysOf(practice).filter((key) => LEAKY_KEY.test(key))).toEqual([]);
    // The module's set holds every question of its tests whose key is open, the right one too.
    const whole = (await call('GET', `/api/practice?source=module&moduleId=${plain.id}`, student.token)).json();
    expect((whole as TPracticeSet).questions.map((question) => question.id)).toEqual(questions.map(({ id }) => id));

    const second = questions[1]!;
    const wrong = await answer(student.token, second.id, (second.correct + 1) % second.count);
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toEqual({
      questionId: second.id,
      option: (second.correct + 1) % second.count,
      isCorrect: false,
      correctOption: second.correct,
      solution: expect.any(String),
      timesRight: 0,
      isMastered: false,
    });
    const right = (await answer(student.token, second.id, second.correct)).json() as TPracticeFeedback;
    expect(right).toMatchObject({ isCorrect: true, timesRight: 1, isMastered: false });
    const rows = await testApp.database.db
      .selectFrom('practiceAnswers')
      .select(['chosenOption', 'isCorrect'])
      .where('userId', '=', student.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { chosenOption: (second.correct + 1) % second.count, isCorrect: 0 },
      { chosenOption: second.correct, isCorrect: 1 },
    ]);
  });

  it('takes a question answered right twice out of the notebook, into Mastered, and brings it back', async () => {
    const student = await newStudent();
    const { questions } = await finishWithMistakes(student.token, plain.id, 'weekly_challenge');
    const third = questions[2]!;
    expect((await answer(student.token, third.id, third.correct)).json()).toMatchObject({ isMastered: false });
    expect(idsIn((await notebookOf(student.token)).papers)).toContain(third.id);
    const twice = (await answer(student.token, third.id, third.correct)).json() as TPracticeFeedback;
    expect(twice).toMatchObject({ isCorrect: true, timesRight: 2, isMastered: true });

    const notebook = await notebookOf(student.token);
    expect(idsIn(notebook.papers)).not.toContain(third.id);
    expect(idsIn(notebook.papers)).toContain(questions[1]!.id);
    expect(idsIn(notebook.mastered)).toEqual([third.id]);
    const set = (await call('GET', '/api/practice', student.token)).json() as TPracticeSet;
    expect(set.questions.map((question) => question.id)).not.toContain(third.id);

    const restored = await call('POST', `/api/notebook/${third.id}/restore`, student.token, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ questionId: third.id, timesRight: 0, isMastered: false });
    const back = await notebookOf(student.token);
    expect(idsIn(back.papers)).toContain(third.id);
    expect(idsIn(back.mastered)).toEqual([]);
    const entry = back.papers[0]!.modules[0]!.entries.find((each) => each.questionId === third.id);
    expect(entry?.timesRight).toBe(0);
    // One right answer after coming back is not enough again.
    expect((await answer(student.token, third.id, third.correct)).json()).toMatchObject({
      timesRight: 1,
      isMastered: false,
    });
  });

  it('hides the entries of a module whose enrollment was revoked, and refuses its practice, until a new grant', async () => {
    const student = await newStudent();
    const { questions } = await finishWithMistakes(student.token, plain.id, 'special_exam');
    expect(idsIn((await notebookOf(student.token)).papers)).toHaveLength(questions.length - 1);

    await revokeEnrollments(testApp.database.db, student.id, paperId);
    expect(await notebookOf(student.token)).toEqual({ papers: [], mastered: [], waiting: [] });
    const second = questions[1]!;
    const refused = [
      await answer(student.token, second.id, second.correct),
      await call('POST', `/api/notebook/${second.id}/restore`, student.token, {}),
      await call('GET', `/api/practice?source=module&moduleId=${plain.id}`, student.token),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().error.code).toBe('NOT_ENROLLED');
      expect(keysOf(response.json()).filter((key) => LEAKY_KEY.test(key))).toEqual([]);
    }
    expect(((await call('GET', '/api/practice', student.token)).json() as TPracticeSet).questions).toEqual([]);
    const written = await testApp.database.db
      .selectFrom('practiceAnswers')
      .select('id')
      .where('userId', '=', student.id)
      .execute();
    expect(written).toEqual([]);

    await grantEnrollment(testApp.database.db, { userId: student.id, paperId });
    expect(idsIn((await notebookOf(student.token)).papers)).toHaveLength(questions.length - 1);
  });

  it('never changes results or the leaderboard', async () => {
    const student = await newStudent();
    const { questions } = await finishWithMistakes(student.token, plain.id, 'weekly_challenge');
    const results = (await call('GET', '/api/results', student.token)).body;
    const board = (await call('GET', '/api/leaderboard?period=all', student.token)).json();
    const totals = await testApp.database.db
      .selectFrom('leaderboardTotals')
      .selectAll()
      .where('userId', '=', student.id)
      .execute();
    for (const question of questions) {
      expect((await answer(student.token, question.id, question.correct)).statusCode).toBe(200);
      expect((await answer(student.token, question.id, question.correct)).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/results', student.token)).body).toBe(results);
    expect((await call('GET', '/api/leaderboard?period=all', student.token)).json().me).toEqual(board.me);
    expect(
      await testApp.database.db.selectFrom('leaderboardTotals').selectAll().where('userId', '=', student.id).execute(),
    ).toEqual(totals);
    // Every question of that test is mastered now: nothing of it is left in the notebook.
    expect(await notebookOf(student.token)).toMatchObject({ papers: [] });
  });

  it("refuses someone else's question, an unknown one and an open test's with 403/404 in the one shape", async () => {
    const owner = await newStudent();
    const stranger = await newStudent();
    const { questions } = await finishWithMistakes(owner.token, plain.id, 'special_exam');
    const second = questions[1]!;
    for (const response of [
      await answer(stranger.token, second.id, second.correct),
      await call('POST', `/api/notebook/${second.id}/restore`, stranger.token, {}),
      await answer(owner.token, 2_000_000_000, 0),
      await call('POST', '/api/notebook/2000000000/restore', owner.token, {}),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'That question is not in your practice.' },
      });
    }
    // A test still open: its key is not open, so neither is practice of it.
    const open = (
      await call('POST', '/api/attempts', stranger.token, { moduleId: plain.id, category: 'weekly_challenge' })
    ).json() as { questions: { id: number }[] };
    const openAnswer = await answer(stranger.token, open.questions[0]!.id, 0);
    expect(openAnswer.statusCode).toBe(403);
    expect(openAnswer.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'The answer key opens once the test is submitted.' },
    });
    expect(await notebookOf(stranger.token)).toEqual({ papers: [], mastered: [], waiting: [] });
  });

  it.each([
    [{}, 'questionId'],
    [{ questionId: 1 }, 'option'],
    [{ questionId: 'x', option: 0 }, 'questionId'],
    [{ questionId: 1, option: -1 }, 'option'],
    [{ questionId: 1, option: 1.5 }, 'option'],
    [{ questionId: 1, option: '0' }, 'option'],
  ])('refuses a bad practice answer %j with 400', async (payload, field) => {
    const student = await newStudent();
    const response = await call('POST', '/api/practice/answers', student.token, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(field) });
  });

  it('refuses an option the question does not have, a bad source, and a module set without a module', async () => {
    const student = await newStudent();
    const { questions } = await finishWithMistakes(student.token, plain.id, 'special_exam');
    const beyond = await answer(student.token, questions[1]!.id, questions[1]!.count);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.message).toContain('option');
    for (const url of [
      '/api/practice?source=everything',
      '/api/practice?source=module',
      '/api/practice?source=notebook&moduleId=abc',
      '/api/notebook/x/restore',
    ]) {
      const response = await call(
        url.endsWith('restore') ? 'POST' : 'GET',
        url,
        student.token,
        url.endsWith('restore') ? {} : undefined,
      );
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    const unknownModule = await call('GET', '/api/practice?source=module&moduleId=2000000000', student.token);
    expect(unknownModule.statusCode).toBe(404);
  });
});
