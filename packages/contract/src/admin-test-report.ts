/**
 * A test's statistics for teachers and admins (Moodle's quiz statistics report): how many
 * finished it and how they scored, and how each question performed (facility, discrimination,
 * discriminative efficiency, each option's frequency), one revision of the test at a time so
 * students who saw different versions of a question are never counted together.
 */
import { z } from 'zod';
import { ZIndiaDate } from './india-date.js';
import { ZPage, ZPageQuery } from './admin-lists.js';
import { ZId, ZIdParam } from './ids.js';
import { ZQuizCategory } from './mock-tests.js';
import { EXPORT_FORMATS } from './report-exports.js';

/** Facility below this share (per cent) flags a question as too hard; above the next, too easy. */
export const FACILITY_TOO_HARD_BELOW = 10;
export const FACILITY_TOO_EASY_ABOVE = 90;

export const TEST_REPORT_FLAGS = ['negative_discrimination', 'too_hard', 'too_easy'] as const;
export const ZTestReportFlag = z.enum(TEST_REPORT_FLAGS);
export type TTestReportFlag = z.infer<typeof ZTestReportFlag>;

export const ZTestReportQuery = ZPageQuery.extend({
  /** The test's revision to report; the latest one with finished attempts when absent. */
  revision: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, { error: 'must be a whole number from 1' })
    .transform(Number)
    .optional(),
  collegeId: ZIdParam.optional(),
  departmentId: ZIdParam.optional(),
  semester: z
    .string()
    .regex(/^[1-8]$/, { error: 'must be 1 to 8' })
    .transform(Number)
    .optional(),
  /** Finished on or after this day (India time). */
  from: ZIndiaDate.optional(),
  /** Finished on or before this day (India time). */
  to: ZIndiaDate.optional(),
  /** `csv` or `xlsx`: the summary and the per-question table (every question, not a page), as a download. */
  format: z.enum(['json', ...EXPORT_FORMATS], { error: 'must be json, csv or xlsx' }).optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  error: 'must not be before from',
  path: ['to'],
});
export type TTestReportQuery = z.input<typeof ZTestReportQuery>;
/** The query as the server reads it (numbers parsed). */
export type TTestReportQueryValues = z.output<typeof ZTestReportQuery>;

export const ZTestReportSummary = z.object({
  attempts: z.number().int().nonnegative(),
  /** Handed in by the student before the deadline. */
  submitted: z.number().int().nonnegative(),
  /** Ran out of time: closed at the deadline, or handed in once the clock had reached it. */
  timedOut: z.number().int().nonnegative(),
  /** Marks (two decimals); null when nobody finished. */
  mean: z.number().nullable(),
  median: z.number().nullable(),
  /** The sample standard deviation (n − 1), as Moodle's report gives it; null under two attempts. */
  standardDeviation: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  averageWorkingSeconds: z.number().nullable(),
});
export type TTestReportSummary = z.infer<typeof ZTestReportSummary>;

/** Attempts whose marks fall in [from, to); the last bucket includes `to`. */
export const ZScoreBucket = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number().int().nonnegative(),
});
export type TScoreBucket = z.infer<typeof ZScoreBucket>;

export const ZOptionFrequency = z.object({
  /** 0-based, as questions store it. */
  option: z.number().int().nonnegative(),
  text: z.string(),
  isCorrect: z.boolean(),
  count: z.number().int().nonnegative(),
  /** Per cent of the attempts. */
  share: z.number(),
});

export const ZQuestionStatistics = z.object({
  questionId: ZId,
  /** 1-based place in the revision. */
  number: z.number().int().positive(),
  text: z.string(),
  attempts: z.number().int().nonnegative(),
  /** Moodle's facility index: the mean mark over the question's full mark, per cent. */
  facility: z.number().nullable(),
  /** Moodle's discrimination index: 100 × the correlation with the rest of the test. */
  discriminationIndex: z.number().nullable(),
  /** Moodle's discriminative efficiency: 100 × covariance over the largest it could be. */
  discriminativeEfficiency: z.number().nullable(),
  options: z.array(ZOptionFrequency),
  skipped: z.number().int().nonnegative(),
  /** Per cent of the attempts. */
  skippedShare: z.number(),
  /** Over the attempts that opened the question; null when none did. */
  averageSecondsOnScreen: z.number().nullable(),
  flags: z.array(ZTestReportFlag),
});
export type TQuestionStatistics = z.infer<typeof ZQuestionStatistics>;

export const ZTestReport = z.object({
  moduleId: ZId,
  category: ZQuizCategory,
  quizId: ZId,
  title: z.string(),
  /** The revision reported, and every revision with finished attempts (newest first). */
  revision: z.number().int().positive(),
  revisions: z.array(z.object({ revision: z.number().int().positive(), attempts: z.number().int().nonnegative() })),
  maxMarks: z.number().nonnegative(),
  summary: ZTestReportSummary,
  histogram: z.array(ZScoreBucket),
  questions: ZPage(ZQuestionStatistics),
});
export type TTestReport = z.infer<typeof ZTestReport>;
