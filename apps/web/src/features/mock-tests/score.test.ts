import { describe, expect, it } from 'vitest';
import { formatMarks, formatScoreOutOf100, scoreOutOf100 } from './score';

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
