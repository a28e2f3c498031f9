import { describe, expect, it } from 'vitest';
import { readIdParam } from './read-id-param';

describe('readIdParam', () => {
  it('reads a positive whole number', () => {
    expect(readIdParam('1')).toBe(1);
    expect(readIdParam('42')).toBe(42);
    expect(readIdParam('9999999999')).toBe(9_999_999_999);
  });

  it('gives null for anything else', () => {
    for (const value of [null, undefined, '', '0', '-3', '07', '1.5', '1e3', ' 4', '4 ', 'abc', '12345678901']) {
      expect(readIdParam(value)).toBeNull();
    }
  });
});
