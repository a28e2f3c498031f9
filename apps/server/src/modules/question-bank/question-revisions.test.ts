/**
 * An edit never changes a taken test (this engine): a student mid-test when a question is
 * edited, another removed and one added keeps the questions, grading and answer key they
 * started with; a student who starts afterwards gets the new ones; the module's test list
 * counts the new set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAttemptReview, TModuleTestList } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addQuestion, beginRevision, endQuestion, replaceQuestion } from './question-revisions.repository.js';

interface OpenAttempt {
  id: number;
  questions: { id: number; text: string; options: string[] }[];
}

describe('question revisions', () => {
  let now = Date.UTC(2026, 10, 26, 4, 30);
  let testApp: TestApp;
  let moduleId: number;
  let quizId: number;
  let early: string;
  let late: string;
  const call = callerOf(() => testApp.app);
  const start = async (token: string) => {
    const reply = await call('POST', '/api/attempts', token, { moduleId, category: 'weekly_challenge' });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as OpenAttempt;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, clock: () => now });
    const db = testApp.database.db;
    const module = await db
      .selectFrom('modules')
      .select('id')
      .where('isFreePreview', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    moduleId = module.id;
    quizId = (
      await db
        .selectFrom('quizzes')
        .select('id')
        .where('moduleId', '=', moduleId)
        .where('category', '=', 'weekly_challenge')
        .executeTakeFirstOrThrow()
    ).id;
    early = await startStudentSession(db, (await insertStudent(db, { name: 'Early' })).id, now);
    late = await startStudentSession(db, (await insertStudent(db, { name: 'Late' })).id, now);
  });
  afterAll(() => testApp.close());

  it('keeps what a started attempt saw, and gives later students the edited test', async () => {
    const before = await start(early);
    const [first, second] = before.questions;
    const firstCorrect = (
      await testApp.database.db
        .selectFrom('questions')
        .select('correctOption')
        .where('id', '=', first!.id)
        .executeTakeFirstOrThrow()
    ).correctOption;
    expect(
      (await call('PUT', `/api/attempts/${before.id}/answers/${first!.id}`, early, { option: firstCorrect }))
        .statusCode,
    ).toBe(200);

    // A teacher rewrites question 1 (the right answer moves), removes question 2, adds one.
    await testApp.database.db.transaction().execute(async (trx) => {
      const revision = await beginRevision(trx, quizId);
      const replaced = await replaceQuestion(
        trx,
        quizId,
        first!.id,
        {
          text: 'Edited: which term is defined here?',
          options: ['Edited A', 'Edited B', 'Edited C'],
          correctOption: (firstCorrect + 1) % 3,
          solution: 'Edited solution',
          imageUrl: null,
        },
        revision,
      );
      expect(replaced).not.toBeNull();
      expect(await endQuestion(trx, quizId, second!.id, revision)).toBe(true);
      await addQuestion(
        trx,
        quizId,
        { text: 'A new question', options: ['Yes', 'No'], correctOption: 0, solution: null, imageUrl: null },
        999,
        revision,
      );
    });
    now += 11_000; // past the quiz cache's few seconds

    // The early student still has the questions they started with, in their order.
    const resumed = (await call('GET', `/api/attempts/${before.id}`, early)).json() as OpenAttempt;
    expect(resumed.questions).toEqual(before.questions);
    const submitted = await call('POST', `/api/attempts/${before.id}/submit`, early, {});
    expect(submitted.json().result).toMatchObject({ correctAnswers: 1, totalQuestions: 10 });
    const key = (await call('GET', `/api/attempts/${before.id}/review`, early)).json() as TAttemptReview;
    expect(key.questions.map((question) => question.text)).toEqual(before.questions.map((question) => question.text));
    expect(key.questions[0]).toMatchObject({ correctOption: firstCorrect, status: 'correct' });

    // A doubt about that question shows it as the early student saw it, with its number.
    const doubt = await call('POST', '/api/doubts', early, {
      moduleId,
      attemptId: before.id,
      questionId: first!.id,
      text: 'Why?',
    });
    expect(doubt.json()).toMatchObject({ questionNumber: 1, question: { number: 1, text: first!.text } });

    // A student starting now gets the edited test: 10 - 1 removed + 1 added.
    const after = await start(late);
    const texts = after.questions.map((question) => question.text);
    expect(texts[0]).toBe('Edited: which term is defined here?');
    expect(texts).not.toContain(second!.text);
    expect(texts.at(-1)).toBe('A new question');
    expect(after.questions).toHaveLength(10);
    const tests = (await call('GET', `/api/modules/${moduleId}/tests`, late)).json() as TModuleTestList;
    expect(tests.tests.find((test) => test.category === 'weekly_challenge')?.questionCount).toBe(10);
    // An edit of a question that is no longer current is refused, not applied twice.
    await testApp.database.db.transaction().execute(async (trx) => {
      const revision = await beginRevision(trx, quizId);
      expect(
        await replaceQuestion(
          trx,
          quizId,
          first!.id,
          { text: 'Twice', options: ['a', 'b'], correctOption: 0, solution: null, imageUrl: null },
          revision,
        ),
      ).toBeNull();
    });
  });
});
