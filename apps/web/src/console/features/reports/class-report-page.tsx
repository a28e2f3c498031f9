// Console > Class report: a class (a college, department and semester, or a paper's enrolled
// students) with each student's study, tests and last activity, who has not started, a summary
// above, paged by the server, and the whole class as a CSV download.
import { SEMESTERS, type TClassReport, type TClassReportExportQuery, type TClassReportQuery } from '@padanam/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminPapers } from '../../../api/admin-catalogue';
import { downloadClassReportCsv, useClassReport } from '../../../api/admin-class-report';
import { useColleges, useDepartments } from '../../../api/reference';
import { adminPaths } from '../../admin-paths';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { MutationError } from '../../components/mutation-error';
import { PagedTable } from '../../components/paged-table';
import { formatTime } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';

const CLASS_FILTERS = ['collegeId', 'departmentId', 'semester', 'paperId'] as const;

const PROGRESS_CHOICES = [
  ['started', 'Started'],
  ['not_started', 'Not started'],
] as const;

const HEADINGS = [
  'Student',
  'Modules started',
  'Modules completed',
  'Notes opened',
  'Audio finished',
  'Video finished',
  'Tests taken',
  'Average score',
  'Last score',
  'Last active',
];

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

export function ClassReportPage() {
  const list = useListParams([...CLASS_FILTERS, 'progress', 'order'] as const);
  const colleges = useColleges();
  const departments = useDepartments();
  const papers = useAdminPapers({ pageSize: '100', sort: 'title' } as Parameters<typeof useAdminPapers>[0]);
  const hasClass = CLASS_FILTERS.some((name) => list.values[name] !== undefined);
  // The address holds plain strings; the server checks them (a bad one shows as a load error).
  const report = useClassReport(list.params as TClassReportQuery, { isEnabled: hasClass });
  const [downloadError, setDownloadError] = useState<Error | null>(null);

  return (
    <ListPage
      title="Class report"
      actions={
        hasClass && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              setDownloadError(null);
              const { page: _page, order: _order, ...classOnly } = list.params;
              downloadClassReportCsv(classOnly as TClassReportExportQuery).catch(setDownloadError);
            }}
          >
            Download CSV
          </button>
        )
      }
      filters={
        <>
          <FilterSelect
            label="College"
            allLabel="Any"
            options={(colleges.data ?? []).map((college) => [String(college.id), college.name] as const)}
            {...list.bind('collegeId')}
          />
          <FilterSelect
            label="Department"
            allLabel="Any"
            options={(departments.data ?? []).map((department) => [String(department.id), department.name] as const)}
            {...list.bind('departmentId')}
          />
          <FilterSelect label="Semester" allLabel="Any" options={SEMESTERS} {...list.bind('semester')} />
          <FilterSelect
            label="Paper"
            allLabel="Any"
            options={(papers.data?.items ?? []).map((paper) => [String(paper.id), paper.title] as const)}
            {...list.bind('paperId')}
          />
          <FilterSelect label="Progress" allLabel="All" options={PROGRESS_CHOICES} {...list.bind('progress')} />
        </>
      }
    >
      <MutationError error={downloadError} />
      {hasClass ? (
        <>
          {report.data && <ClassSummary report={report.data} />}
          <PagedTable
            query={report}
            what="the class"
            headings={HEADINGS}
            emptyMessage="No students in this class."
            onPage={list.goToPage}
            row={(student) => (
              <tr key={student.userId}>
                <td>
                  <Link to={adminPaths.person(student.userId)}>{student.name}</Link>
                  {!student.hasStarted && <span className="admin-status admin-status--archived">not started</span>}
                </td>
                <td>
                  {student.modulesStarted}
                  {report.data?.paper ? ` of ${report.data.paper.moduleCount}` : ''}
                </td>
                <td>{student.modulesCompleted}</td>
                <td>{student.notesOpened}</td>
                <td>{student.audioFinished}</td>
                <td>{student.videoFinished}</td>
                <td>{student.testsTaken}</td>
                <td>{percent(student.averageScorePercent)}</td>
                <td>{student.lastScore === null ? '—' : `${student.lastScore} / ${student.lastMaxMarks ?? '—'}`}</td>
                <td>{student.lastActiveAt === null ? 'Never' : formatTime(student.lastActiveAt)}</td>
              </tr>
            )}
          />
        </>
      ) : (
        <p className="status-message">Choose a college, department, semester or paper to see its class.</p>
      )}
    </ListPage>
  );
}

function ClassSummary({ report }: { report: TClassReport }) {
  const { summary, paper } = report;
  return (
    <section className="admin-section" aria-labelledby="class-summary-title">
      <h2 id="class-summary-title" className="admin-section-title">
        {paper ? `Summary: ${paper.title} (${paper.moduleCount} modules)` : 'Summary'}
      </h2>
      <dl className="admin-facts">
        <dt>Students</dt>
        <dd>{summary.students}</dd>
        <dt>Started</dt>
        <dd>{summary.started}</dd>
        <dt>Not started</dt>
        <dd>{summary.notStarted}</dd>
        <dt>Tests taken</dt>
        <dd>{summary.testsTaken}</dd>
        <dt>Average score</dt>
        <dd>{percent(summary.averageScorePercent)}</dd>
      </dl>
    </section>
  );
}
