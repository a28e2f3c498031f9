/**
 * The class report: a page of the class with its summary, and the whole class as a table
 * (columns and rows) that the download writes as CSV or as a workbook (lib/report-export.ts).
 */
import type { Kysely } from 'kysely';
import type {
  TClassReport,
  TClassReportExportQueryValues,
  TClassReportQueryValues,
  TClassStudent,
} from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import type { ExportTable } from '../../lib/report-export.js';
import { classReportTable } from './class-report-table.js';
import {
  countClassStudents,
  findClassStudents,
  findPaperOutline,
  summariseClass,
  type ClassFilter,
  type ClassStudentRow,
} from './class-report.repository.js';

export const PAPER_NOT_FOUND = 'Paper not found';

const count = (value: number | string | null | undefined) => Number(value ?? 0);

/** A mean of percentages, to two decimals; null when there is nothing to average. */
function meanPercent(sum: number | string | null | undefined, n: number | string | null | undefined) {
  const many = count(n);
  return many === 0 ? null : Math.round((count(sum) / many) * 100) / 100;
}

function toClassStudent(row: ClassStudentRow): TClassStudent {
  return {
    userId: row.userId,
    name: row.name,
    collegeName: row.collegeName,
    departmentName: row.departmentName,
    semester: row.semester,
    modulesStarted: count(row.modulesStarted),
    modulesCompleted: count(row.modulesCompleted),
    notesOpened: count(row.notesOpened),
    audioFinished: count(row.audioFinished),
    videoFinished: count(row.videoFinished),
    testsTaken: count(row.testsTaken),
    averageScorePercent: meanPercent(row.percentSum, row.percentCount),
    lastScore: row.lastScoreHundredths === null ? null : Number(row.lastScoreHundredths) / 100,
    lastMaxMarks: row.lastMaxMarks === null ? null : Number(row.lastMaxMarks),
    lastActiveAt: row.lastActiveAt === null ? null : Number(row.lastActiveAt),
    // SQLite answers 0/1, PostgreSQL true/false.
    hasStarted: row.hasStarted === true || Number(row.hasStarted) === 1,
  };
}

export interface ClassReportServiceDependencies {
  db: Kysely<Database>;
}

export function createClassReportService({ db }: ClassReportServiceDependencies) {
  async function paperOf(paperId: number | undefined) {
    if (paperId === undefined) return null;
    const paper = await findPaperOutline(db, paperId);
    if (!paper) throw notFound(PAPER_NOT_FOUND);
    return { id: paper.id, title: paper.title, moduleCount: count(paper.moduleCount) };
  }

  async function readClass(query: TClassReportQueryValues): Promise<TClassReport> {
    const filter: ClassFilter = query;
    const page = readPageQuery(query);
    const paper = await paperOf(filter.paperId);
    const [total, rows, summary] = await Promise.all([
      countClassStudents(db, filter),
      findClassStudents(db, filter, page),
      summariseClass(db, filter),
    ]);
    const students = count(summary.students);
    const started = count(summary.started);
    return {
      ...pageOf(rows.map(toClassStudent), total, page),
      summary: {
        students,
        started,
        notStarted: students - started,
        testsTaken: count(summary.testsTaken),
        averageScorePercent: meanPercent(summary.percentSum, summary.percentCount),
      },
      paper,
    };
  }

  /** Every student of the class, as the report's table. */
  async function tableOfClass(query: TClassReportExportQueryValues): Promise<ExportTable> {
    await paperOf(query.paperId);
    const rows = await findClassStudents(db, query);
    const table = classReportTable(rows.map(toClassStudent));
    return { filename: 'class-report', columns: table.columns.map((column) => column.header), rows: table.rows };
  }

  return { readClass, tableOfClass };
}

export type ClassReportService = ReturnType<typeof createClassReportService>;
