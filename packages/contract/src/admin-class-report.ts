/**
 * The console's class report (teachers and admins): a class is the students of a college,
 * department and semester (any of the three), or a paper's enrolled students, or both at once.
 * For each student: what they studied (modules started and completed, notes opened, audio and
 * video played to the end), their finished tests and scores, when they were last active, and
 * whether they have started at all.
 */
import { z } from 'zod';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId, ZIdParam } from './ids.js';
import { ZExportFormat } from './report-exports.js';

export const CLASS_PROGRESS_FILTERS = ['started', 'not_started'] as const;

export const CLASS_NOT_CHOSEN_MESSAGE = 'Choose a class: a college, department or semester, or a paper.';

const classFilters = {
  collegeId: ZIdParam.optional(),
  departmentId: ZIdParam.optional(),
  semester: z
    .string()
    .regex(/^[1-8]$/, { error: 'must be 1 to 8' })
    .transform(Number)
    .optional(),
  /** The paper's enrolled students; their study and tests are then this paper's only. */
  paperId: ZIdParam.optional(),
  /** Only those who have started (some study or a test), or only those who have not. */
  progress: z.enum(CLASS_PROGRESS_FILTERS, { error: `must be one of ${CLASS_PROGRESS_FILTERS.join(', ')}` }).optional(),
};

const hasAClass = (query: { collegeId?: number; departmentId?: number; semester?: number; paperId?: number }) =>
  query.collegeId !== undefined ||
  query.departmentId !== undefined ||
  query.semester !== undefined ||
  query.paperId !== undefined;

export const ZClassReportQuery = ZPageQuery.extend(classFilters).refine(hasAClass, {
  error: CLASS_NOT_CHOSEN_MESSAGE,
  path: ['paperId'],
});
export type TClassReportQuery = z.input<typeof ZClassReportQuery>;
export type TClassReportQueryValues = z.output<typeof ZClassReportQuery>;

/** The download, as CSV or an Excel workbook: the same class, every student (no paging). */
export const ZClassReportExportQuery = z.object({ ...classFilters, format: ZExportFormat }).refine(hasAClass, {
  error: CLASS_NOT_CHOSEN_MESSAGE,
  path: ['paperId'],
});
export type TClassReportExportQuery = z.input<typeof ZClassReportExportQuery>;
export type TClassReportExportQueryValues = z.output<typeof ZClassReportExportQuery>;

export const ZClassStudent = z.object({
  userId: ZId,
  name: z.string(),
  collegeName: z.string(),
  departmentName: z.string().nullable(),
  semester: z.number().int().nullable(),
  /** Modules with any study recorded (a note opened, an audio or a video finished). */
  modulesStarted: z.number().int(),
  /** Modules with every kind of their material done. */
  modulesCompleted: z.number().int(),
  /** Modules whose notes were opened, and whose audio or video was played to the end. */
  notesOpened: z.number().int(),
  audioFinished: z.number().int(),
  videoFinished: z.number().int(),
  testsTaken: z.number().int(),
  /** The mean of the finished tests' scores as a share of their marks, 0-100, two decimals. */
  averageScorePercent: z.number().nullable(),
  lastScore: z.number().nullable(),
  lastMaxMarks: z.number().nullable(),
  /** The latest study or test (started or finished). */
  lastActiveAt: z.number().nullable(),
  hasStarted: z.boolean(),
});
export type TClassStudent = z.infer<typeof ZClassStudent>;

export const ZClassSummary = z.object({
  students: z.number().int(),
  started: z.number().int(),
  notStarted: z.number().int(),
  testsTaken: z.number().int(),
  /** The mean over every finished test of the class, as a share of its marks (0-100). */
  averageScorePercent: z.number().nullable(),
});
export type TClassSummary = z.infer<typeof ZClassSummary>;

export const ZClassReport = ZPage(ZClassStudent).extend({
  summary: ZClassSummary,
  /** The paper asked for, with its modules (not archived): what "modules started" is out of. */
  paper: z.object({ id: ZId, title: z.string(), moduleCount: z.number().int() }).nullable(),
});
export type TClassReport = z.infer<typeof ZClassReport>;
