// Moments as students and staff in India read them, in India's time whatever the device's zone:
// '25 Nov 2026, 11:30 am', and an event's 'Thu, 26 Nov, 11:30 am'. India keeps one offset all year
// (UTC+05:30, no daylight saving since 1945), so the parts come from the moment plus that offset.
// Written by hand rather than with Intl.DateTimeFormat for the reason in indian-numbers.ts: the
// first Intl formatter a tab builds costs a long task (about 100 ms for a date one on a 2-core
// server). The tests hold both to Intl's own en-IN output in Asia/Kolkata. In Malayalam the same
// moments come from Intl's ml-IN ('2026 നവം 25, 11:30 AM'): a Malayalam device pays for the locale
// data once, on the first date it shows.
import { activeLanguage } from './i18n/language-loader';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
// CLDR's short month names for en-IN (September is 'Sept'): English's format, not words to translate.
// eslint-disable-next-line lingui/no-unlocalized-strings
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
// eslint-disable-next-line lingui/no-unlocalized-strings
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function inIndia(epochMs: number) {
  const shifted = new Date(epochMs + INDIA_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) throw new RangeError(`not a moment: ${epochMs}`);
  const hour = shifted.getUTCHours();
  return {
    year: shifted.getUTCFullYear(),
    month: MONTHS[shifted.getUTCMonth()],
    day: shifted.getUTCDate(),
    weekday: WEEKDAYS[shifted.getUTCDay()],
    // 12-hour clock: midnight is 12 am, noon 12 pm.
    time: `${hour % 12 || 12}:${String(shifted.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`,
  };
}

const MALAYALAM_FORMATS = {
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  eventTime: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const malayalamFormatters = new Map<keyof typeof MALAYALAM_FORMATS, Intl.DateTimeFormat>();

/** The moment in Malayalam, India's time; null in English (the hand-written formats below). */
function inMalayalam(epochMs: number, format: keyof typeof MALAYALAM_FORMATS): string | null {
  if (activeLanguage() !== 'ml') return null;
  let formatter = malayalamFormatters.get(format);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('ml-IN', { timeZone: 'Asia/Kolkata', ...MALAYALAM_FORMATS[format] });
    malayalamFormatters.set(format, formatter);
  }
  return formatter.format(epochMs);
}

/** '25 Nov 2026, 11:30 am'. */
export function formatIndiaDateTime(epochMs: number): string {
  const malayalam = inMalayalam(epochMs, 'dateTime');
  if (malayalam !== null) return malayalam;
  const { day, month, year, time } = inIndia(epochMs);
  return `${day} ${month} ${year}, ${time}`;
}

/** '25 Nov 2026': a day, as a result's date. */
export function formatIndiaDate(epochMs: number): string {
  const malayalam = inMalayalam(epochMs, 'date');
  if (malayalam !== null) return malayalam;
  const { day, month, year } = inIndia(epochMs);
  return `${day} ${month} ${year}`;
}

/** 'Thu, 26 Nov, 11:30 am': an event's moment, its year understood. */
export function formatIndiaEventTime(epochMs: number): string {
  const malayalam = inMalayalam(epochMs, 'eventTime');
  if (malayalam !== null) return malayalam;
  const { weekday, day, month, time } = inIndia(epochMs);
  return `${weekday}, ${day} ${month}, ${time}`;
}
