/**
 * Doubts: a student asks a tutor about a module they can open (optionally about one question of a
 * finished test, from its answer key), reads the answer and follows up; teachers and admins
 * answer from the console's queue. A doubt is open while it waits for a tutor, answered once a
 * tutor has replied last, and closed when either side closes it.
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId, ZIdParam } from './ids.js';
import { ZQuestionOptions } from './question-rules.js';
import { multiLineText } from './text.js';

export const DOUBT_STATUSES = ['open', 'answered', 'closed'] as const;
export const ZDoubtStatus = z.enum(DOUBT_STATUSES, { error: 'must be open, answered or closed' });
export type TDoubtStatus = z.infer<typeof ZDoubtStatus>;

export const DOUBT_STATUS_LABELS: Record<TDoubtStatus, string> = {
  open: 'Waiting for a tutor',
  answered: 'Answered',
  closed: 'Closed',
};

/** The longest doubt or reply, in characters. */
export const DOUBT_TEXT_MAX = 2000;

const ZDoubtText = multiLineText(DOUBT_TEXT_MAX).pipe(z.string().trim().min(1, { error: 'Write your doubt' }));

export const ZDoubtInput = z
  .object({
    moduleId: ZId,
    /** A question of one of the student's finished attempts in that module: both or neither. */
    attemptId: ZId.optional(),
    questionId: ZId.optional(),
    text: ZDoubtText,
  })
  .strict()
  .superRefine((input, context) => {
    if ((input.attemptId === undefined) !== (input.questionId === undefined))
      context.addIssue({
        code: 'custom',
        path: [input.attemptId === undefined ? 'attemptId' : 'questionId'],
        message: 'A question is named with the attempt it was answered in',
      });
  });
export type TDoubtInput = z.input<typeof ZDoubtInput>;

export const ZDoubtMessageInput = z.object({ text: ZDoubtText }).strict();
export type TDoubtMessageInput = z.input<typeof ZDoubtMessageInput>;

export const ZDoubtMessage = z.object({
  id: ZId,
  from: z.enum(['student', 'tutor']),
  /** The tutor's name on a tutor's reply; null on the student's own messages. */
  tutorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.number(),
});
export type TDoubtMessage = z.infer<typeof ZDoubtMessage>;

export const ZDoubtSummary = z.object({
  id: ZId,
  status: ZDoubtStatus,
  paperId: ZId,
  paperTitle: z.string(),
  moduleId: ZId,
  moduleTitle: z.string(),
  /** The question's number in its test, when the doubt is about one. */
  questionNumber: z.number().int().positive().nullable(),
  /** The first words of the doubt. */
  excerpt: z.string(),
  hasImage: z.boolean(),
  createdAt: z.number(),
  /** The last message's time. */
  updatedAt: z.number(),
});
export type TDoubtSummary = z.infer<typeof ZDoubtSummary>;

/**
 * A doubt as its student's list shows it. `answerShowsAt`: while a tutor has answered (status
 * answered) but the test's answer key still holds the reply back from the student (a test that
 * opens its key when its window closes), the moment the reply shows; null otherwise. The list
 * shows that moment instead of "Answered" until then.
 */
export const ZOwnDoubtSummary = ZDoubtSummary.extend({ answerShowsAt: z.number().nullable() });
export type TOwnDoubtSummary = z.infer<typeof ZOwnDoubtSummary>;

export const ZDoubtQuestion = z.object({
  number: z.number().int().positive(),
  text: z.string(),
  options: ZQuestionOptions,
  imageUrl: z.string().nullable(),
  /** The correct option, once the test's answer key is open to the student (always, to staff); null until then. */
  correctOption: z.number().int().nonnegative().nullable(),
  /** The option the student chose in that attempt; null when skipped. */
  chosenOption: z.number().int().nonnegative().nullable(),
});

export const ZDoubt = ZOwnDoubtSummary.extend({
  /**
   * The question as the student answered it; null for a doubt about no question, and, to the
   * student, once they no longer have the module (a refund or a revoked enrollment).
   */
  question: ZDoubtQuestion.nullable(),
  /**
   * While the question's answer key is not yet open (a test that opens it when its window
   * closes): that moment. Until then the student sees no correct option and no tutor's reply,
   * and the reply's notification waits for it. Null otherwise.
   */
  keyOpensAt: z.number().nullable(),
  messages: z.array(ZDoubtMessage),
});
export type TDoubt = z.infer<typeof ZDoubt>;

export const ZDoubtList = z.object({ items: z.array(ZOwnDoubtSummary) });
export type TDoubtList = z.infer<typeof ZDoubtList>;

// The console's queue.

const ZStudent = z.object({ id: ZId, name: z.string(), phone: z.string() });

export const ZAdminDoubtSummary = ZDoubtSummary.extend({ student: ZStudent });
export type TAdminDoubtSummary = z.infer<typeof ZAdminDoubtSummary>;

export const ZAdminDoubt = ZDoubt.extend({ student: ZStudent });
export type TAdminDoubt = z.infer<typeof ZAdminDoubt>;

/** How long a doubt has waited since its last message, for the queue's age filter. */
export const DOUBT_AGES = ['1d', '3d', '7d'] as const;
export const DOUBT_AGE_DAYS: Record<(typeof DOUBT_AGES)[number], number> = { '1d': 1, '3d': 3, '7d': 7 };

export const ZAdminDoubtQuery = ZPageQuery.extend({
  status: ZDoubtStatus.optional(),
  paperId: ZIdParam.optional(),
  moduleId: ZIdParam.optional(),
  olderThan: z.enum(DOUBT_AGES, { error: `must be one of ${DOUBT_AGES.join(', ')}` }).optional(),
});
export type TAdminDoubtQuery = z.input<typeof ZAdminDoubtQuery>;
export type TAdminDoubtQueryValues = z.output<typeof ZAdminDoubtQuery>;

export const ZAdminDoubtPage = ZPage(ZAdminDoubtSummary);
export type TAdminDoubtPage = z.infer<typeof ZAdminDoubtPage>;

export const ZDoubtUpdate = z.object({ isClosed: z.boolean() }).strict();
