// Mock test instructions (/mock-test): Weekly Challenge or Special Exam, then Start Exam.
// Spec: load only with paperId, moduleId (the module number) and a known category.
import { InProgress } from '../../../components/mock-tests/in-progress';
import { TestSchedule } from '../../../components/mock-tests/test-schedule';
import type { TModuleTest, TQuizCategory } from '@padanam/contract';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { hasServerMessage } from '../../../lib/api-error';
import { useStartAttempt } from '../../../api/mock-tests';
import { rememberActiveAttempt } from '../active-attempt';
import { useModuleTest } from '../hooks/use-module-test';
import { useMockTestRoute } from '../hooks/use-mock-test-route';
import { toMockTestRequest, type TAttemptRouteState } from '../mock-test-state';
import { quizCategoryLabel } from '../quiz-category';
import { formatMarks, formatScoreOutOf100 } from '../score';
import { InstructionsList } from './instructions-list';
import { WayBack } from './way-back';
import './mock-test.css';

export function MockTestInstructionsPage() {
  const route = useMockTestRoute();
  const request = toMockTestRequest(route);
  const ready = request.kind === 'ready' ? request : null;
  const lookup = useModuleTest(ready);
  const title = ready ? quizCategoryLabel(ready.category) : 'Mock test';

  return (
    <div className="page mock-test">
      <PageHeader title={title} hasBackButton />
      {ready && (
        <p className="mock-test__context">
          {[ready.paperTitle, `Module ${ready.moduleNumber}${ready.moduleTitle ? `: ${ready.moduleTitle}` : ''}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}

      {request.kind === 'missing-ids' ? (
        <div className="status-message status-message--error">
          <p role="alert">Missing paperId or moduleId</p>
          <WayBack paperId={route.paperId} otherwise="papers" />
        </div>
      ) : request.kind === 'unknown-category' ? (
        <div className="status-message">
          <p>No questions available for this quiz.</p>
          <WayBack paperId={route.paperId} otherwise="papers" />
        </div>
      ) : lookup.status === 'loading' ? (
        <p className="status-message" role="status">
          Loading questions...
        </p>
      ) : lookup.status === 'error' ? (
        <div className="status-message status-message--error" role="alert">
          <p>Failed to load questions. Please try again.</p>
          <button type="button" className="btn btn--primary" onClick={lookup.retry} disabled={lookup.isRetrying}>
            Try Again
          </button>
        </div>
      ) : lookup.status === 'not-found' ? (
        <p className="status-message">No questions available for this quiz.</p>
      ) : (
        <TestDetails
          test={lookup.test}
          moduleId={lookup.moduleId}
          category={request.category}
          paperId={request.paperId}
        />
      )}
    </div>
  );
}

type TTestDetailsProps = { test: TModuleTest; moduleId: number; category: TQuizCategory; paperId: number };

function TestDetails({ test, moduleId, category, paperId }: TTestDetailsProps) {
  const navigate = useNavigate();
  const startAttempt = useStartAttempt();
  const minutes = Math.round(test.durationSeconds / 60);
  const hasQuestions = test.questionCount > 0;

  const handleStart = () => {
    startAttempt.mutate(
      { moduleId, category },
      {
        onSuccess: ({ attempt }) => {
          rememberActiveAttempt(attempt.id);
          const state: TAttemptRouteState = { attemptId: attempt.id };
          const to =
            attempt.status === 'open' ? paths.quizFor(attempt.id, paperId) : paths.quizResultFor(attempt.id, paperId);
          void navigate(to, { state });
        },
      },
    );
  };

  return (
    <>
      <dl className="mock-test__facts">
        <div className="mock-test__fact">
          <dt>Questions</dt>
          <dd>{test.questionCount}</dd>
        </div>
        <div className="mock-test__fact">
          <dt>Max marks</dt>
          <dd>{formatMarks(test.maxMarks)}</dd>
        </div>
        <div className="mock-test__fact">
          <dt>Duration</dt>
          <dd>{minutes} minutes</dd>
        </div>
      </dl>

      <TestSchedule test={test} />

      {!hasQuestions && <p className="status-message">No questions available for this quiz.</p>}

      <section className="card mock-test__section" aria-labelledby="mock-test-rules-heading">
        <h2 id="mock-test-rules-heading">Instructions</h2>
        <InstructionsList questionCount={test.questionCount} minutes={minutes} />
      </section>

      {test.status === 'finished' && test.result && test.attemptId !== null ? (
        <section className="card mock-test__section mock-test__done" aria-labelledby="mock-test-done-heading">
          <h2 id="mock-test-done-heading">You have already taken this test</h2>
          <p>
            Score {formatScoreOutOf100(test.result)} · Marks {formatMarks(test.result.totalScore)}/
            {formatMarks(test.result.maxMarks)}
          </p>
          <div className="mock-test__actions">
            <Link
              to={paths.quizResultFor(test.attemptId, paperId)}
              state={{ attemptId: test.attemptId } satisfies TAttemptRouteState}
              className="btn btn--primary"
            >
              View result
            </Link>
            <Link
              to={paths.answerKeyFor(test.attemptId, paperId)}
              state={{ attemptId: test.attemptId } satisfies TAttemptRouteState}
              className="btn btn--secondary"
            >
              View answer key
            </Link>
          </div>
        </section>
      ) : (
        <div className="mock-test__actions">
          {test.status === 'open' && test.deadlineAt !== null && (
            <p className="mock-test__note">
              <InProgress deadlineAt={test.deadlineAt} serverNow={test.serverNow} />. The clock is running.
            </p>
          )}
          {startAttempt.isError && (
            <p className="status-message status-message--error" role="alert">
              {hasServerMessage(startAttempt.error)
                ? startAttempt.error.message
                : 'Could not start the test. Please try again.'}
            </p>
          )}
          <button
            type="button"
            className="btn btn--primary mock-test__start"
            onClick={handleStart}
            disabled={!hasQuestions || startAttempt.isPending}
          >
            {startAttempt.isPending ? 'Starting...' : test.status === 'open' ? 'Continue Test' : 'Start Exam'}
          </button>
        </div>
      )}
    </>
  );
}
