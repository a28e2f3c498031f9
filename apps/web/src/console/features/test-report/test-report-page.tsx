// Console > a module > a test's report: how the test and each of its questions performed, one
// revision at a time (students who saw different versions of a question are never mixed),
// narrowed by college, department, semester and finish days; the questions' facility,
// discrimination and options as in Moodle's quiz statistics, flagged ones linking to their editor.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FACILITY_TOO_EASY_ABOVE,
  FACILITY_TOO_HARD_BELOW,
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
import { useListParams } from '../../lib/use-list-params';
import { QUIZ_TITLE_TEXT } from '../../../components/mock-tests/quiz-titles';
import './test-report.css';

const FILTERS = ['revision', 'collegeId', 'departmentId', 'semester', 'from', 'to'] as const;
const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

const tooHardBelow = FACILITY_TOO_HARD_BELOW;
const tooEasyAbove = FACILITY_TOO_EASY_ABOVE;
const FLAG_TEXT: Record<TTestReportFlag, MessageDescriptor> = {
  negative_discrimination: msg`Negative discrimination`,
  too_hard: msg`Too hard (facility under ${tooHardBelow} %)`,
  too_easy: msg`Too easy (facility over ${tooEasyAbove} %)`,
};

const NUMBER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const figure = (value: number | null, unit = '') => (value === null ? '—' : `${NUMBER.format(value)}${unit}`);

/** "23 min 5 s". */
function durationText(seconds: number | null, i18n: I18n): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes === 0 ? i18n._(msg`${rest} s`) : i18n._(msg`${minutes} min ${rest} s`);
}

/**
 * Every revision with finished attempts, newest first, and the one shown even when nobody has
 * finished it yet (a test just written, or just edited): the select always names what the page shows.
 */
function revisionChoices(report: TTestReport | undefined, i18n: I18n): (readonly [string, string])[] {
  if (!report) return [];
  const revisions = report.revisions.some((entry) => entry.revision === report.revision)
    ? report.revisions
    : [...report.revisions, { revision: report.revision, attempts: 0 }].sort((a, b) => b.revision - a.revision);
  return revisions.map(({ revision, attempts }) => {
    const label = i18n._(msg`Revision ${revision} (${plural(attempts, { one: '# attempt', other: '# attempts' })})`);
    return [String(revision), label] as const;
  });
}

export function TestReportPage() {
  return <ModuleTestPage render={(moduleId, category) => <TestReport moduleId={moduleId} category={category} />} />;
}

