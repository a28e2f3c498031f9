/**
 * Moments as students and staff in India read them: "26 Nov 2026, 10:00 am" (IST), and India's
 * calendar day. IST is UTC+5:30 all year (no daylight saving), so a day is the same 24 hours
 * whatever the machine's own time zone: "today" is always the app's clock read in IST.
 */
import type { TLocalizedText } from '../i18n/localized-text.js';

const FORMAT_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};
const FORMAT = new Intl.DateTimeFormat('en-IN', FORMAT_OPTIONS);
/** The same moment in Malayalam, as the web app writes it: "2026 നവം 26, 10:00 AM". */
const MALAYALAM_FORMAT = new Intl.DateTimeFormat('ml-IN', FORMAT_OPTIONS);

/** India Standard Time is UTC+05:30 all year. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export function formatIndiaDateTime(epochMs: number): string {
  return FORMAT.format(new Date(epochMs));
}

/** A moment in each of the app's languages, for a message a student reads (i18n/localized-text.ts). */
export function indiaDateTimeTexts(epochMs: number): TLocalizedText {
  return { en: formatIndiaDateTime(epochMs), ml: MALAYALAM_FORMAT.format(new Date(epochMs)) };
}

/** The moment India's day holding `epochMs` began (00:00 IST). */
export function indiaDayStart(epochMs: number): number {
  return Math.floor((epochMs + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
}

/** India's date of a moment, '2026-11-27'. */
export function indiaDate(epochMs: number): string {
  return new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment an India date ('2026-11-27') began, 00:00 IST; null for a date that does not exist. */
export function indiaDateStart(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  if (indiaDate(utcMidnight) !== date) return null; // 2026-02-30 rolls over: not a date
  return utcMidnight - IST_OFFSET_MS;
}
