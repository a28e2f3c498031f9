import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatWorkingTime } from './format-working-time';

describe('formatWorkingTime', () => {
  it('writes minutes and seconds', () => {
    expect(formatWorkingTime(725, i18n)).toBe('12m 05s');
    expect(formatWorkingTime(2100, i18n)).toBe('35m 00s');
    expect(formatWorkingTime(45, i18n)).toBe('45s');
    expect(formatWorkingTime(0, i18n)).toBe('0s');
  });
});
