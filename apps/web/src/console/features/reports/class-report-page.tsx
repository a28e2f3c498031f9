// Console > Class report: a class (a college, department and semester, or a paper's enrolled
// students) with each student's study, tests and last activity, who has not started, a summary
// above, paged by the server, and the whole class as a CSV or Excel download.
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  ['started', msg`Started`],
  ['not_started', msg`Not started`],
] as const;

const HEADINGS = [
  msg`Student`,
  msg`Modules started`,
  msg`Modules completed`,
  msg`Notes opened`,
  msg`Audio finished`,
  msg`Video finished`,
  msg`Tests taken`,
  msg`Average score`,
  msg`Last score`,
  msg`Last active`,
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
  const { t, i18n } = useLingui();
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
      title={t`Class report`}
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
            label={t`College`}
            allLabel={t`Any`}
            options={(colleges.data ?? []).map((college) => [String(college.id), college.name] as const)}
            {...list.bind('collegeId')}
          />
          <FilterSelect
            label={t`Department`}
            allLabel={t`Any`}
            options={(departments.data ?? []).map((department) => [String(department.id), department.name] as const)}
            {...list.bind('departmentId')}
          />
          <FilterSelect label={t`Semester`} allLabel={t`Any`} options={SEMESTERS} {...list.bind('semester')} />
          <SearchField
            label={t`Find a paper`}
            placeholder={t`Find a paper by title`}
            value={paperChoices.search}
            onChange={paperChoices.setSearch}
          />
          <FilterSelect label={t`Paper`} allLabel={t`Any`} options={paperChoices.options} {...list.bind('paperId')} />
          <FilterSelect
            label={t`Progress`}
            allLabel={t`All`}
            options={PROGRESS_CHOICES.map(([value, label]) => [value, i18n._(label)] as const)}
            {...list.bind('progress')}
          />
        </>
      }
    >
      <MutationError error={downloadError} />
      {hasClass ? (
        <>
          {report.data && <ClassSummary report={report.data} />}
          <PagedTable
            query={report}
            what={t`the class`}
            headings={HEADINGS.map((heading) => i18n._(heading))}
            emptyMessage={t`No students in this class.`}
            onPage={list.goToPage}
            row={(student) => {
              const { modulesStarted } = student;
              const moduleCount = report.data?.paper?.moduleCount;
              return (
                <tr key={student.userId}>
                  <td>
                    <Link to={adminPaths.person(student.userId)}>{student.name}</Link>
                    {!student.hasStarted && (
                      <span className="admin-status admin-status--archived">
                        <Trans>not started</Trans>
                      </span>
                    )}
                  </td>
                  <td>{moduleCount === undefined ? modulesStarted : t`${modulesStarted} of ${moduleCount}`}</td>
                  <td>{student.modulesCompleted}</td>
                  <td>{student.notesOpened}</td>
                  <td>{student.audioFinished}</td>
                  <td>{student.videoFinished}</td>
                  <td>{student.testsTaken}</td>
                  <td>{percent(student.averageScorePercent)}</td>
                  <td>{student.lastScore === null ? '—' : `${student.lastScore} / ${student.lastMaxMarks ?? '—'}`}</td>
                  <td>{student.lastActiveAt === null ? t`Never` : formatTime(student.lastActiveAt)}</td>
                </tr>
              );
            }}
          />
        </>
      ) : (
        <p className="status-message">
          <Trans>Choose a college, department, semester or paper to see its class.</Trans>
        </p>
      )}
    </ListPage>
  );
}

function ClassSummary({ report }: { report: TClassReport }) {
  const { t } = useLingui();
  const { summary, paper } = report;
  const paperTitle = paper?.title;
  const moduleCount = paper?.moduleCount ?? 0;
  return (
    <section className="admin-section" aria-labelledby="class-summary-title">
      <h2 id="class-summary-title" className="admin-section-title">
        {paper
          ? t`Summary: ${paperTitle} (${plural(moduleCount, { one: '# module', other: '# modules' })})`
          : t`Summary`}
      </h2>
      <dl className="admin-facts">
        <dt>
          <Trans>Students</Trans>
        </dt>
        <dd>{summary.students}</dd>
        <dt>
          <Trans>Started</Trans>
        </dt>
        <dd>{summary.started}</dd>
        <dt>
          <Trans>Not started</Trans>
        </dt>
        <dd>{summary.notStarted}</dd>
        <dt>
          <Trans>Tests taken</Trans>
        </dt>
        <dd>{summary.testsTaken}</dd>
        <dt>
          <Trans>Average score</Trans>
        </dt>
        <dd>{percent(summary.averageScorePercent)}</dd>
      </dl>
    </section>
  );
}
