// Mock test instructions (/mock-test): Weekly Challenge or Special Exam, then Start Exam.
// Spec: load only with paperId, moduleId (the module number) and a known category.
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const route = useMockTestRoute();
  const request = toMockTestRequest(route);
  const ready = request.kind === 'ready' ? request : null;
  const lookup = useModuleTest(ready);
  const title = ready ? quizCategoryLabel(ready.category, i18n) : t`Mock test`;
  let context: string | null = null;
  if (ready) {
    const { paperTitle, moduleNumber, moduleTitle } = ready;
    const moduleName = moduleTitle ? t`Module ${moduleNumber}: ${moduleTitle}` : t`Module ${moduleNumber}`;
    context = [paperTitle, moduleName].filter(Boolean).join(' · ');
  }

  return (
    <div className="page mock-test">
      <PageHeader title={title} hasBackButton />
      {context !== null && <p className="mock-test__context">{context}</p>}

      {request.kind === 'missing-ids' ? (
        <div className="status-message status-message--error">
          <p role="alert">
            <Trans>Missing paperId or moduleId</Trans>
          </p>
          <WayBack paperId={route.paperId} otherwise="papers" />
        </div>
      ) : request.kind === 'unknown-category' ? (
        <div className="status-message">
          <p>
            <Trans>No questions available for this quiz.</Trans>
          </p>
          <WayBack paperId={route.paperId} otherwise="papers" />
        </div>
      ) : lookup.status === 'loading' ? (
        <p className="status-message" role="status">
          <Trans>Loading questions...</Trans>
        </p>
      ) : lookup.status === 'error' ? (
        <div className="status-message status-message--error" role="alert">
          <p>
            <Trans>Failed to load questions. Please try again.</Trans>
          </p>
          <button type="button" className="btn btn--primary" onClick={lookup.retry} disabled={lookup.isRetrying}>
            <Trans>Try Again</Trans>
          </button>
        </div>
      ) : lookup.status === 'not-found' ? (
        <p className="status-message">
          <Trans>No questions available for this quiz.</Trans>
        </p>
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
  const { t } = useLingui();
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
          <dt>
            <Trans>Questions</Trans>
          </dt>
          <dd>{test.questionCount}</dd>
        </div>
        <div className="mock-test__fact">
          <dt>
            <Trans>Max marks</Trans>
          </dt>
          <dd>{formatMarks(test.maxMarks)}</dd>
        </div>
        <div className="mock-test__fact">
          <dt>
            <Trans>Duration</Trans>
          </dt>
          <dd>
            <Trans>{minutes} minutes</Trans>
          </dd>
        </div>
      </dl>

      <TestSchedule test={test} />

      {!hasQuestions && (
        <p className="status-message">
          <Trans>No questions available for this quiz.</Trans>
        </p>
      )}

      <section className="card mock-test__section" aria-labelledby="mock-test-rules-heading">
        <h2 id="mock-test-rules-heading">
          <Trans>Instructions</Trans>
        </h2>
        <InstructionsList questionCount={test.questionCount} minutes={minutes} />
      </section>

      {test.status === 'finished' && test.result && test.attemptId !== null ? (
        <section className="card mock-test__section mock-test__done" aria-labelledby="mock-test-done-heading">
          <h2 id="mock-test-done-heading">
            <Trans>You have already taken this test</Trans>
          </h2>
          <p>
            <DoneFigures
              score={formatScoreOutOf100(test.result)}
              marks={formatMarks(test.result.totalScore)}
              maxMarks={formatMarks(test.result.maxMarks)}
            />
          </p>
          <div className="mock-test__actions">
            <Link
              to={paths.quizResultFor(test.attemptId, paperId)}
              state={{ attemptId: test.attemptId } satisfies TAttemptRouteState}
              className="btn btn--primary"
            >
              <Trans>View result</Trans>
            </Link>
            <Link
              to={paths.answerKeyFor(test.attemptId, paperId)}
              state={{ attemptId: test.attemptId } satisfies TAttemptRouteState}
              className="btn btn--secondary"
            >
              <Trans>View answer key</Trans>
            </Link>
          </div>
        </section>
      ) : (
        <div className="mock-test__actions">
          {test.status === 'open' && test.deadlineAt !== null && (
            <p className="mock-test__note">
              <Trans>
                <InProgress deadlineAt={test.deadlineAt} serverNow={test.serverNow} />. The clock is running.
              </Trans>
            </p>
          )}
          {startAttempt.isError && (
            <p className="status-message status-message--error" role="alert">
              {hasServerMessage(startAttempt.error)
                ? startAttempt.error.message
                : t`Could not start the test. Please try again.`}
            </p>
          )}
          <button
            type="button"
            className="btn btn--primary mock-test__start"
            onClick={handleStart}
            disabled={!hasQuestions || startAttempt.isPending}
          >
            {startAttempt.isPending ? (
              <Trans>Starting...</Trans>
            ) : test.status === 'open' ? (
              <Trans>Continue Test</Trans>
            ) : (
              <Trans>Start Exam</Trans>
            )}
          </button>
        </div>
      )}
    </>
  );
}

/** A finished test's figures: its score out of 100 and its marks. */
function DoneFigures({ score, marks, maxMarks }: { score: string; marks: string; maxMarks: string }) {
  return (
    <Trans>
      Score {score} · Marks {marks}/{maxMarks}
    </Trans>
  );
}
