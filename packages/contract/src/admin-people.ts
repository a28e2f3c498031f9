/**
 * The console's people: search students, see one's enrollments and results, enroll by hand
 * (one student, or a class from a CSV of phones) or revoke, and grant roles (admins only).
 */
import { z } from 'zod';
import { EMAIL_MESSAGE, isValidEmail, normaliseEmail } from './accounts-rules.js';
import { ZIndiaDate } from './india-date.js';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId, ZIdParam } from './ids.js';
import { ZPaperType } from './papers.js';
import { USER_ROLES } from './roles.js';
import { singleLineText } from './text.js';

export const ZUserRole = z.enum(USER_ROLES, { error: `must be one of ${USER_ROLES.join(', ')}` });

export const PEOPLE_SORTS = ['name', 'joined', 'semester'] as const;

export const ZAdminUserListQuery = ZPageQuery.extend({
  /** Matches a name, a phone number or a college. */
  q: singleLineText(100).optional(),
  role: ZUserRole.optional(),
  departmentId: ZIdParam.optional(),
  semester: z
    .string()
    .regex(/^[1-8]$/, { error: 'must be 1 to 8' })
    .transform(Number)
    .optional(),
  /** People who joined on this India date or later. */
  joinedSince: ZIndiaDate.optional(),
  sort: z.enum(PEOPLE_SORTS, { error: `must be one of ${PEOPLE_SORTS.join(', ')}` }).optional(),
});
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;
/** The query as the server reads it (numbers parsed). */
export type TAdminUserListQueryValues = z.output<typeof ZAdminUserListQuery>;

export const ZAdminUser = z.object({
  id: ZId,
  name: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  email: z.string(),
  collegeName: z.string(),
  departmentName: z.string().nullable(),
  courseTitle: z.string().nullable(),
  semester: z.number().int().nullable(),
  role: ZUserRole,
  createdAt: z.number(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserPage = ZPage(ZAdminUser);
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

export const ENROLLMENT_SOURCES = ['order', 'staff', 'demo'] as const;

export const ZAdminEnrollment = z.object({
  id: ZId,
  paperId: ZId,
  paperTitle: z.string(),
  paperType: ZPaperType,
  /** Null for the whole paper. */
  moduleId: ZId.nullable(),
  moduleTitle: z.string().nullable(),
  source: z.enum(ENROLLMENT_SOURCES),
  grantedByName: z.string().nullable(),
  createdAt: z.number(),
  revokedAt: z.number().nullable(),
});
export type TAdminEnrollment = z.infer<typeof ZAdminEnrollment>;

export const ZAdminEnrollmentList = z.object({ enrollments: z.array(ZAdminEnrollment) });
export type TAdminEnrollmentList = z.infer<typeof ZAdminEnrollmentList>;

export const ZAdminResult = z.object({
  attemptId: ZId,
  paperTitle: z.string(),
  moduleNumber: z.number().int(),
  moduleTitle: z.string(),
  category: z.enum(['weekly_challenge', 'special_exam']),
  score: z.number(),
  maxMarks: z.number(),
  correctAnswers: z.number().int(),
  wrongAnswers: z.number().int(),
  finishedAt: z.number(),
  testTitle: z.string(),
  /** Ran to its deadline and was closed by the server, rather than submitted. */
  timedOut: z.boolean(),
  workingTimeSeconds: z.number().int(),
  /** 1 + how many finished attempts of the test scored more (ties share a rank), out of `participants`. */
  rank: z.number().int(),
  participants: z.number().int(),
});
export type TAdminResult = z.infer<typeof ZAdminResult>;

/** A paper the person is enrolled in or has studied: their progress through its modules (not archived). */
export const ZAdminPaperProgress = z.object({
  paperId: ZId,
  paperTitle: z.string(),
  moduleCount: z.number().int(),
  modulesStarted: z.number().int(),
  modulesCompleted: z.number().int(),
  notesOpened: z.number().int(),
  audioFinished: z.number().int(),
  videoFinished: z.number().int(),
  /** The share of its modules completed, 0-100 (the student's own paper progress). */
  progress: z.number().int(),
  lastStudiedAt: z.number().nullable(),
});
export type TAdminPaperProgress = z.infer<typeof ZAdminPaperProgress>;

export const ZAdminUserDetails = z.object({
  user: ZAdminUser,
  enrollments: z.array(ZAdminEnrollment),
  results: z.array(ZAdminResult),
  /** Time in tests (their working time added up); study time is not recorded. */
  timeSpent: z.object({ testSeconds: z.number().int(), testsTaken: z.number().int() }),
  papers: z.array(ZAdminPaperProgress),
});
export type TAdminUserDetails = z.infer<typeof ZAdminUserDetails>;

export const ZEnrollmentGrant = z.object({
  paperId: ZId,
  /** One module of the paper; leave out for the whole paper. */
  moduleId: ZId.nullable().optional(),
});
export type TEnrollmentGrant = z.infer<typeof ZEnrollmentGrant>;

export const ZEnrollmentParams = z.object({ id: ZIdParam, enrollmentId: ZIdParam });

export const ZRoleChange = z.object({ role: ZUserRole });
export type TRoleChange = z.infer<typeof ZRoleChange>;

/**
 * An admin sets a person's email (the signup form's rule, stored trimmed and lower-cased as
 * signup stores it), or clears it with null. One account an address.
 */
export const ZEmailChange = z.object({
  email: singleLineText(254).transform(normaliseEmail).refine(isValidEmail, { error: EMAIL_MESSAGE }).nullable(),
});
export type TEmailChange = z.input<typeof ZEmailChange>;

/** The largest class list one import takes. */
export const MAX_IMPORT_ROWS = 2000;

export const ZEnrollmentImport = z.object({
  /** CSV text with a header row: `phone` and `paper_id`, and optionally `module_id` and `country_code`. */
  csv: z.string().min(1, { error: 'The file is empty' }).max(200_000, { error: 'The file is larger than 200 KB' }),
  /** Write the valid rows even when some are refused; otherwise a refused row stops the whole import. */
  importValidRows: z.boolean().default(false),
});
export type TEnrollmentImport = z.input<typeof ZEnrollmentImport>;
