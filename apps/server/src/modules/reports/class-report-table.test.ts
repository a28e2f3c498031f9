import { describe, expect, it } from 'vitest';
import type { TClassStudent } from '@padanam/contract';
import { writeCsv } from '../../lib/write-csv.js';
import { classReportTable } from './class-report-table.js';

const student: TClassStudent = {
  userId: 1,
  name: '=HYPERLINK("http://x")',
  collegeName: 'Govt College, Kollam',
  departmentName: null,
  semester: null,
  modulesStarted: 0,
  modulesCompleted: 0,
  notesOpened: 0,
  audioFinished: 0,
  videoFinished: 0,
  testsTaken: 0,
  averageScorePercent: null,
  lastScore: null,
  lastMaxMarks: null,
  lastActiveAt: Date.UTC(2026, 10, 20, 4, 0),
  hasStarted: false,
};

describe('the class report as a table', () => {
  it('gives one row a student in the columns every export writes, empty cells for what is not there', () => {
    const table = classReportTable([student]);
    expect(table.columns.map((column) => column.key)).toEqual([
      'name',
      'college',
      'department',
      'semester',
      'started',
      'modulesStarted',
      'modulesCompleted',
      'notesOpened',
      'audioFinished',
      'videoFinished',
      'testsTaken',
      'averageScorePercent',
      'lastScore',
      'lastMaxMarks',
      'lastActiveAt',
    ]);
    expect(table.rows).toEqual([
      [
        student.name,
        'Govt College, Kollam',
        null,
        null,
        'no',
        0,
        0,
        0,
        0,
        0,
        0,
        null,
        null,
        null,
        '2026-11-20T04:00:00.000Z',
      ],
    ]);
  });

  it('opens a name that looks like a formula as text in the CSV', () => {
    const table = classReportTable([student]);
    const csv = writeCsv(
      table.columns.map((column) => column.header),
      table.rows,
    );
    expect(csv.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)",/);
  });
});
