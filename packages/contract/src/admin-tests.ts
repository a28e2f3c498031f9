/**
 * A test's settings, per module and category, kept by teachers and admins: its duration (the
 * spec's 35 minutes unless changed), an optional window it may be started in, and when its
 * answer key opens: right after submitting (the spec) or only after the window has closed.
 */
import { z } from 'zod';
import { ZId, ZIdParam } from './ids.js';
import { QUIZ_DURATION_SECONDS, ZQuizCategory } from './mock-tests.js';

export const REVIEW_AFTER = ['submit', 'window_close'] as const;
export const ZReviewAfter = z.enum(REVIEW_AFTER, { error: 'must be submit or window_close' });
export type TReviewAfter = z.infer<typeof ZReviewAfter>;

export const QUIZ_TITLES = { weekly_challenge: 'Weekly Challenge', special_exam: 'Special Exam' } as const;
export const DEFAULT_DURATION_MINUTES = QUIZ_DURATION_SECONDS / 60;
export const DURATION_MINUTES_MAX = 300;

export const ZTestParams = z.object({ id: ZIdParam, category: ZQuizCategory });

const ZEpochMs = z.number().int().min(0).max(8_640_000_000_000_000);

export const ZTestSettings = z.object({
  moduleId: ZId,
  category: ZQuizCategory,
  /** Null until the test has been set up (no questions yet). */
  quizId: ZId.nullable(),
  title: z.string(),
  questionCount: z.number().int().nonnegative(),
  durationMinutes: z.number().int().positive(),
  opensAt: z.number().nullable(),
  closesAt: z.number().nullable(),
  reviewAfter: ZReviewAfter,
});
export type TTestSettings = z.infer<typeof ZTestSettings>;

export const ZTestSettingsInput = z
  .object({
    durationMinutes: z
      .number({ error: 'must be a whole number of minutes' })
      .int({ error: 'must be a whole number of minutes' })
      .min(1, { error: 'must be at least 1 minute' })
      .max(DURATION_MINUTES_MAX, { error: `must be at most ${DURATION_MINUTES_MAX} minutes` }),
    opensAt: ZEpochMs.nullable(),
    closesAt: ZEpochMs.nullable(),
    reviewAfter: ZReviewAfter,
  })
  .strict()
  .superRefine((input, context) => {
    if (input.opensAt !== null && input.closesAt !== null && input.closesAt <= input.opensAt)
      context.addIssue({ code: 'custom', path: ['closesAt'], message: 'Closes after it opens' });
    if (input.reviewAfter === 'window_close' && input.closesAt === null)
      context.addIssue({
        code: 'custom',
        path: ['closesAt'],
        message: 'Set when the window closes, for the answer key to open then',
      });
  });
export type TTestSettingsInput = z.input<typeof ZTestSettingsInput>;
