// Quiz analysis (/quiz-analysis?attemptId=N, not in the spec): a finished test question by
// question. Time against the average is always there; the share of students right, the questions
// most got wrong and how everyone answered them reveal the key, so the server sends them only
// once the answer key is open (and says when it opens otherwise).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAnalysisQuestion, TAttemptAnalysis } from '@padanam/contract';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { MathText } from '../../../components/math/math-text';
import { paths } from '../../../config/paths';
import { hasServerMessage } from '../../../lib/api-error';
import { useAttemptAnalysis, useAttemptStanding } from '../../../api/mock-tests';
import { useMockTestRoute } from '../hooks/use-mock-test-route';
import type { TAttemptRouteState } from '../mock-test-state';
import { AccuracyChart, OptionDistribution, TimeChart } from './analysis-charts';
import { StandingFigures } from './result-standing';
import { WayBack } from './way-back';
import './quiz-result.css';
import './quiz-analysis.css';

const STATUS_TEXT: Record<TAnalysisQuestion['status'], MessageDescriptor> = {
  correct: msg`Right`,
  wrong: msg`Wrong`,
  unanswered: msg`Skipped`,
};
/** The questions shown with their answers: those the fewest students got right. */
const HARDEST_SHOWN = 3;

/** The questions most students got wrong, fewest right first (ties in test order). */
export function hardestQuestions(questions: readonly TAnalysisQuestion[], count = HARDEST_SHOWN) {
  return [...questions]
    .filter((question) => question.correctShare < 50)
    .sort((a, b) => a.correctShare - b.correctShare || a.number - b.number)
    .slice(0, count);
}

function KeyedAnalysis({ analysis }: { analysis: TAttemptAnalysis }) {
  const { t } = useLingui();
  const hardest = hardestQuestions(analysis.questions);
  return (
    <>
      <section className="card quiz-analysis__section" aria-labelledby="analysis-accuracy">
        <h2 id="analysis-accuracy">
          <Trans>Accuracy by question</Trans>
        </h2>
        <AccuracyChart questions={analysis.questions} />
      </section>
      <section className="card quiz-analysis__section" aria-labelledby="analysis-hardest">
        <h2 id="analysis-hardest">
          <Trans>Where most students went wrong</Trans>
        </h2>
        {hardest.length === 0 ? (
          <p>
            <Trans>At least half the students got every question right.</Trans>
          </p>
        ) : (
          <ol className="quiz-analysis__hardest">
            {hardest.map((question) => (
              <li key={question.questionId} className="quiz-analysis__hard-question">
                <h3 className="quiz-analysis__question-title">
                  <QuestionShareRight number={question.number} correctShare={question.correctShare} />
                </h3>
                <p className="quiz-analysis__question-text">
                  <MathText text={question.text} />
                </p>
                <OptionDistribution question={question} participants={analysis.participants} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="card quiz-analysis__section" aria-labelledby="analysis-table">
        <h2 id="analysis-table">
          <Trans>Every question</Trans>
        </h2>
        <div className="quiz-analysis__table-frame" role="region" aria-labelledby="analysis-table" tabIndex={0}>
          <table className="quiz-analysis__table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>No.</Trans>
                </th>
                <th scope="col">
                  <Trans>You</Trans>
                </th>
                <th scope="col">
                  <Trans>All right</Trans>
                </th>
                <th scope="col">
                  <Trans>Your time</Trans>
                </th>
                <th scope="col">
                  <Trans>Average</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {analysis.questions.map((question) => (
                <tr key={question.questionId}>
                  <th scope="row">{question.number}</th>
                  <td data-status={question.status}>{t(STATUS_TEXT[question.status])}</td>
                  <td>{question.correctShare}%</td>
                  <td>
                    <Seconds seconds={question.seconds} />
                  </td>
                  <td>
                    <Seconds seconds={question.averageSeconds} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

function QuestionShareRight({ number, correctShare }: { number: number; correctShare: number }) {
  return (
    <Trans>
      Question {number}: {correctShare}% right
    </Trans>
  );
}

function Seconds({ seconds }: { seconds: number }) {
  return <Trans>{seconds} s</Trans>;
}

export function QuizAnalysisPage() {
  const { t } = useLingui();
  const route = useMockTestRoute();
  const { attemptId } = route;
  const standingQuery = useAttemptStanding(attemptId);
  const analysisQuery = useAttemptAnalysis(attemptId);

  let content: React.ReactNode;
  if (attemptId === null) {
    content = (
      <div className="status-message">
        <p>
          <Trans>No test analysis to show.</Trans>
        </p>
        <WayBack paperId={route.paperId} otherwise="my-mock-tests" />
      </div>
    );
  } else if (standingQuery.isError) {
    content = (
      <LoadError
        message={
          hasServerMessage(standingQuery.error)
            ? standingQuery.error.message
            : t`Could not load the analysis. Please try again.`
        }
        retryLabel={t`Try Again`}
        onRetry={() => void standingQuery.refetch()}
        isRetrying={standingQuery.isFetching}
      />
    );
  } else if (standingQuery.isPending) {
    content = (
      <p className="status-message" role="status">
        <Trans>Loading analysis...</Trans>
      </p>
    );
  } else {
    const standing = standingQuery.data;
    const keyClosed =
      analysisQuery.isError &&
      hasServerMessage(analysisQuery.error) &&
      ['REVIEW_NOT_OPEN', 'FORBIDDEN'].includes(analysisQuery.error.code);
    const keyClosedMessage = analysisQuery.error?.message;
    const state: TAttemptRouteState = { attemptId };
    content = (
      <>
        {analysisQuery.data && <p className="quiz-analysis__context">{analysisQuery.data.attempt.title}</p>}
        <StandingFigures standing={standing} />
        <section className="card quiz-analysis__section" aria-labelledby="analysis-time">
          <h2 id="analysis-time">
            <Trans>Time by question</Trans>
          </h2>
          <TimeChart questions={standing.questions} />
        </section>
        {analysisQuery.isPending ? (
          <p className="status-message" role="status">
            <Trans>Loading how everyone answered...</Trans>
          </p>
        ) : keyClosed ? (
          <p className="status-message" role="status">
            <Trans>{keyClosedMessage} How everyone answered each question shows then.</Trans>
          </p>
        ) : analysisQuery.isError ? (
          <LoadError
            message={t`Could not load how everyone answered. Please try again.`}
            retryLabel={t`Try Again`}
            onRetry={() => void analysisQuery.refetch()}
            isRetrying={analysisQuery.isFetching}
          />
        ) : (
          <KeyedAnalysis analysis={analysisQuery.data} />
        )}
        <div className="quiz-result__actions">
          <Link to={paths.quizResultFor(attemptId, route.paperId)} state={state} className="btn btn--secondary">
            <Trans>Back to the result</Trans>
          </Link>
          <Link to={paths.answerKeyFor(attemptId, route.paperId)} state={state} className="btn btn--primary">
            <Trans>View answer key</Trans>
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className="page quiz-analysis">
      <PageHeader title={t`Test analysis`} hasBackButton />
      {content}
    </div>
  );
}
