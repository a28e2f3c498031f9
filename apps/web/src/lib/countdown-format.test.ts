import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [30, '00:30'],
    [9, '00:09'],
    [0, '00:00'],
    [90, '01:30'],
  ])('%i seconds -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
