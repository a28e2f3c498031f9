/**
 * A test's window and review timing, as rules: a start is refused before the window opens and
 * after it closes (with the moment, in words); an attempt's deadline is its duration from the
 * start, but never past the window's close; and THE answer-key rule (`answerKeyOf`), the one
 * every reader of a correct option or solution asks for a student (the review, doubts).
 */
import { AppError } from '../../errors.js';
import { notEnrolled } from '../learning/access.service.js';
import { indiaDateTimeTexts } from '../../lib/india-time.js';
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
  if (opensAt !== null && now < opensAt) {
    const opens = indiaDateTimeTexts(opensAt);
    return new AppError('CONFLICT', { en: `This test opens on ${opens.en}.`, ml: `ഈ ടെസ്റ്റ് ${opens.ml}-ന് തുറക്കും.` });
  }
  if (closesAt !== null && now >= closesAt) {
    const closed = indiaDateTimeTexts(closesAt);
    return new AppError('CONFLICT', {
      en: `This test closed on ${closed.en}.`,
      ml: `ഈ ടെസ്റ്റ് ${closed.ml}-ന് അവസാനിച്ചു.`,
    });
  }
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

/** Whether a student may see an attempt's answer key (its questions' correct options and solutions). */
export interface AnswerKey {
  /** Yes: submitted, its review timing has come, and the student still has the module. */
  isOpen: boolean;
  isSubmitted: boolean;
  /** Whether the student still has the module; a refund or a revoked enrollment closes the key and its questions. */
  hasModule: boolean;
  /**
   * While the review timing still holds the key back (a test set to open it when its window
   * closes), that moment; null once it has come or when the key opens on submitting.
   */
  opensAt: number | null;
}

/**
 * THE answer-key rule: after submitting, once the test's review timing allows it, and only
 * while the student still has the module (the access rule, `attemptOpensToItsStudent`).
 */
export function answerKeyOf(
  attempt: { status: 'open' | 'finished'; opensToStudent: boolean },
  test: TestWindow,
  now: number,
): AnswerKey {
  const timed = reviewOpensAt(test);
  const opensAt = timed !== null && now < timed ? timed : null;
  const isSubmitted = attempt.status === 'finished';
  const hasModule = attempt.opensToStudent;
  return { isOpen: isSubmitted && hasModule && opensAt === null, isSubmitted, hasModule, opensAt };
}

/** Why the key is closed, as the review answers it; null when it is open. */
export function answerKeyRefusal(key: AnswerKey): AppError | null {
  if (key.isOpen) return null;
  if (!key.hasModule) return notEnrolled();
  if (!key.isSubmitted) {
    return new AppError('FORBIDDEN', {
      en: 'The answer key opens once the test is submitted.',
      ml: 'ടെസ്റ്റ് സബ്മിറ്റ് ചെയ്ത ശേഷമാണ് ഉത്തരസൂചിക തുറക്കുക.',
    });
  }
  const opens = indiaDateTimeTexts(key.opensAt ?? 0);
  return new AppError('REVIEW_NOT_OPEN', {
    en: `The answer key opens on ${opens.en}, when the test window closes.`,
    ml: `ടെസ്റ്റ് സമയം അവസാനിക്കുന്ന ${opens.ml}-ന് ഉത്തരസൂചിക തുറക്കും.`,
  });
}
