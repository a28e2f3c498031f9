// Console > Class report: a class (a college, department and semester, or a paper's enrolled
// students) with each student's study, tests and last activity, who has not started, a summary
// above, paged by the server, and the whole class as a CSV or Excel download.
import { SEMESTERS, type TClassReport, type TClassReportExportQuery, type TClassReportQuery } from '@padanam/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminPaper, useAdminPapers } from '../../../api/admin-catalogue';
import { downloadClassReport, useClassReport } from '../../../api/admin-class-report';
import { useColleges, useDepartments } from '../../../api/reference';
import { SearchField } from '../../../components/ui/search-field';
import { adminPaths } from '../../admin-paths';
import { ExportButtons } from '../../components/export-buttons';
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

/**
 * The Paper filter's choices: the first papers by title, or those whose title matches what was
 * typed in Find a paper (a college has more papers than one list should show), and always the
 * paper chosen, so the select names it whatever the search.
 */
function usePaperChoices(chosenId: string | undefined) {
  const [search, setSearch] = useState('');
  const papers = useAdminPapers({ q: search.trim() || undefined, sort: 'title', pageSize: '50' });
  const chosen = useAdminPaper(Number(chosenId), { isEnabled: chosenId !== undefined });
  const found = (papers.data?.items ?? []).map((paper) => [String(paper.id), paper.title] as const);
  const chosenPaper = chosen.data?.paper;
  const options =
    chosenPaper && !found.some(([id]) => id === chosenId)
      ? [[String(chosenPaper.id), chosenPaper.title] as const, ...found]
      : found;
  return { search, setSearch, options };
}

export function ClassReportPage() {
  const list = useListParams([...CLASS_FILTERS, 'progress', 'order'] as const);
  const colleges = useColleges();
  const departments = useDepartments();
  const paperChoices = usePaperChoices(list.values.paperId);
  const hasClass = CLASS_FILTERS.some((name) => list.values[name] !== undefined);
  // The address holds plain strings; the server checks them (a bad one shows as a load error).
  const report = useClassReport(list.params as TClassReportQuery, { isEnabled: hasClass });
  const [downloadError, setDownloadError] = useState<Error | null>(null);

  return (
    <ListPage
      title="Class report"
      actions={
        hasClass && (
          <ExportButtons
            onExport={(format) => {
              setDownloadError(null);
              const { page: _page, order: _order, ...classOnly } = list.params;
              downloadClassReport({ ...classOnly, format } as TClassReportExportQuery).catch(setDownloadError);
            }}
          />
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
          <SearchField
            label="Find a paper"
            placeholder="Find a paper by title"
            value={paperChoices.search}
            onChange={paperChoices.setSearch}
          />
          <FilterSelect label="Paper" allLabel="Any" options={paperChoices.options} {...list.bind('paperId')} />
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
