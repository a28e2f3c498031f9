import { describe, expect, it } from 'vitest';
import { formatScore, topPercent } from './leaderboard-periods';

describe('topPercent', () => {
  it('is the share of students at or above the rank, rounded up', () => {
    expect(topPercent(1, 40)).toBe(3);
    expect(topPercent(1, 1)).toBe(100);
    expect(topPercent(5, 10)).toBe(50);
    expect(topPercent(1, 1000)).toBe(1);
  });
});

describe('formatScore', () => {
  it('keeps two decimals at most', () => {
    expect(formatScore(6.670001)).toBe('6.67');
    expect(formatScore(3)).toBe('3');
  });
});
