// Quiz (/weekly-challenge-exam): one question at a time against a 35-minute clock. The attempt
// comes from the server (GET /api/attempts/:id), so a reload resumes the same time and answers.
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { LoadError } from '../../../components/ui/load-error';
import { useAttempt } from '../../../api/mock-tests';
import { useMockTestRoute } from '../hooks/use-mock-test-route';
import type { TAttemptRouteState } from '../mock-test-state';
import { QuizSession } from './quiz-session';
import { WayBack } from './way-back';
import './quiz.css';

export function QuizPage() {
  const { t } = useLingui();
  const route = useMockTestRoute();
  const { attemptId } = route;
  const attemptQuery = useAttempt(attemptId);

  if (attemptId === null) {
    return (
      <QuizMessage>
        <div className="status-message status-message--error">
          <p role="alert">
            <Trans>Missing paperId or moduleId</Trans>
          </p>
          <WayBack paperId={route.paperId} otherwise="papers" />
        </div>
      </QuizMessage>
    );
  }
  if (attemptQuery.isError) {
    return (
      <QuizMessage>
        <LoadError
          message={t`Failed to load questions. Please try again.`}
          retryLabel={t`Try Again`}
          onRetry={() => void attemptQuery.refetch()}
          isRetrying={attemptQuery.isFetching}
        />
      </QuizMessage>
    );
  }
  if (attemptQuery.isPending) {
    return (
      <QuizMessage>
        <p className="status-message" role="status">
          <Trans>Loading questions...</Trans>
        </p>
      </QuizMessage>
    );
  }

  const { attempt, clockOffsetMs } = attemptQuery.data;
  if (attempt.status === 'finished') {
    // Submitted already, or closed by the server when its time ran out.
    return (
      <Navigate
        to={paths.quizResultFor(attempt.id, attempt.paperId)}
        replace
        state={{ attemptId: attempt.id } satisfies TAttemptRouteState}
      />
    );
  }
  if (attempt.questions.length === 0) {
    return (
      <QuizMessage>
        <p className="status-message">
          <Trans>No questions available for this quiz.</Trans>
        </p>
      </QuizMessage>
    );
  }
  return <QuizSession key={attempt.id} attempt={attempt} clockOffsetMs={clockOffsetMs} />;
}

function QuizMessage({ children }: { children: React.ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="page quiz">
      <PageHeader title={t`Quiz`} hasBackButton />
      {children}
    </div>
  );
}
