// One mock test card (spec "Mock test card"): not taken, with 'Attend Test'; or completed, with a
// 'Completed' badge, the score and a disabled button. A windowed test shows when it opens and
// closes, and when its answer key does.
import type { TModuleTest } from '@padanam/contract';
import { CircleCheck, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
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
  const titleId = `mock-test-${title.toLowerCase().replace(/\s+/g, '-')}-title`;

  return (
    <article className="mock-test-card" aria-labelledby={titleId}>
      <div className="mock-test-card__top">
        <ClipboardList aria-hidden="true" className="mock-test-card__icon" />
        {completion && (
          <span className="mock-test-card__badge">
            <CircleCheck aria-hidden="true" />
            Completed
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
          Score: {completion.score} / {completion.maxMarks}
        </p>
      )}
      {!completion && hasNoQuestions && <p className="mock-test-card__description">No questions yet.</p>}
      {completion || hasNoQuestions ? (
        <button type="button" className="btn btn--secondary btn--small" disabled aria-describedby={titleId}>
          Attend Test
        </button>
      ) : (
        <Link
          to={paths.mockTestFor(state.paperId, state.moduleId, state.category)}
          state={state}
          className="btn btn--primary btn--small"
          aria-describedby={titleId}
        >
          Attend Test
        </Link>
      )}
    </article>
  );
}
