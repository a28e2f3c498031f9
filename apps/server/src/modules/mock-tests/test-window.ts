/**
 * A test's window and review timing, as rules: a start is refused before the window opens and
 * after it closes (with the moment, in words); an attempt's deadline is its duration from the
 * start, but never past the window's close; the answer key opens right after submitting, or, for
 * a test set to "after the window", only once the window has closed.
 */
import { AppError } from '../../errors.js';
import { formatIndiaDateTime } from '../../lib/india-time.js';
import { epochMsOrNull } from '../../lib/epoch-ms.js';

export interface TestWindow {
  durationSeconds: number;
  opensAt: number | string | null;
  closesAt: number | string | null;
  reviewAfter: 'submit' | 'window_close';
}

/** bigint columns come back as strings from PostgreSQL. */

export function startRefusal(test: TestWindow, now: number): AppError | null {
  const opensAt = epochMsOrNull(test.opensAt);
  const closesAt = epochMsOrNull(test.closesAt);
  if (opensAt !== null && now < opensAt)
    return new AppError('CONFLICT', `This test opens on ${formatIndiaDateTime(opensAt)}.`);
  if (closesAt !== null && now >= closesAt)
    return new AppError('CONFLICT', `This test closed on ${formatIndiaDateTime(closesAt)}.`);
  return null;
}

export function deadlineOf(test: TestWindow, startedAt: number): number {
  const byDuration = startedAt + test.durationSeconds * 1000;
  const closesAt = epochMsOrNull(test.closesAt);
  return closesAt === null ? byDuration : Math.min(byDuration, closesAt);
}

/** When the answer key opens; null: right after submitting. */
export function reviewOpensAt(test: TestWindow): number | null {
  return test.reviewAfter === 'window_close' ? epochMsOrNull(test.closesAt) : null;
}

export function reviewRefusal(test: TestWindow, now: number): AppError | null {
  const opensAt = reviewOpensAt(test);
  if (opensAt === null || now >= opensAt) return null;
  return new AppError(
    'REVIEW_NOT_OPEN',
    `The answer key opens on ${formatIndiaDateTime(opensAt)}, when the test window closes.`,
  );
}
