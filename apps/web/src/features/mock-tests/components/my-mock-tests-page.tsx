// My Profile > mock tests (/my-profile/mock-test): the trend of each paper's scores, then the
// student's submitted tests, newest first, each with its rank and opening its result, its
// analysis or its answer key.
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
  const resultsQuery = useResults();

  return (
    <div className="page my-mock-tests">
      <PageHeader title="My Mock Tests" />
      {resultsQuery.isError ? (
        <LoadError
          message="Could not load your mock tests. Please try again."
          retryLabel="Retry"
          onRetry={() => void resultsQuery.refetch()}
          isRetrying={resultsQuery.isFetching}
        />
      ) : resultsQuery.isPending ? (
        <p className="status-message" role="status">
          Loading your mock tests...
        </p>
      ) : resultsQuery.data.length === 0 ? (
        <p className="status-message">You have not taken any mock tests yet.</p>
      ) : (
        <>
          <section className="card my-mock-tests__trends" aria-labelledby="my-mock-tests-trend">
            <h2 id="my-mock-tests-trend" className="my-mock-tests__trends-heading">
              Your trend by paper
            </h2>
            <ul className="my-mock-tests__trend-list">
              {trendsByPaper(resultsQuery.data).map((trend) => {
                const last = trend.points[trend.points.length - 1];
                return (
                  <li key={trend.paperId} className="my-mock-tests__trend">
                    <span className="my-mock-tests__trend-title">{trend.paperTitle}</span>
                    <ScoreSparkline trend={trend} />
                    <span className="my-mock-tests__trend-figures">
                      {trend.points.length} {trend.points.length === 1 ? 'test' : 'tests'}, last {last?.score}/100
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
          <ul className="my-mock-tests__list">
            {resultsQuery.data.map((attempt) => {
              const state: TAttemptRouteState = { attemptId: attempt.id };
              return (
                <li key={attempt.id} className="card my-mock-tests__item">
                  <p className="my-mock-tests__paper">{attempt.paperTitle}</p>
                  <h2 className="my-mock-tests__title">
                    {quizCategoryLabel(attempt.category)} · Module {attempt.moduleNumber}: {attempt.moduleTitle}
                  </h2>
                  <p className="my-mock-tests__figures">
                    Score {formatScoreOutOf100(attempt.result)} · Marks {formatMarks(attempt.result.totalScore)}/
                    {formatMarks(attempt.result.maxMarks)} · Rank {attempt.rank} of {attempt.participants} ·{' '}
                    <time dateTime={new Date(attempt.result.finishedAt).toISOString()}>
                      {formatIndiaDate(attempt.result.finishedAt)}
                    </time>
                  </p>
                  <div className="my-mock-tests__actions">
                    <Link
                      to={paths.quizResultFor(attempt.id, attempt.paperId)}
                      state={state}
                      className="btn btn--primary btn--small"
                    >
                      View result
                    </Link>
                    <Link
                      to={paths.quizAnalysisFor(attempt.id, attempt.paperId)}
                      state={state}
                      className="btn btn--secondary btn--small"
                    >
                      Analysis
                    </Link>
                    <Link
                      to={paths.answerKeyFor(attempt.id, attempt.paperId)}
                      state={state}
                      className="btn btn--secondary btn--small"
                    >
                      Answer key
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
