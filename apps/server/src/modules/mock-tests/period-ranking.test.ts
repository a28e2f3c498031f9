import { describe, expect, it } from 'vitest';
import { PeriodRanking } from './period-ranking.js';

// In leaderboard order: more marks, then earlier, then lower id.
const ranked = [
  { userId: 7, scoreHundredths: 900, reachedAt: 50 },
  { userId: 3, scoreHundredths: 800, reachedAt: 10 },
  { userId: 4, scoreHundredths: 800, reachedAt: 20 },
  { userId: 9, scoreHundredths: 800, reachedAt: 20 },
  { userId: 1, scoreHundredths: 0, reachedAt: 5 },
];

describe('PeriodRanking', () => {
  const ranking = new PeriodRanking(ranked);

  it('ranks everyone it holds where the list puts them', () => {
    ranked.forEach((total, position) => {
      expect(ranking.standingOf(total)).toEqual({ rank: position + 1, participants: 5 });
    });
  });

  it('breaks ties by the earlier total, then the lower id', () => {
    expect(ranking.standingOf({ userId: 2, scoreHundredths: 800, reachedAt: 15 })).toMatchObject({ rank: 3 });
    expect(ranking.standingOf({ userId: 5, scoreHundredths: 800, reachedAt: 20 })).toMatchObject({ rank: 4 });
    expect(ranking.standingOf({ userId: 10, scoreHundredths: 800, reachedAt: 20 })).toMatchObject({ rank: 5 });
  });

  it.each([
    ['a newcomer on top, counted once more', { userId: 42, scoreHundredths: 1000, reachedAt: 99 }, 1, 6],
    ['a newcomer at the bottom', { userId: 42, scoreHundredths: 0, reachedAt: 99 }, 6, 6],
    // User 1 has since scored 8.5: they pass 3, 4 and 9, and their old row is not ahead of them.
    ['a student past their own older total', { userId: 1, scoreHundredths: 850, reachedAt: 60 }, 2, 5],
    // User 3 took a zero-mark test later: same marks, later time, so behind 4 and 9 now.
    ['a student behind their own older total', { userId: 3, scoreHundredths: 800, reachedAt: 70 }, 4, 5],
  ])('places %s', (_, current, rank, participants) => {
    expect(ranking.standingOf(current)).toEqual({ rank, participants });
  });

  it('ranks the only student of an empty period first', () => {
    expect(new PeriodRanking([]).standingOf({ userId: 1, scoreHundredths: 0, reachedAt: 1 })).toEqual({
      rank: 1,
      participants: 1,
    });
  });
});
