import { describe, expect, it } from 'vitest';
import { gradeAnswers, percentageOf, toMarks } from './grading.js';

const questions = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, correctOption: index % 4 }));
const answersOf = (entries: [number, number | null][]) => new Map(entries);
const allCorrect = answersOf(questions.map((question) => [question.id, question.correctOption]));
const allWrong = answersOf(questions.map((question) => [question.id, (question.correctOption + 1) % 4]));

describe('gradeAnswers', () => {
  it('gives +1 for every correct answer', () => {
    const grade = gradeAnswers(questions, allCorrect);
    expect(grade).toEqual({
      totalQuestions: 10,
      answeredQuestions: 10,
      correctAnswers: 10,
      wrongAnswers: 0,
      scoreHundredths: 1000,
    });
    expect(percentageOf(grade.scoreHundredths, 10)).toBe(100);
  });

  it('floors all wrong at 0 rather than -3.3', () => {
    const grade = gradeAnswers(questions, allWrong);
    expect(grade).toMatchObject({ correctAnswers: 0, wrongAnswers: 10, scoreHundredths: 0 });
  });

  it('gives 0 for all skipped, whether absent or cleared', () => {
    expect(gradeAnswers(questions, new Map()).scoreHundredths).toBe(0);
    const cleared = gradeAnswers(questions, answersOf(questions.map((question) => [question.id, null])));
    expect(cleared).toMatchObject({ answeredQuestions: 0, correctAnswers: 0, wrongAnswers: 0, scoreHundredths: 0 });
  });

  it('keeps -0.33 exact in a mix: 7 right, 2 wrong, 1 skipped is 6.34', () => {
    const answers = answersOf([
      ...questions.slice(0, 7).map((question): [number, number] => [question.id, question.correctOption]),
      ...questions.slice(7, 9).map((question): [number, number] => [question.id, (question.correctOption + 2) % 4]),
    ]);
    const grade = gradeAnswers(questions, answers);
    expect(grade).toEqual({
      totalQuestions: 10,
      answeredQuestions: 9,
      correctAnswers: 7,
      wrongAnswers: 2,
      scoreHundredths: 634,
    });
    expect(toMarks(grade.scoreHundredths)).toBe(6.34);
    expect(percentageOf(grade.scoreHundredths, 10)).toBe(63.4);
    // Three wrong against one right: 1 - 0.99 = 0.01, not a floating-point 0.010000000000000009.
    const close = gradeAnswers(
      questions.slice(0, 4),
      answersOf([
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
      ]),
    );
    expect(toMarks(close.scoreHundredths)).toBe(0.01);
  });

  it('ignores answers to questions that are not in the test (deleted ones)', () => {
    const grade = gradeAnswers(questions.slice(0, 5), allCorrect);
    expect(grade).toMatchObject({ totalQuestions: 5, correctAnswers: 5, scoreHundredths: 500 });
  });
});
