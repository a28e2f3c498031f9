/**
 * A test's statistics report for teachers and admins: one revision of the test at a time (a
 * question edited is a new question row from a new revision on, so students who saw different
 * versions are never counted together), narrowed by college, department, semester and the days
 * the attempts finished on. The counting is SQL (test-report.repository.ts); the arithmetic and
 * the download's tables are test-report.ts.
 */
import type { TQuizCategory, TTestReport, TTestReportQueryValues } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import { writeCsv } from '../../lib/write-csv.js';
import { findLiveQuestions, findQuiz } from './quiz.repository.js';
import {
  type AttemptFilter,
  countAnswersByMarks,
  countAttemptsByMarks,
  findRevisionsWithAttempts,
  sumAttempts,
} from './test-report.repository.js';
import { histogramOf, questionStatistics, questionTable, summarise, summaryTable } from './test-report.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** India is UTC+05:30 all year: a day there starts at 18:30 UTC the day before. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The start of a day in India (`YYYY-MM-DD`), as epoch ms. */
export const startOfIndiaDay = (date: string) => Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS;

export function createTestReportService({ db }: { db: Kysely<Database> }) {
  async function buildReport(moduleId: number, category: TQuizCategory, query: TTestReportQueryValues) {
    const quiz = await findQuiz(db, moduleId, category);
    if (!quiz) throw notFound('Test not found');
    const revisions = await findRevisionsWithAttempts(db, quiz.id);
    const revision = query.revision ?? revisions[0]?.revision ?? quiz.revision;
    if (revision > quiz.revision) throw notFound(`This test has no revision ${revision}`);
    const filter: AttemptFilter = {
      quizId: quiz.id,
      revision,
      collegeId: query.collegeId,
      departmentId: query.departmentId,
      semester: query.semester,
      finishedFrom: query.from === undefined ? undefined : startOfIndiaDay(query.from),
      finishedBefore: query.to === undefined ? undefined : startOfIndiaDay(query.to) + DAY_MS,
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

  /** The summary, then every question's row, as one CSV file. */
  async function reportCsv(moduleId: number, category: TQuizCategory, query: TTestReportQueryValues) {
    const report = await buildReport(moduleId, category, query);
    const summary = summaryTable(report.summary, { title: report.quiz.title, revision: report.revision });
    const questions = questionTable(report.questions);
    // One byte-order mark at the start of the file: the second table's is dropped.
    const body = `${writeCsv(summary.columns, summary.rows)}\r\n${writeCsv(questions.columns, questions.rows).slice(1)}`;
    return { body, fileName: `test-${report.quiz.id}-revision-${report.revision}.csv` };
  }

  return { readReport, reportCsv };
}

export type TestReportService = ReturnType<typeof createTestReportService>;
