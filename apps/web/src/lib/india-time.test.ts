import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n/language-loader';
import { formatIndiaDate, formatIndiaDateTime, formatIndiaEventTime } from './india-time';

// Intl is the oracle: the hand-written formatters must say exactly what Intl says for en-IN in
// India's zone, for any moment from 1970 to 2200.
const inIndia = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', ...options });
const intlDateTime = inIndia({ dateStyle: 'medium', timeStyle: 'short' });
const intlDate = inIndia({ day: 'numeric', month: 'short', year: 'numeric' });
const intlEvent = inIndia({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

const moments = fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) });

describe('India time', () => {
  it('says what Intl says, for any moment', () => {
    fc.assert(
      fc.property(moments, (ms) => {
        expect(formatIndiaDateTime(ms)).toBe(intlDateTime.format(ms));
        expect(formatIndiaDate(ms)).toBe(intlDate.format(ms));
        expect(formatIndiaEventTime(ms)).toBe(intlEvent.format(ms));
      }),
      { numRuns: 2000 },
    );
  });

  it('puts midnight and noon in India on the 12-hour clock, whatever the device zone says', () => {
    const midnightInIndia = Date.UTC(2026, 0, 5, 18, 30); // 6 Jan 00:00 in India
    expect(formatIndiaDateTime(midnightInIndia)).toBe('6 Jan 2026, 12:00 am');
    expect(formatIndiaDateTime(midnightInIndia + 12 * 3_600_000)).toBe('6 Jan 2026, 12:00 pm');
    expect(formatIndiaEventTime(Date.UTC(2026, 10, 26, 6, 0))).toBe('Thu, 26 Nov, 11:30 am');
    expect(formatIndiaDate(Date.UTC(2026, 10, 26, 19, 0))).toBe('27 Nov 2026');
  });

  it('refuses what is not a moment', () => {
    expect(() => formatIndiaDateTime(Number.NaN)).toThrow(RangeError);
  });

  it("speaks Malayalam's dates in Malayalam, by Intl's ml-IN in India's time", async () => {
    await activateLanguage('ml');
    const inMalayalam = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('ml-IN', { timeZone: 'Asia/Kolkata', ...options });
    const moment = Date.UTC(2026, 10, 25, 6, 0); // 25 Nov 2026, 11:30 in India
    expect(formatIndiaDate(moment)).toBe(
      inMalayalam({ day: 'numeric', month: 'short', year: 'numeric' }).format(moment),
    );
    expect(formatIndiaDate(moment)).toContain('നവം');
    expect(formatIndiaDateTime(moment)).toContain('11:30');
    expect(formatIndiaEventTime(moment)).toBe(
      inMalayalam({
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }).format(moment),
    );
  });
});
