// Quiz result (/quiz-result): 'You have completed test', the title, the score as 'n/100', the
// stat cards with the marks explained, the student's standing, and links to the key and the analysis. The attempt id comes with the navigation (or this tab's memory) so a reload refetches.
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
  const route = useMockTestRoute();
  const { attemptId } = route;
  const attemptQuery = useAttempt(attemptId);

  let content: React.ReactNode;
  if (attemptId === null) {
    content = (
      <div className="status-message">
        <p>No test result to show.</p>
        <WayBack paperId={route.paperId} otherwise="my-mock-tests" />
      </div>
    );
  } else if (attemptQuery.isError) {
    content = (
      <LoadError
        message="Could not load the result. Please try again."
        retryLabel="Try Again"
        onRetry={() => void attemptQuery.refetch()}
        isRetrying={attemptQuery.isFetching}
      />
    );
  } else if (attemptQuery.isPending) {
    content = (
      <p className="status-message" role="status">
        Loading result...
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
    const { result } = attempt;
    content = (
      <>
        <section className="card quiz-result__hero" aria-labelledby="quiz-result-heading">
          <h2 id="quiz-result-heading" className="quiz-result__done">
            You have completed test
          </h2>
          <p className="quiz-result__title">{attempt.title}</p>
          <p className="quiz-result__context">
            {attempt.paperTitle} · Module {attempt.moduleNumber}: {attempt.moduleTitle}
          </p>
          <p className="quiz-result__score">
            <span className="visually-hidden">Score </span>
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
            View answer key
          </Link>
          <Link
            to={paths.quizAnalysisFor(attempt.id, attempt.paperId)}
            state={{ attemptId: attempt.id } satisfies TAttemptRouteState}
            className="btn btn--secondary"
          >
            See the analysis
          </Link>
          <Link to={paths.mistakeNotebook} className="btn btn--secondary">
            Review your mistakes
          </Link>
          <Link to={paths.leaderboard} className="btn btn--secondary">
            See the leaderboard
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className="page quiz-result">
      <PageHeader title="Quiz result" hasBackButton />
      {content}
    </div>
  );
}
