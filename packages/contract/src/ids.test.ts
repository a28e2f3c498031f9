import { describe, expect, it } from 'vitest';
import { MAX_ID, isIdText } from './id-rules.js';
import { ZId, ZIdParam } from './ids.js';
import { ZSubmitAttempt } from './mock-tests.js';

describe('ids', () => {
  it('read the canonical digits of an id up to the 32-bit column limit', () => {
    expect(ZIdParam.parse('1')).toBe(1);
    expect(ZIdParam.parse(String(MAX_ID))).toBe(2_147_483_647);
    expect(ZId.parse(MAX_ID)).toBe(MAX_ID);
  });

  it.each(['0x2', '0b10', '2e0', '+2', ' 2 ', '2.0', '02', '-2', '2147483648', '9007199254740991', ''])(
    'refuse %j in a path or query instead of reading it as some other id',
    (text) => {
      expect(ZIdParam.safeParse(text).success).toBe(false);
      expect(isIdText(text)).toBe(false);
    },
  );

  it('refuse body ids past the column limit', () => {
    expect(ZId.safeParse(MAX_ID + 1).success).toBe(false);
    expect(ZId.safeParse(Number.MAX_SAFE_INTEGER).error?.issues[0]?.message).toBe('must be at most 2147483647');
  });

  it('take each question of a submit once, by its canonical id', () => {
    expect(ZSubmitAttempt.safeParse({ answers: { '22': 1 } }).success).toBe(true);
    expect(ZSubmitAttempt.safeParse({ answers: { '022': 1 } }).success).toBe(false);
    expect(ZSubmitAttempt.safeParse({ answers: { '2147483648': 1 } }).success).toBe(false);
  });
});
