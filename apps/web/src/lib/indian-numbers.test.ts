import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './indian-numbers';

const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

describe('formatIndianNumber', () => {
  it('groups as India does: the last three digits, then pairs', () => {
    expect(formatIndianNumber(0)).toBe('0');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1240)).toBe('1,240');
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
  });

  it('says what Intl says for en-IN, for any whole or fractional number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        ),
        (n) => {
          // Intl writes a negative zero's sign ("-0"); a count is never one.
          if (Object.is(Math.round(n), -0) || (n < 0 && Math.round(Math.abs(n)) === 0)) return;
          expect(formatIndianNumber(n)).toBe(intl.format(n));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses what is not a number', () => {
    expect(() => formatIndianNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
