import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { explainMarks, formatMarks, formatScoreOutOf100, scoreOutOf100 } from './score';

describe('scoreOutOf100', () => {
  it('rounds the share of correct answers', () => {
    expect(scoreOutOf100({ correctAnswers: 2, totalQuestions: 3 })).toBe(67);
    expect(scoreOutOf100({ correctAnswers: 1, totalQuestions: 3 })).toBe(33);
    expect(scoreOutOf100({ correctAnswers: 10, totalQuestions: 10 })).toBe(100);
  });

  it('is 0 for a test without questions', () => {
    expect(scoreOutOf100({ correctAnswers: 0, totalQuestions: 0 })).toBe(0);
  });

  it('is written n/100', () => {
    expect(formatScoreOutOf100({ correctAnswers: 7, totalQuestions: 10 })).toBe('70/100');
  });
});

describe('formatMarks', () => {
  it('keeps two decimals at most', () => {
    expect(formatMarks(6.670000001)).toBe('6.67');
    expect(formatMarks(4)).toBe('4');
  });
});

describe('explainMarks', () => {
  it('says once how the marks add up: +1 right, -0.33 wrong, 0 skipped', () => {
    expect(
      explainMarks({ totalScore: 12.68, maxMarks: 20, correctAnswers: 14, wrongAnswers: 4, skippedQuestions: 2 }, i18n),
    ).toBe('12.68 of 20 marks: 14 right (+14), 4 wrong (−1.32), 2 skipped');
  });

  it('says when the total was held at 0', () => {
    expect(
      explainMarks({ totalScore: 0, maxMarks: 10, correctAnswers: 0, wrongAnswers: 3, skippedQuestions: 7 }, i18n),
    ).toBe('0 of 10 marks: 0 right (+0), 3 wrong (−0.99), 7 skipped, the total never below 0');
  });
});