function TestReport({ moduleId, category }: { moduleId: number; category: TQuizCategory }) {
  const { t, i18n } = useLingui();
  const module = useAdminModule(moduleId);
  const list = useListParams(FILTERS);
  // The address holds plain strings; the server checks them (a bad one shows as a load error).
  const query = list.params as TTestReportQuery;
  const report = useTestReport(moduleId, category, query);
  const colleges = useColleges();
  const departments = useDepartments();
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const testTitle = i18n._(QUIZ_TITLE_TEXT[category]);
  const title = t`${testTitle} report`;
  const moduleTitle = module.data?.module.title ?? t`Module`;

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
          <Link to={adminPaths.questions(moduleId, category)}>
            <Trans>{testTitle} questions</Trans>
          </Link>
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
          <Trans>
            Finished attempts of one revision of the test: each edit of its questions starts a new revision, and
            students who saw different versions are never counted together.
          </Trans>
        </p>
      }
      filters={
        <>
          <FilterSelect
            label={t`Revision`}
            options={revisionChoices(report.data, i18n)}
            value={list.values.revision ?? String(report.data?.revision ?? '')}
            onChange={(value) => list.update({ revision: value })}
          />
          <FilterSelect
            label={t`College`}
            allLabel={t`All`}
            options={(colleges.data ?? []).map((college) => [String(college.id), college.name] as const)}
            {...list.bind('collegeId')}
          />
          <FilterSelect
            label={t`Department`}
            allLabel={t`All`}
            options={(departments.data ?? []).map((department) => [String(department.id), department.name] as const)}
            {...list.bind('departmentId')}
          />
          <FilterSelect label={t`Semester`} allLabel={t`All`} options={SEMESTERS} {...list.bind('semester')} />
          <DateFilter label={t`Finished from`} {...list.bind('from')} />
          <DateFilter label={t`Finished until`} {...list.bind('to')} />
        </>
      }
    >
      {downloadProblem && (
        <p className="admin-alert" role="alert">
          {downloadProblem}
        </p>
      )}
      <QueryState query={report} what={t`the report`}>
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
  const revision = report.revision;
  return (
    <>
      <section className="admin-section" aria-labelledby="report-summary">
        <h2 id="report-summary" className="admin-section-title">
          <Trans>Summary of revision {revision}</Trans>
        </h2>
        <Summary summary={report.summary} maxMarks={report.maxMarks} />
      </section>
      <section className="admin-section" aria-labelledby="report-distribution">
        <h2 id="report-distribution" className="admin-section-title">
          <Trans>Score distribution</Trans>
        </h2>
        <Histogram buckets={report.histogram} />
      </section>
      <section className="admin-section" aria-labelledby="report-questions">
        <h2 id="report-questions" className="admin-section-title">
          <Trans>Questions</Trans>
        </h2>
        <p className="admin-page__lead">
          <Trans>
            Facility: the average mark as a share of the full mark. Discrimination: how the question correlates with the
            rest of the test (−100 to 100). Efficiency: that correlation as a share of the highest it could be.
          </Trans>
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
  const { t, i18n } = useLingui();
  const fullMarks = figure(maxMarks);
  const marks = (value: number | null) => {
    if (value === null) return '—';
    const mark = figure(value);
    return t`${mark} of ${fullMarks}`;
  };
  const entries: [string, string][] = [
    [t`Attempts`, String(summary.attempts)],
    [t`Submitted`, String(summary.submitted)],
    [t`Timed out`, String(summary.timedOut)],
    [t`Mean`, marks(summary.mean)],
    [t`Median`, marks(summary.median)],
    [t`Standard deviation`, figure(summary.standardDeviation)],
    [t`Highest`, marks(summary.highest)],
    [t`Lowest`, marks(summary.lowest)],
    [t`Average time`, durationText(summary.averageWorkingSeconds, i18n)],
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
  const { t } = useLingui();
  const most = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return (
    <table className="test-report__histogram">
      <caption className="visually-hidden">
        <Trans>Attempts by marks</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Marks</Trans>
          </th>
          <th scope="col">
            <Trans>Attempts</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {buckets.map((bucket, index) => {
          const from = figure(bucket.from);
          const to = figure(bucket.to);
          return (
            <tr key={bucket.from}>
              <th scope="row">{index === buckets.length - 1 ? t`${from} to ${to}` : t`${from} to under ${to}`}</th>
              <td>
                <svg className="test-report__bar" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
                  <rect width={(100 * bucket.count) / most} height="1" />
                </svg>
                <span className="test-report__count">{bucket.count}</span>
              </td>
            </tr>
          );
        })}
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
  const { t, i18n } = useLingui();
  return (
    <DataTable
      label={t`Questions, scrolls sideways`}
      headings={[
        t`No.`,
        t`Question`,
        t`Facility`,
        t`Discrimination`,
        t`Efficiency`,
        t`Chosen`,
        t`Skipped`,
        t`Time`,
        t`Flags`,
      ]}
      footer={
        questions.length === 0 ? (
          <p className="status-message">
            <Trans>No questions on this page.</Trans>
          </p>
        ) : undefined
      }
    >
      {questions.map((question) => {
        const questionNumber = question.number;
        return (
          <tr key={question.questionId} className={question.flags.length > 0 ? 'test-report__flagged' : undefined}>
            <td>{question.number}</td>
            <td>
              <p className="test-report__text">{question.text}</p>
              <Link to={adminPaths.editQuestion(moduleId, category, question.questionId)}>
                <Trans>Edit question {questionNumber}</Trans>
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
                    {option.isCorrect && (
                      <strong>
                        {' '}
                        <Trans>correct</Trans>
                      </strong>
                    )}
                  </li>
                ))}
              </ul>
            </td>
            <td>
              {question.skipped} ({figure(question.skippedShare, ' %')})
            </td>
            <td>
              {question.averageSecondsOnScreen === null ? '—' : durationText(question.averageSecondsOnScreen, i18n)}
            </td>
            <td>
              {question.flags.length === 0 ? (
                '—'
              ) : (
                <ul className="test-report__flags">
                  {question.flags.map((flag) => (
                    <li key={flag}>{i18n._(FLAG_TEXT[flag])}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
