import { describe, expect, it } from 'vitest';
import { formatDurationSeconds } from './format-duration';

describe('formatDurationSeconds', () => {
  it.each([
    [0, '0:00'],
    [3, '0:03'],
    [185, '3:05'],
    [3723, '1:02:03'],
    [-4, '0:00'],
  ])('shows %i seconds as %s', (seconds, shown) => {
    expect(formatDurationSeconds(seconds)).toBe(shown);
  });
});
