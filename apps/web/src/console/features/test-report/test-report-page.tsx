// Console > a module > a test's report: how the test and each of its questions performed, one
// revision at a time (students who saw different versions of a question are never mixed),
// narrowed by college, department, semester and finish days; the questions' facility,
// discrimination and options as in Moodle's quiz statistics, flagged ones linking to their editor.
import {
  FACILITY_TOO_EASY_ABOVE,
  FACILITY_TOO_HARD_BELOW,
  QUIZ_TITLES,
  SEMESTERS,
  type TQuestionStatistics,
  type TQuizCategory,
  type TScoreBucket,
  type TTestReport,
  type TTestReportFlag,
  type TTestReportQuery,
  type TTestReportSummary,
} from '@padanam/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminModule } from '../../../api/admin-catalogue';
import { downloadTestReport, useTestReport } from '../../../api/admin-tests';
import { useColleges, useDepartments } from '../../../api/reference';
import { adminPaths } from '../../admin-paths';
import { ModuleTestPage } from '../../components/module-test-page';
import { DataTable } from '../../components/data-table';
import { ExportButtons } from '../../components/export-buttons';
import { FilterSelect } from '../../components/filter-select';
import { ListPage } from '../../components/list-page';
import { Pagination } from '../../components/pagination';
import { QueryState } from '../../components/query-state';
import { countOf } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import './test-report.css';

const FILTERS = ['revision', 'collegeId', 'departmentId', 'semester', 'from', 'to'] as const;
const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

const FLAG_TEXT: Record<TTestReportFlag, string> = {
  negative_discrimination: 'Negative discrimination',
  too_hard: `Too hard (facility under ${FACILITY_TOO_HARD_BELOW} %)`,
  too_easy: `Too easy (facility over ${FACILITY_TOO_EASY_ABOVE} %)`,
};

const NUMBER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const figure = (value: number | null, unit = '') => (value === null ? '—' : `${NUMBER.format(value)}${unit}`);

/** "23 min 5 s". */
function durationText(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes === 0 ? `${rest} s` : `${minutes} min ${rest} s`;
}

/**
 * Every revision with finished attempts, newest first, and the one shown even when nobody has
 * finished it yet (a test just written, or just edited): the select always names what the page shows.
 */
function revisionChoices(report: TTestReport | undefined): (readonly [string, string])[] {
  if (!report) return [];
  const revisions = report.revisions.some((entry) => entry.revision === report.revision)
    ? report.revisions
    : [...report.revisions, { revision: report.revision, attempts: 0 }].sort((a, b) => b.revision - a.revision);
  return revisions.map(
    (entry) => [String(entry.revision), `Revision ${entry.revision} (${countOf(entry.attempts, 'attempt')})`] as const,
  );
}

export function TestReportPage() {
  return <ModuleTestPage render={(moduleId, category) => <TestReport moduleId={moduleId} category={category} />} />;
}

function TestReport({ moduleId, category }: { moduleId: number; category: TQuizCategory }) {
  const module = useAdminModule(moduleId);
  const list = useListParams(FILTERS);
  // The address holds plain strings; the server checks them (a bad one shows as a load error).
  const query = list.params as TTestReportQuery;
  const report = useTestReport(moduleId, category, query);
  const colleges = useColleges();
  const departments = useDepartments();
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const title = `${QUIZ_TITLES[category]} report`;
  const moduleTitle = module.data?.module.title ?? 'Module';

  return (
    <ListPage
      title={title}
      tabTitle={`${title} · ${moduleTitle}`}
      crumb={
        <>
          {module.data && <Link to={adminPaths.paper(module.data.paper.id)}>{module.data.paper.title}</Link>}
          {' · '}
          <Link to={adminPaths.module(moduleId)}>{moduleTitle}</Link>
        </>
      }
      actions={
        <div className="admin-actions">
          <Link to={adminPaths.questions(moduleId, category)}>{QUIZ_TITLES[category]} questions</Link>
          <ExportButtons
            onExport={(format) => {
              setDownloadProblem(null);
              downloadTestReport(moduleId, category, query, format).catch((failure: Error) =>
                setDownloadProblem(failure.message),
              );
            }}
          />
        </div>
      }
      intro={
        <p className="admin-page__lead">
          Finished attempts of one revision of the test: each edit of its questions starts a new revision, and students
          who saw different versions are never counted together.
        </p>
      }
      filters={
        <>
          <FilterSelect
            label="Revision"
            options={revisionChoices(report.data)}
            value={list.values.revision ?? String(report.data?.revision ?? '')}
            onChange={(value) => list.update({ revision: value })}
          />
          <FilterSelect
            label="College"
            allLabel="All"
            options={(colleges.data ?? []).map((college) => [String(college.id), college.name] as const)}
            {...list.bind('collegeId')}
          />
          <FilterSelect
            label="Department"
            allLabel="All"
            options={(departments.data ?? []).map((department) => [String(department.id), department.name] as const)}
            {...list.bind('departmentId')}
          />
          <FilterSelect label="Semester" allLabel="All" options={SEMESTERS} {...list.bind('semester')} />
          <DateFilter label="Finished from" {...list.bind('from')} />
          <DateFilter label="Finished until" {...list.bind('to')} />
        </>
      }
    >
      {downloadProblem && (
        <p className="admin-alert" role="alert">
          {downloadProblem}
        </p>
      )}
      <QueryState query={report} what="the report">
        {(data) => <ReportBody report={data} moduleId={moduleId} category={category} onPage={list.goToPage} />}
      </QueryState>
    </ListPage>
  );
}

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="admin-filters__select">
      {label}
      <input type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

