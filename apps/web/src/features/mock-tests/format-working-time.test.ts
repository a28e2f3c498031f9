import { describe, expect, it } from 'vitest';
import { formatWorkingTime } from './format-working-time';

describe('formatWorkingTime', () => {
  it('writes minutes and seconds', () => {
    expect(formatWorkingTime(725)).toBe('12m 05s');
    expect(formatWorkingTime(2100)).toBe('35m 00s');
    expect(formatWorkingTime(45)).toBe('45s');
    expect(formatWorkingTime(0)).toBe('0s');
  });
});
