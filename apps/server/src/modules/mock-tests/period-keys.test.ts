import { describe, expect, it } from 'vitest';
import { monthKey, periodKeysFor, weekKey } from './period-keys.js';

describe('leaderboard period keys (IST)', () => {
  it('names ISO weeks, including the ones that cross a year', () => {
    expect(weekKey(Date.UTC(2026, 10, 21, 6, 0))).toBe('2026-W47');
    expect(weekKey(Date.UTC(2021, 0, 1, 6, 0))).toBe('2020-W53');
    expect(weekKey(Date.UTC(2024, 11, 30, 6, 0))).toBe('2025-W01');
    expect(weekKey(Date.UTC(2026, 0, 1, 6, 0))).toBe('2026-W01');
  });

  it('uses the Indian wall clock: 20:00 UTC on Sunday is already Monday in India', () => {
    expect(weekKey(Date.UTC(2026, 10, 22, 18, 0))).toBe('2026-W47'); // 23:30 IST Sunday
    expect(weekKey(Date.UTC(2026, 10, 22, 18, 31))).toBe('2026-W48'); // 00:01 IST Monday
    expect(monthKey(Date.UTC(2026, 10, 30, 18, 31))).toBe('2026-12');
  });

  it('puts a result in the all-time, month and week buckets', () => {
    expect(periodKeysFor(Date.UTC(2026, 10, 21, 6, 0))).toEqual(['all', '2026-11', '2026-W47']);
  });
});
