// My Profile > mock tests (/my-profile/mock-test): the trend of each paper's scores, then the
// student's submitted tests, newest first, each with its rank and opening its result, its
// analysis or its answer key.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { LoadError } from '../../../components/ui/load-error';
import { formatIndiaDate } from '../../../lib/india-time';
import { useResults } from '../../../api/mock-tests';
import type { TAttemptRouteState } from '../mock-test-state';
import { quizCategoryLabel } from '../quiz-category';
import { formatMarks, formatScoreOutOf100 } from '../score';
import { trendsByPaper } from '../score-trend';
import { ScoreSparkline } from './score-sparkline';
import './my-mock-tests.css';

export function MyMockTestsPage() {
  const { t, i18n } = useLingui();
  const resultsQuery = useResults();

  return (
    <div className="page my-mock-tests">
      <PageHeader title={t`My Mock Tests`} />
      {resultsQuery.isError ? (
        <LoadError
          message={t`Could not load your mock tests. Please try again.`}
          retryLabel={t`Retry`}
          onRetry={() => void resultsQuery.refetch()}
          isRetrying={resultsQuery.isFetching}
        />
      ) : resultsQuery.isPending ? (
        <p className="status-message" role="status">
          <Trans>Loading your mock tests...</Trans>
        </p>
      ) : resultsQuery.data.length === 0 ? (
        <p className="status-message">
          <Trans>You have not taken any mock tests yet.</Trans>
        </p>
      ) : (
        <>
          <section className="card my-mock-tests__trends" aria-labelledby="my-mock-tests-trend">
            <h2 id="my-mock-tests-trend" className="my-mock-tests__trends-heading">
              <Trans>Your trend by paper</Trans>
            </h2>
            <ul className="my-mock-tests__trend-list">
              {trendsByPaper(resultsQuery.data).map((trend) => {
                const testCount = trend.points.length;
                const lastScore = trend.points[testCount - 1]?.score;
                return (
                  <li key={trend.paperId} className="my-mock-tests__trend">
                    <span className="my-mock-tests__trend-title">{trend.paperTitle}</span>
                    <ScoreSparkline trend={trend} />
                    <span className="my-mock-tests__trend-figures">
                      <Trans>
                        <Plural value={testCount} one="# test" other="# tests" />, last {lastScore}/100
                      </Trans>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
          <ul className="my-mock-tests__list">
            {resultsQuery.data.map((attempt) => {
              const state: TAttemptRouteState = { attemptId: attempt.id };
              const { moduleNumber, moduleTitle, rank, participants } = attempt;
              const testName = quizCategoryLabel(attempt.category, i18n);
              const score = formatScoreOutOf100(attempt.result);
              const marks = formatMarks(attempt.result.totalScore);
              const maxMarks = formatMarks(attempt.result.maxMarks);
              const finishedOn = formatIndiaDate(attempt.result.finishedAt);
              return (
                <li key={attempt.id} className="card my-mock-tests__item">
                  <p className="my-mock-tests__paper">{attempt.paperTitle}</p>
                  <h2 className="my-mock-tests__title">
                    <Trans>
                      {testName} · Module {moduleNumber}: {moduleTitle}
                    </Trans>
                  </h2>
                  <p className="my-mock-tests__figures">
                    <Trans>
                      Score {score} · Marks {marks}/{maxMarks} · Rank {rank} of {participants} ·{' '}
                      <time dateTime={new Date(attempt.result.finishedAt).toISOString()}>{finishedOn}</time>
                    </Trans>
                  </p>
                  <div className="my-mock-tests__actions">
                    <Link
                      to={paths.quizResultFor(attempt.id, attempt.paperId)}
                      state={state}
                      className="btn btn--primary btn--small"
                    >
                      <Trans>View result</Trans>
                    </Link>
                    <Link
                      to={paths.quizAnalysisFor(attempt.id, attempt.paperId)}
                      state={state}
                      className="btn btn--secondary btn--small"
                    >
                      <Trans>Analysis</Trans>
                    </Link>
                    <Link
                      to={paths.answerKeyFor(attempt.id, attempt.paperId)}
                      state={state}
                      className="btn btn--secondary btn--small"
                    >
                      <Trans>Answer key</Trans>
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
