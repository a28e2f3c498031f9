/**
 * A test's statistics report for teachers and admins: one revision of the test at a time (a
 * question edited is a new question row from a new revision on, so students who saw different
 * versions are never counted together), narrowed by college, department, semester and the days
 * the attempts finished on. The counting is SQL (test-report.repository.ts); the arithmetic and
 * the download's tables are test-report.ts. A report is kept while the test's finished attempts
 * stay the same (paging through its questions, or coming back to it, groups nothing again), for
 * a few minutes at most: a student's college or semester may change meanwhile.
 */
import type { TQuizCategory, TTestReport, TTestReportQueryValues } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalidField, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { DAY_MS, indiaDateStart } from '../../lib/india-time.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import type { ExportTables } from '../../lib/report-export.js';
import { findLiveQuestions, findQuiz, type QuizRow } from './quiz.repository.js';
import {
  type AttemptFilter,
  countAnswersByMarks,
  countAttemptsByMarks,
  findRevisionsWithAttempts,
  readFinishesVersion,
  sumAttempts,
} from './test-report.repository.js';
import { histogramOf, questionStatistics, questionTable, summarise, summaryTable } from './test-report.js';
import { foldFinishedAttempts as foldBatch } from './test-report-fold.repository.js';

/** The start of a day in India (`YYYY-MM-DD`), as epoch ms; the query's schema has refused a date that does not exist. */
function startOfIndiaDay(date: string, field: 'from' | 'to'): number {
  const start = indiaDateStart(date);
  if (start === null)
    throw invalidField(field, { en: 'must be a date, such as 2026-11-27', ml: '2026-11-27 പോലെ ഒരു തീയതി ആയിരിക്കണം' });
  return start;
}

/**
 * Finished attempts folded a transaction: 25,000 answers of a 50-question test, grouped in a few
 * milliseconds, so exam-day writes wait little for SQLite's one writer between batches.
 */
const FOLD_BATCH_ATTEMPTS = 500;

/** How long a kept report may be served while its test's finished attempts stay the same. */
const KEPT_REPORT_MS = 5 * 60 * 1000;
const KEPT_REPORTS_MAX = 50;

type Report = Awaited<ReturnType<typeof computeReport>>;

async function computeReport(db: Kysely<Database>, quiz: QuizRow, query: TTestReportQueryValues) {
  const revisions = await findRevisionsWithAttempts(db, quiz.id);
  const revision = query.revision ?? revisions[0]?.revision ?? quiz.revision;
  if (revision > quiz.revision) throw notFound(`This test has no revision ${revision}`);
  const filter: AttemptFilter = {
    quizId: quiz.id,
    revision,
    collegeId: query.collegeId,
    departmentId: query.departmentId,
    semester: query.semester,
    finishedFrom: query.from === undefined ? undefined : startOfIndiaDay(query.from, 'from'),
    finishedBefore: query.to === undefined ? undefined : startOfIndiaDay(query.to, 'to') + DAY_MS,
  };
  // One after another: SQLite has one connection, and each read is one grouped statement.
  const sums = await sumAttempts(db, filter);
  const markGroups = await countAttemptsByMarks(db, filter);
  const answerGroups = sums.attempts > 0 ? await countAnswersByMarks(db, filter) : [];
  const questions = await findLiveQuestions(db, quiz.id, revision);
  const maxMarks = sums.maxMarks ?? quiz.maxMarks ?? questions.length;
  return {
    quiz,
    revision,
    revisions,
    maxMarks,
    summary: summarise(sums, markGroups),
    histogram: histogramOf(markGroups, maxMarks),
    questions: questionStatistics(questions, markGroups, answerGroups),
  };
}

export function createTestReportService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const kept = new Map<string, { version: string; keptAt: number; report: Promise<Report> }>();

  async function buildReport(moduleId: number, category: TQuizCategory, query: TTestReportQueryValues) {
    const quiz = await findQuiz(db, moduleId, category);
    if (!quiz) throw notFound('Test not found');
    const { revision, collegeId, departmentId, semester, from, to } = query;
    const key = JSON.stringify([quiz.id, revision, collegeId, departmentId, semester, from, to]);
    const version = await readFinishesVersion(db, quiz.id);
    const now = clock();
    const entry = kept.get(key);
    if (entry && entry.version === version && now - entry.keptAt < KEPT_REPORT_MS) return entry.report;
    kept.delete(key); // re-inserted below, so the oldest is first
    if (kept.size >= KEPT_REPORTS_MAX) kept.delete(kept.keys().next().value!);
    const report = computeReport(db, quiz, query);
    const fresh = { version, keptAt: now, report };
    kept.set(key, fresh);
    report.catch(() => {
      if (kept.get(key) === fresh) kept.delete(key); // an error is never served again
    });
    return report;
  }

  async function readReport(
    moduleId: number,
    category: TQuizCategory,
    query: TTestReportQueryValues,
  ): Promise<TTestReport> {
    const report = await buildReport(moduleId, category, query);
    const page = readPageQuery(query);
    return {
      moduleId,
      category,
      quizId: report.quiz.id,
      title: report.quiz.title,
      revision: report.revision,
      revisions: report.revisions,
      maxMarks: report.maxMarks,
      summary: report.summary,
      histogram: report.histogram,
      questions: pageOf(report.questions.slice(page.offset, page.offset + page.limit), report.questions.length, page),
    };
  }

  /** The summary, then every question's row: two sheets of a workbook, or two tables of one CSV file. */
  async function reportExport(
    moduleId: number,
    category: TQuizCategory,
    query: TTestReportQueryValues,
  ): Promise<ExportTables> {
    const report = await buildReport(moduleId, category, query);
    const filename = `test-${report.quiz.id}-revision-${report.revision}`;
    return [
      {
        filename,
        sheetName: 'Summary',
        ...summaryTable(report.summary, { title: report.quiz.title, revision: report.revision }),
      },
      { filename, sheetName: 'Questions', ...questionTable(report.questions) },
    ];
  }

  /**
   * Adds every finished attempt not counted yet to the report's kept counts (test-report-fold.repository.ts),
   * a batch a transaction, letting other work run between batches; stops early when asked. How many.
   */
  async function foldFinishedAttempts(stop?: AbortSignal): Promise<number> {
    let folded = 0;
    while (!stop?.aborted) {
      const batch = await foldBatch(db, clock(), FOLD_BATCH_ATTEMPTS);
      folded += batch;
      if (batch < FOLD_BATCH_ATTEMPTS) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return folded;
  }

  return { readReport, reportExport, foldFinishedAttempts };
}

export type TestReportService = ReturnType<typeof createTestReportService>;
