/**
 * Leaderboard periods as calendar buckets in India's time zone (IST, UTC+5:30, no daylight
 * saving): 'all', the month '2026-11' and the ISO week '2026-W47'. A result counts in the
 * buckets of the moment it finished.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type LeaderboardPeriod = 'weekly' | 'monthly' | 'all';

function istDate(epochMs: number): Date {
  // A Date whose UTC fields read as the IST wall clock.
  return new Date(epochMs + IST_OFFSET_MS);
}

export function monthKey(epochMs: number): string {
  const date = istDate(epochMs);
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** ISO 8601 week: weeks start on Monday; week 1 holds the year's first Thursday. */
export function weekKey(epochMs: number): string {
  const date = istDate(epochMs);
  const day = (date.getUTCDay() + 6) % 7; // Monday = 0
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day + 3));
  const weekYear = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(weekYear, 0, 4));
  const firstWeekMonday = firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS;
  const week = Math.floor((thursday.getTime() - firstWeekMonday) / (7 * DAY_MS)) + 1;
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

export function periodKeysFor(epochMs: number): string[] {
  return ['all', monthKey(epochMs), weekKey(epochMs)];
}

export function periodKey(period: LeaderboardPeriod, now: number): string {
  if (period === 'all') return 'all';
  return period === 'monthly' ? monthKey(now) : weekKey(now);
}