function ReportBody({
  report,
  moduleId,
  category,
  onPage,
}: {
  report: TTestReport;
  moduleId: number;
  category: TQuizCategory;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <section className="admin-section" aria-labelledby="report-summary">
        <h2 id="report-summary" className="admin-section-title">
          Summary of revision {report.revision}
        </h2>
        <Summary summary={report.summary} maxMarks={report.maxMarks} />
      </section>
      <section className="admin-section" aria-labelledby="report-distribution">
        <h2 id="report-distribution" className="admin-section-title">
          Score distribution
        </h2>
        <Histogram buckets={report.histogram} />
      </section>
      <section className="admin-section" aria-labelledby="report-questions">
        <h2 id="report-questions" className="admin-section-title">
          Questions
        </h2>
        <p className="admin-page__lead">
          Facility: the average mark as a share of the full mark. Discrimination: how the question correlates with the
          rest of the test (−100 to 100). Efficiency: that correlation as a share of the highest it could be.
        </p>
        <QuestionTable questions={report.questions.items} moduleId={moduleId} category={category} />
        <Pagination
          page={report.questions.page}
          pageSize={report.questions.pageSize}
          total={report.questions.total}
          onPage={onPage}
        />
      </section>
    </>
  );
}

function Summary({ summary, maxMarks }: { summary: TTestReportSummary; maxMarks: number }) {
  const marks = (value: number | null) => (value === null ? '—' : `${figure(value)} of ${figure(maxMarks)}`);
  const entries: [string, string][] = [
    ['Attempts', String(summary.attempts)],
    ['Submitted', String(summary.submitted)],
    ['Timed out', String(summary.timedOut)],
    ['Mean', marks(summary.mean)],
    ['Median', marks(summary.median)],
    ['Standard deviation', figure(summary.standardDeviation)],
    ['Highest', marks(summary.highest)],
    ['Lowest', marks(summary.lowest)],
    ['Average time', durationText(summary.averageWorkingSeconds)],
  ];
  return (
    <dl className="test-report__summary">
      {entries.map(([term, value]) => (
        <div key={term} className="test-report__figure">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Plain SVG bars inside a table, so the counts are read out as a table (no inline styles: the CSP). */
function Histogram({ buckets }: { buckets: readonly TScoreBucket[] }) {
  const most = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return (
    <table className="test-report__histogram">
      <caption className="visually-hidden">Attempts by marks</caption>
      <thead>
        <tr>
          <th scope="col">Marks</th>
          <th scope="col">Attempts</th>
        </tr>
      </thead>
      <tbody>
        {buckets.map((bucket, index) => (
          <tr key={bucket.from}>
            <th scope="row">
              {figure(bucket.from)} to {index === buckets.length - 1 ? figure(bucket.to) : `under ${figure(bucket.to)}`}
            </th>
            <td>
              <svg className="test-report__bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
                <rect width={(100 * bucket.count) / most} height="1" />
              </svg>
              <span className="test-report__count">{bucket.count}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function QuestionTable({
  questions,
  moduleId,
  category,
}: {
  questions: readonly TQuestionStatistics[];
  moduleId: number;
  category: TQuizCategory;
}) {
  return (
    <DataTable
      label="Questions, scrolls sideways"
      headings={['No.', 'Question', 'Facility', 'Discrimination', 'Efficiency', 'Chosen', 'Skipped', 'Time', 'Flags']}
      footer={questions.length === 0 ? <p className="status-message">No questions on this page.</p> : undefined}
    >
      {questions.map((question) => (
        <tr key={question.questionId} className={question.flags.length > 0 ? 'test-report__flagged' : undefined}>
          <td>{question.number}</td>
          <td>
            <p className="test-report__text">{question.text}</p>
            <Link to={adminPaths.editQuestion(moduleId, category, question.questionId)}>
              Edit question {question.number}
            </Link>
          </td>
          <td>{figure(question.facility, ' %')}</td>
          <td>{figure(question.discriminationIndex)}</td>
          <td>{figure(question.discriminativeEfficiency, ' %')}</td>
          <td>
            <ul className="test-report__options">
              {question.options.map((option) => (
                <li key={option.option}>
                  {OPTION_LETTERS[option.option]}: {option.count} ({figure(option.share, ' %')})
                  {option.isCorrect && <strong> correct</strong>}
                </li>
              ))}
            </ul>
          </td>
          <td>
            {question.skipped} ({figure(question.skippedShare, ' %')})
          </td>
          <td>{question.averageSecondsOnScreen === null ? '—' : durationText(question.averageSecondsOnScreen)}</td>
          <td>
            {question.flags.length === 0 ? (
              '—'
            ) : (
              <ul className="test-report__flags">
                {question.flags.map((flag) => (
                  <li key={flag}>{FLAG_TEXT[flag]}</li>
                ))}
              </ul>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
