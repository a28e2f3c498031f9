// Quiz result (/quiz-result): 'You have completed test', the title, the score as 'n/100', the
// stat cards with the marks explained, the student's standing, and links to the key and the analysis. The attempt id comes with the navigation (or this tab's memory) so a reload refetches.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { LoadError } from '../../../components/ui/load-error';
import { useAttempt } from '../../../api/mock-tests';
import { useMockTestRoute } from '../hooks/use-mock-test-route';
import type { TAttemptRouteState } from '../mock-test-state';
import { formatScoreOutOf100 } from '../score';
import { ResultStanding } from './result-standing';
import { ResultStats } from './result-stats';
import { WayBack } from './way-back';
import './quiz-result.css';

export function QuizResultPage() {
  const { t } = useLingui();
  const route = useMockTestRoute();
  const { attemptId } = route;
  const attemptQuery = useAttempt(attemptId);

  let content: React.ReactNode;
  if (attemptId === null) {
    content = (
      <div className="status-message">
        <p>
          <Trans>No test result to show.</Trans>
        </p>
        <WayBack paperId={route.paperId} otherwise="my-mock-tests" />
      </div>
    );
  } else if (attemptQuery.isError) {
    content = (
      <LoadError
        message={t`Could not load the result. Please try again.`}
        retryLabel={t`Try Again`}
        onRetry={() => void attemptQuery.refetch()}
        isRetrying={attemptQuery.isFetching}
      />
    );
  } else if (attemptQuery.isPending) {
    content = (
      <p className="status-message" role="status">
        <Trans>Loading result...</Trans>
      </p>
    );
  } else if (attemptQuery.data.attempt.status === 'open') {
    // Still running (e.g. an old link): back to the test.
    const { attempt } = attemptQuery.data;
    return (
      <Navigate
        to={paths.quizFor(attempt.id, attempt.paperId)}
        replace
        state={{ attemptId: attempt.id } satisfies TAttemptRouteState}
      />
    );
  } else {
    const { attempt } = attemptQuery.data;
    const { result, paperTitle, moduleNumber, moduleTitle } = attempt;
    content = (
      <>
        <section className="card quiz-result__hero" aria-labelledby="quiz-result-heading">
          <h2 id="quiz-result-heading" className="quiz-result__done">
            <Trans>You have completed test</Trans>
          </h2>
          <p className="quiz-result__title">{attempt.title}</p>
          <p className="quiz-result__context">
            <Trans>
              {paperTitle} · Module {moduleNumber}: {moduleTitle}
            </Trans>
          </p>
          <p className="quiz-result__score">
            <span className="visually-hidden">
              <Trans>Score</Trans>{' '}
            </span>
            {formatScoreOutOf100(result)}
          </p>
        </section>
        <ResultStats result={result} />
        <ResultStanding attemptId={attempt.id} />
        <div className="quiz-result__actions">
          <Link
            to={paths.answerKeyFor(attempt.id, attempt.paperId)}
            state={{ attemptId: attempt.id } satisfies TAttemptRouteState}
            className="btn btn--primary"
          >
            <Trans>View answer key</Trans>
          </Link>
          <Link
            to={paths.quizAnalysisFor(attempt.id, attempt.paperId)}
            state={{ attemptId: attempt.id } satisfies TAttemptRouteState}
            className="btn btn--secondary"
          >
            <Trans>See the analysis</Trans>
          </Link>
          <Link to={paths.mistakeNotebook} className="btn btn--secondary">
            <Trans>Review your mistakes</Trans>
          </Link>
          <Link to={paths.leaderboard} className="btn btn--secondary">
            <Trans>See the leaderboard</Trans>
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className="page quiz-result">
      <PageHeader title={t`Quiz result`} hasBackButton />
      {content}
    </div>
  );
}
