// Answer key (/answer-key): each question with the right and the chosen answer, its status and
// the solution. Previous and Next walk the questions; Next becomes First on the last one.
// 'Ask a doubt' takes the question to a tutor (Your Doubts, with the question filled in).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TReviewQuestion } from '@padanam/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { hasServerMessage } from '../../../lib/api-error';
import { useAttemptReview } from '../../../api/mock-tests';
import { useMockTestRoute } from '../hooks/use-mock-test-route';
import { AnswerKeyQuestion } from './answer-key-question';
import { WayBack } from './way-back';
import './answer-key.css';

const STATUS_TEXT: Record<TReviewQuestion['status'], MessageDescriptor> = {
  correct: msg`Correct`,
  wrong: msg`Wrong`,
  unanswered: msg`Unanswered`,
};

export function AnswerKeyPage() {
  const { t } = useLingui();
  const route = useMockTestRoute();
  const { attemptId } = route;
  const reviewQuery = useAttemptReview(attemptId);
  const [index, setIndex] = useState(0);

  let content: React.ReactNode;
  if (reviewQuery.isPending && attemptId !== null) {
    content = (
      <p className="status-message" role="status">
        <Trans>Loading answer key...</Trans>
      </p>
    );
  } else if (
    reviewQuery.isError &&
    hasServerMessage(reviewQuery.error) &&
    reviewQuery.error.code === 'REVIEW_NOT_OPEN'
  ) {
    // Not yet: a test whose key opens once its window has closed says when.
    content = (
      <p className="status-message" role="status">
        {reviewQuery.error.message}
      </p>
    );
  } else if (attemptId === null || reviewQuery.isError || !reviewQuery.data?.questions.length) {
    content = (
      <div className="status-message status-message--error" role="alert">
        <p className="answer-key__empty-title">
          <Trans>No questions available</Trans>
        </p>
        <p>
          <Trans>Unable to load quiz questions. Please try again.</Trans>
        </p>
        {attemptId === null ? (
          <WayBack paperId={route.paperId} otherwise="my-mock-tests" />
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void reviewQuery.refetch()}
            disabled={reviewQuery.isFetching}
          >
            <Trans>Try Again</Trans>
          </button>
        )}
      </div>
    );
  } else {
    const { attempt, questions } = reviewQuery.data;
    const current = Math.min(index, questions.length - 1);
    const question = questions[current];
    const isLast = current === questions.length - 1;
    const number = current + 1;
    const questionCount = questions.length;
    content = question && (
      <>
        <p className="answer-key__context">
          {attempt.title} ·{' '}
          <Link to={paths.quizAnalysisFor(attempt.id, attempt.paperId)} state={{ attemptId: attempt.id }}>
            <Trans>See the analysis</Trans>
          </Link>
        </p>
        <article className="card answer-key__question" aria-labelledby="answer-key-question">
          <div className="answer-key__top">
            <p className="answer-key__number">
              <Trans>
                Question {number} of {questionCount}
              </Trans>
            </p>
            <p className="answer-key__status" data-status={question.status}>
              {t(STATUS_TEXT[question.status])}
            </p>
          </div>
          <AnswerKeyQuestion
            textId="answer-key-question"
            textAs="h2"
            question={question}
            imageAlt={t`The picture of question ${number}`}
            solutionHeading="h3"
          />
          <Link
            className="answer-key__doubt"
            to={`${paths.yourDoubts}?${new URLSearchParams({
              module: String(attempt.moduleId),
              attempt: String(attempt.id),
              question: String(question.id),
              number: String(number),
            }).toString()}`}
          >
            <Trans>Ask a doubt about this question</Trans>
          </Link>
        </article>
        <p className="answer-key__practise">
          <Link to={paths.mistakeNotebook}>
            <Trans>Practise your mistakes</Trans>
          </Link>
        </p>
        <div className="answer-key__nav">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => setIndex(current - 1)}
            disabled={current === 0}
          >
            <Trans>Previous</Trans>
          </button>
          <button type="button" className="btn btn--primary" onClick={() => setIndex(isLast ? 0 : current + 1)}>
            {isLast ? <Trans>First</Trans> : <Trans>Next</Trans>}
          </button>
        </div>
      </>
    );
  }

  return (
    <div className="page answer-key">
      <PageHeader title={t`Answer key`} hasBackButton />
      {content}
    </div>
  );
}
