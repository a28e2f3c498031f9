/**
 * Announcements and notifications: staff publish a notice (an exam notice, an event, or
 * Padanam's own news) to an audience; each student sees the ones meant for them, with their own
 * read state, and registers for an event once.
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId } from './ids.js';
import { multiLineText, requiredLine, singleLineText } from './text.js';

export const ANNOUNCEMENT_KINDS = ['exam', 'event', 'padanam'] as const;
export const ZAnnouncementKind = z.enum(ANNOUNCEMENT_KINDS, { error: 'must be exam, event or padanam' });
export type TAnnouncementKind = z.infer<typeof ZAnnouncementKind>;

export const AUDIENCES = ['everyone', 'department', 'semester', 'paper'] as const;
export const ZAudience = z.enum(AUDIENCES, { error: `must be one of ${AUDIENCES.join(', ')}` });
export type TAudience = z.infer<typeof ZAudience>;

/** A notice as its student sees it. */
export const ZNotification = z.object({
  id: ZId,
  kind: ZAnnouncementKind,
  title: z.string(),
  content: z.string(),
  location: z.string().nullable(),
  publishedAt: z.number(),
  eventAt: z.number().nullable(),
  hasRegistration: z.boolean(),
  isRegistered: z.boolean(),
  isRead: z.boolean(),
  /** Where the notice leads in the app (a personal one: the answered doubt), or null. */
  link: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationList = z.object({
  items: z.array(ZNotification),
  unreadCount: z.number().int().nonnegative(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

// The console's view.

const ZEpochMs = z.number().int().min(0).max(8_640_000_000_000_000);

/** What staff write; the audience names exactly the one thing it needs. */
export const ZAnnouncementInput = z
  .object({
    kind: ZAnnouncementKind,
    title: requiredLine('Title', 160),
    content: multiLineText(4000).pipe(z.string().min(1, { error: 'Content is required' })),
    location: singleLineText(160).nullable().optional(),
    audience: ZAudience,
    departmentId: ZId.nullable().optional(),
    semester: z.number().int().min(1).max(8).nullable().optional(),
    paperId: ZId.nullable().optional(),
    hasRegistration: z.boolean().optional(),
    /** When it becomes visible; absent or past: at once. */
    publishAt: ZEpochMs.nullable().optional(),
    eventAt: ZEpochMs.nullable().optional(),
  })
  .strict()
  .superRefine((input, context) => {
    const needs = { department: 'departmentId', semester: 'semester', paper: 'paperId' } as const;
    for (const [audience, field] of Object.entries(needs)) {
      const value = input[field as keyof typeof input];
      if (input.audience === audience && (value === null || value === undefined))
        context.addIssue({ code: 'custom', path: [field], message: `Choose the ${audience} this is for` });
      if (input.audience !== audience && value !== null && value !== undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `Only an announcement for a ${audience} names one`,
        });
    }
    if (input.hasRegistration && input.kind !== 'event')
      context.addIssue({ code: 'custom', path: ['hasRegistration'], message: 'Only an event takes registrations' });
  });
export type TAnnouncementInput = z.input<typeof ZAnnouncementInput>;

export const ZAnnouncementUpdate = z.object({ isArchived: z.boolean() }).strict();

export const ZAdminAnnouncement = z.object({
  id: ZId,
  kind: ZAnnouncementKind,
  title: z.string(),
  content: z.string(),
  location: z.string().nullable(),
  audience: ZAudience,
  departmentId: ZId.nullable(),
  semester: z.number().int().nullable(),
  paperId: ZId.nullable(),
  /** The audience in words: 'Everyone', 'Semester 3', the department's or paper's name. */
  audienceLabel: z.string(),
  hasRegistration: z.boolean(),
  registrations: z.number().int().nonnegative(),
  reads: z.number().int().nonnegative(),
  publishedAt: z.number(),
  eventAt: z.number().nullable(),
  archivedAt: z.number().nullable(),
});
export type TAdminAnnouncement = z.infer<typeof ZAdminAnnouncement>;

export const ZAdminAnnouncementQuery = ZPageQuery.extend({
  kind: ZAnnouncementKind.optional(),
  q: singleLineText(100).optional(),
});
export type TAdminAnnouncementQuery = z.input<typeof ZAdminAnnouncementQuery>;
/** The query as the server reads it (numbers parsed). */
export type TAdminAnnouncementQueryValues = z.output<typeof ZAdminAnnouncementQuery>;

export const ZAdminAnnouncementPage = ZPage(ZAdminAnnouncement);
export type TAdminAnnouncementPage = z.infer<typeof ZAdminAnnouncementPage>;
