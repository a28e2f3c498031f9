import { describe, expect, it } from 'vitest';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { ZAttempt, ZErrorBody, type TAttempt, type TAttemptQuestion } from '@padanam/contract';
import { attemptSerializerCompiler } from './attempt-serializer.js';

const route = { method: 'POST', url: '/api/attempts' };
const serializeAttempt = attemptSerializerCompiler({ ...route, schema: ZAttempt, httpStatus: '200' });
const serializeAsTheAppDoes = serializerCompiler({ ...route, schema: ZAttempt, httpStatus: '200' });

const info = {
  id: 7,
  quizId: 3,
  moduleId: 11,
  moduleNumber: 2,
  moduleTitle: 'Module 2',
  paperId: 5,
  paperTitle: 'Kerala History',
  paperType: 'Major',
  category: 'weekly_challenge',
  title: 'Weekly Challenge',
  startedAt: 1_000,
} as const;

const question = (id: number): TAttemptQuestion => ({
  id,
  text: `Question ${id}: "quoted", a back\\slash and മലയാളം`,
  options: ['A', 'B', 'C', 'D'],
  imageUrl: id % 2 === 0 ? `/media/questions/${id}.png` : null,
});

function openAttempt(questions: TAttemptQuestion[]): TAttempt {
  return {
    ...info,
    status: 'open',
    deadlineAt: 2_101_000,
    serverNow: 5_000,
    durationSeconds: 2_100,
    maxMarks: questions.length,
    questions,
    answers: { '1': 2, '2': null },
    currentQuestionId: 2,
    marked: [2],
    visited: [1, 2],
  };
}

describe('the attempt serializer', () => {
  it('writes an open attempt as the app serializer would, whether its questions are shared or not', () => {
    const shared = Object.freeze([question(1), question(2), question(3)]) as TAttemptQuestion[];
    for (const questions of [shared, shared, [question(1), question(2)]]) {
      const attempt = openAttempt(questions);
      expect(JSON.parse(serializeAttempt(attempt))).toEqual(JSON.parse(serializeAsTheAppDoes(attempt)));
    }
  });

  it('writes only the contract fields of a question: a key handed to it by mistake stays out', () => {
    const leaking = [{ ...question(1), correctOption: 2, solution: 'B because…' }];
    const json = serializeAttempt(openAttempt(leaking));
    expect(json).not.toContain('correctOption');
    expect(json).not.toContain('solution');
    expect(JSON.parse(json).questions).toEqual([question(1)]);
  });

  it('checks questions again when the array is not frozen (nothing stale is written)', () => {
    const questions = [question(1)];
    expect(JSON.parse(serializeAttempt(openAttempt(questions))).questions[0].options).toHaveLength(4);
    questions[0] = { ...question(1), options: ['only one'] };
    expect(JSON.parse(serializeAttempt(openAttempt(questions))).questions[0].options).toEqual(['only one']);
  });

  it('refuses a reply outside the contract, in the questions or in the rest', () => {
    const badQuestion = openAttempt([{ ...question(1), text: 42 } as unknown as TAttemptQuestion]);
    expect(() => serializeAttempt(badQuestion)).toThrow(ResponseSerializationError);
    const badHead = { ...openAttempt([question(1)]), deadlineAt: 'soon' } as unknown as TAttempt;
    expect(() => serializeAttempt(badHead)).toThrow(ResponseSerializationError);
  });

  it('leaves a finished attempt and other status codes to the app serializer', () => {
    const finished = {
      ...info,
      status: 'finished',
      result: {
        totalQuestions: 10,
        answeredQuestions: 8,
        unansweredQuestions: 2,
        correctAnswers: 6,
        wrongAnswers: 2,
        skippedQuestions: 2,
        workingTime: 600,
        totalScore: 5.5,
        maxMarks: 10,
        percentage: 55,
        finishedAt: 601_000,
      },
    };
    expect(serializeAttempt(finished)).toBe(serializeAsTheAppDoes(finished));
    const error = { error: { code: 'NOT_FOUND', message: 'Not here.' } };
    const serializeError = attemptSerializerCompiler({ ...route, schema: ZErrorBody, httpStatus: '404' });
    expect(serializeError(error)).toBe(JSON.stringify(error));
  });
});
