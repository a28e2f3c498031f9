/**
 * Feedback and help (spec "Feedback and support"): a student reports an issue (type and
 * description, optionally with a screenshot) or rates the app (1-5 stars, default 3, with an
 * optional comment); staff read, filter and close them in the console.
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId } from './ids.js';
import { multiLineText } from './text.js';

export const ISSUE_TYPES = ['bug', 'feature', 'ui', 'other'] as const;
export const ZIssueType = z.enum(ISSUE_TYPES, { error: 'Choose the kind of issue' });
export type TIssueType = z.infer<typeof ZIssueType>;

export const ISSUE_TYPE_LABELS: Record<TIssueType, string> = {
  bug: 'Something is broken',
  feature: 'An idea for a feature',
  ui: 'Hard to use or read',
  other: 'Something else',
};

/** The rating form's starting value (spec). */
export const DEFAULT_RATING = 3;

export const ZFeedbackInput = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('issue'),
        issueType: ZIssueType,
        description: multiLineText(4000).pipe(z.string().trim().min(1, { error: 'Describe the issue' })),
      })
      .strict(),
    z
      .object({
        kind: z.literal('rating'),
        rating: z.number().int().min(1, { error: 'Choose 1 to 5 stars' }).max(5, { error: 'Choose 1 to 5 stars' }),
        description: multiLineText(4000).optional(),
      })
      .strict(),
  ],
  { error: 'Send an issue ({ kind: "issue", issueType, description }) or a rating ({ kind: "rating", rating })' },
);
export type TFeedbackInput = z.input<typeof ZFeedbackInput>;

export const ZFeedbackReceipt = z.object({ id: ZId });
export type TFeedbackReceipt = z.infer<typeof ZFeedbackReceipt>;

export const ZAdminFeedback = z.object({
  id: ZId,
  kind: z.enum(['issue', 'rating']),
  issueType: ZIssueType.nullable(),
  description: z.string(),
  rating: z.number().int().nullable(),
  hasAttachment: z.boolean(),
  from: z.object({ id: ZId, name: z.string(), phone: z.string() }),
  createdAt: z.number(),
  closedAt: z.number().nullable(),
});
export type TAdminFeedback = z.infer<typeof ZAdminFeedback>;

export const ZAdminFeedbackQuery = ZPageQuery.extend({
  kind: z.enum(['issue', 'rating'], { error: 'must be issue or rating' }).optional(),
  issueType: ZIssueType.optional(),
  state: z.enum(['open', 'closed'], { error: 'must be open or closed' }).optional(),
});
export type TAdminFeedbackQuery = z.input<typeof ZAdminFeedbackQuery>;
export type TAdminFeedbackQueryValues = z.output<typeof ZAdminFeedbackQuery>;

export const ZAdminFeedbackPage = ZPage(ZAdminFeedback);
export type TAdminFeedbackPage = z.infer<typeof ZAdminFeedbackPage>;

export const ZFeedbackUpdate = z.object({ isClosed: z.boolean() }).strict();
