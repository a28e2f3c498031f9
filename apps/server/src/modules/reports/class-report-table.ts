/**
 * The class report as a table, columns and rows of plain cells, so that every export (CSV or a
 * workbook) writes the same columns from one place. Times are ISO 8601 (UTC).
 */
import type { TClassStudent } from '@padanam/contract';
import type { CsvCell } from '../../lib/write-csv.js';

export interface ReportColumn {
  key: string;
  header: string;
}

export interface ReportTable {
  columns: ReportColumn[];
  rows: CsvCell[][];
}

const COLUMNS: readonly (ReportColumn & { cell: (student: TClassStudent) => CsvCell })[] = [
  { key: 'name', header: 'name', cell: (s) => s.name },
  { key: 'college', header: 'college', cell: (s) => s.collegeName },
  { key: 'department', header: 'department', cell: (s) => s.departmentName },
  { key: 'semester', header: 'semester', cell: (s) => s.semester },
  { key: 'started', header: 'started', cell: (s) => (s.hasStarted ? 'yes' : 'no') },
  { key: 'modulesStarted', header: 'modules_started', cell: (s) => s.modulesStarted },
  { key: 'modulesCompleted', header: 'modules_completed', cell: (s) => s.modulesCompleted },
  { key: 'notesOpened', header: 'notes_opened', cell: (s) => s.notesOpened },
  { key: 'audioFinished', header: 'audio_finished', cell: (s) => s.audioFinished },
  { key: 'videoFinished', header: 'video_finished', cell: (s) => s.videoFinished },
  { key: 'testsTaken', header: 'tests_taken', cell: (s) => s.testsTaken },
  { key: 'averageScorePercent', header: 'average_score_percent', cell: (s) => s.averageScorePercent },
  { key: 'lastScore', header: 'last_score', cell: (s) => s.lastScore },
  { key: 'lastMaxMarks', header: 'last_max_marks', cell: (s) => s.lastMaxMarks },
  {
    key: 'lastActiveAt',
    header: 'last_active_at',
    cell: (s) => (s.lastActiveAt === null ? null : new Date(s.lastActiveAt).toISOString()),
  },
];

export function classReportTable(students: readonly TClassStudent[]): ReportTable {
  return {
    columns: COLUMNS.map(({ key, header }) => ({ key, header })),
    rows: students.map((student) => COLUMNS.map((column) => column.cell(student))),
  };
}
