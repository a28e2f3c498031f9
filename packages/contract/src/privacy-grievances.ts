/**
 * Grievances about personal data (DPDP Act 2023, s. 13; DPDP Rules 2025): a student files one
 * with a category, a subject and a description, and gets a number and a date by which the
 * answer is due; staff (admins) reply and move it from open to closed in the console's "Data
 * requests". The student reads every reply.
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId } from './ids.js';
import { multiLineText } from './text.js';

export const GRIEVANCE_CATEGORIES = ['access', 'correction', 'erasure', 'consent', 'other'] as const;
export const ZGrievanceCategory = z.enum(GRIEVANCE_CATEGORIES, { error: 'Choose what the grievance is about' });
export type TGrievanceCategory = z.infer<typeof ZGrievanceCategory>;

export const GRIEVANCE_STATUSES = ['open', 'in_progress', 'answered', 'closed'] as const;
export const ZGrievanceStatus = z.enum(GRIEVANCE_STATUSES, {
  error: 'must be open, in_progress, answered or closed',
});
export type TGrievanceStatus = z.infer<typeof ZGrievanceStatus>;

/** The longest description or reply, in characters. */
export const GRIEVANCE_TEXT_MAX = 2000;
/** The longest subject, in characters. */
export const GRIEVANCE_SUBJECT_MAX = 150;
/** Grievances one student may file in a day. */
export const GRIEVANCES_PER_DAY = 5;

/** `GR-2026-000123`: the year it was filed and its place in that year. */
export const GRIEVANCE_NUMBER_PATTERN = /^GR-[0-9]{4}-[0-9]{6,}$/;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

const ZGrievanceSubject = z
  .string()
  .max(GRIEVANCE_SUBJECT_MAX, { error: `must be at most ${GRIEVANCE_SUBJECT_MAX} characters` })
  .refine((text) => !CONTROL_CHARACTER.test(text), { error: 'must be one line' })
  .transform((text) => text.trim())
  .refine((text) => text.length > 0, { error: 'Write a subject' });

const ZGrievanceText = (missing: string) =>
  multiLineText(GRIEVANCE_TEXT_MAX).pipe(z.string().trim().min(1, { error: missing }));

export const ZGrievanceInput = z
  .object({
    category: ZGrievanceCategory,
    subject: ZGrievanceSubject,
    text: ZGrievanceText('Describe your grievance'),
  })
  .strict();
export type TGrievanceInput = z.input<typeof ZGrievanceInput>;

export const ZGrievanceReply = z.object({
  id: ZId,
  text: z.string(),
  /** The name of the staff member who wrote it. */
  from: z.string(),
  createdAt: z.number(),
});
export type TGrievanceReply = z.infer<typeof ZGrievanceReply>;

export const ZGrievance = z.object({
  id: ZId,
  number: z.string(),
  category: ZGrievanceCategory,
  subject: z.string(),
  text: z.string(),
  status: ZGrievanceStatus,
  createdAt: z.number(),
  updatedAt: z.number(),
  /** When the answer is due (GRIEVANCE_RESPONSE_DAYS after filing). */
  dueAt: z.number(),
  closedAt: z.number().nullable(),
  replies: z.array(ZGrievanceReply),
});
export type TGrievance = z.infer<typeof ZGrievance>;

export const ZGrievanceList = z.object({ items: z.array(ZGrievance) });
export type TGrievanceList = z.infer<typeof ZGrievanceList>;

/** The console's view: the student, by name and a masked phone. */
export const ZAdminGrievance = ZGrievance.extend({
  student: z.object({ id: ZId, name: z.string(), phone: z.string() }),
  isOverdue: z.boolean(),
});
export type TAdminGrievance = z.infer<typeof ZAdminGrievance>;

export const ZAdminGrievanceSummary = ZAdminGrievance.omit({ replies: true, text: true });
export type TAdminGrievanceSummary = z.infer<typeof ZAdminGrievanceSummary>;

export const ZAdminGrievanceQuery = ZPageQuery.extend({ status: ZGrievanceStatus.optional() });
export type TAdminGrievanceQuery = z.input<typeof ZAdminGrievanceQuery>;
export type TAdminGrievanceQueryValues = z.output<typeof ZAdminGrievanceQuery>;

export const ZAdminGrievancePage = ZPage(ZAdminGrievanceSummary);
export type TAdminGrievancePage = z.infer<typeof ZAdminGrievancePage>;

export const ZGrievanceReplyInput = z.object({ text: ZGrievanceText('Write a reply') }).strict();
export type TGrievanceReplyInput = z.input<typeof ZGrievanceReplyInput>;

export const ZGrievanceStatusInput = z.object({ status: ZGrievanceStatus }).strict();
export type TGrievanceStatusInput = z.input<typeof ZGrievanceStatusInput>;
