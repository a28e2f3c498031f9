// One mock test card (spec "Mock test card"): not taken, with 'Attend Test'; in progress ('In
// progress, N min left', and 'Continue Test' back into it); or completed, with a 'Completed' badge,
// the score, a disabled button, and links to the result and the answer key. A windowed test shows
// when it opens and closes, and when its answer key does.
import { Trans } from '@lingui/react/macro';
import type { TModuleTest } from '@padanam/contract';
import { CircleCheck, ClipboardList, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { InProgress } from '../../../components/mock-tests/in-progress';
import { TestSchedule } from '../../../components/mock-tests/test-schedule';
import { paths, type TMockTestState } from '../../../config/paths';

export type TMockTestCompletion = { score: number; maxMarks: number };

type TMockTestCardProps = {
  title: string;
  description: string;
  state: TMockTestState;
  completion: TMockTestCompletion | null;
  /** The test as the server has it (its window and answer key timing), once loaded. */
  test?: TModuleTest;
  /** The server says this module has no such test, or one with no questions yet: nothing to attend. */
  hasNoQuestions?: boolean;
};

export function MockTestCard({
  title,
  description,
  state,
  completion,
  test,
  hasNoQuestions = false,
}: TMockTestCardProps) {
  // From the test's category, not its (translated) title: the same id in every language.
  const titleId = `mock-test-${state.category.toLowerCase().replace(/\s+/g, '-')}-title`;
  const open =
    !completion && test?.status === 'open' && test.attemptId !== null && test.deadlineAt !== null
      ? { attemptId: test.attemptId, deadlineAt: test.deadlineAt, serverNow: test.serverNow }
      : null;
  const finishedAttemptId = completion && test?.status === 'finished' ? test.attemptId : null;
  const score = completion?.score;
  const maxMarks = completion?.maxMarks;

  return (
    <article className="mock-test-card" aria-labelledby={titleId}>
      <div className="mock-test-card__top">
        <ClipboardList aria-hidden="true" className="mock-test-card__icon" />
        {completion && (
          <span className="mock-test-card__badge">
            <CircleCheck aria-hidden="true" />
            <Trans>Completed</Trans>
          </span>
        )}
        {open && (
          <span className="mock-test-card__badge mock-test-card__badge--in-progress">
            <Timer aria-hidden="true" />
            <InProgress deadlineAt={open.deadlineAt} serverNow={open.serverNow} />
          </span>
        )}
      </div>
      <h3 className="mock-test-card__title" id={titleId}>
        {title}
      </h3>
      <p className="mock-test-card__description">{description}</p>
      {test && <TestSchedule test={test} />}
      {completion && (
        <p className="mock-test-card__score">
          <Trans>
            Score: {score} / {maxMarks}
          </Trans>
        </p>
      )}
      {!completion && hasNoQuestions && (
        <p className="mock-test-card__description">
          <Trans>No questions yet.</Trans>
        </p>
      )}
      {open ? (
        <Link
          to={paths.quizFor(open.attemptId, state.paperId)}
          state={{ attemptId: open.attemptId }}
          className="btn btn--primary btn--small"
          aria-describedby={titleId}
        >
          <Trans>Continue Test</Trans>
        </Link>
      ) : completion || hasNoQuestions ? (
        <button type="button" className="btn btn--secondary btn--small" disabled aria-describedby={titleId}>
          <Trans>Attend Test</Trans>
        </button>
      ) : (
        <Link
          to={paths.mockTestFor(state.paperId, state.moduleId, state.category)}
          state={state}
          className="btn btn--primary btn--small"
          aria-describedby={titleId}
        >
          <Trans>Attend Test</Trans>
        </Link>
      )}
      {finishedAttemptId !== null && finishedAttemptId !== undefined && (
        <p className="mock-test-card__links">
          <Link
            to={paths.quizResultFor(finishedAttemptId, state.paperId)}
            state={{ attemptId: finishedAttemptId }}
            aria-describedby={titleId}
          >
            <Trans>View result</Trans>
          </Link>
          <Link
            to={paths.answerKeyFor(finishedAttemptId, state.paperId)}
            state={{ attemptId: finishedAttemptId }}
            aria-describedby={titleId}
          >
            <Trans>View answer key</Trans>
          </Link>
        </p>
      )}
    </article>
  );
}
