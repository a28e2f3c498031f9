// A running attempt: the answers and review marks (server's, overlaid with any the device still
// holds), the question palette, the autosave queue (answers, marks, where the student is and how
// long each question was on screen), the server-following countdown, and the submit at Complete
// (after a confirmation) or at zero.
import { Trans, useLingui } from '@lingui/react/macro';
import type { TOpenAttempt } from '@padanam/contract';
import { Suspense, lazy, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Flag } from 'lucide-react';
import { useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/ui/document-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useSubmitAttempt } from '../../../api/mock-tests';
import { readPendingAnswers, readPendingMarks, readPendingPosition } from '../answer-save-queue';
import { formatCountdown } from '../../../lib/countdown';
import { useCountdown } from '../../../lib/use-countdown';
import { isFinalMinute, minutesLeft } from '../countdown';
import { useAnswerSaveQueue } from '../hooks/use-answer-save-queue';
import type { TAttemptRouteState } from '../mock-test-state';
import {
  isLastQuestion,
  isMarked,
  quizNavigationReducer,
  selectedOptionOf,
  startQuizNavigation,
  summarise,
  type TAnswers,
} from '../quiz-navigation';
import { QuestionCard } from './question-card';
import { PalettePanel, PaletteSheet } from './question-palette';
import { SaveStatus } from './save-status';

// Complete's confirmation (and Radix's alert dialog with it) loads when Complete is first pressed.
const SubmitConfirmation = lazy(() =>
  import('./submit-confirmation').then((module) => ({ default: module.SubmitConfirmation })),
);

type TQuizSessionProps = { attempt: TOpenAttempt; clockOffsetMs: number };

export function QuizSession({ attempt, clockOffsetMs }: TQuizSessionProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [navigation, dispatch] = useReducer(quizNavigationReducer, attempt, (opened) =>
    startQuizNavigation(
      opened.questions.map((question) => question.id),
      // What the device still holds is newer than what reached the server.
      { ...opened.answers, ...readPendingAnswers(window.localStorage, opened.id) },
      {
        // A move the device has not reported yet is newer than the server's place too.
        currentQuestionId: readPendingPosition(window.localStorage, opened.id)?.questionId ?? opened.currentQuestionId,
        visited: opened.visited,
        marked: {
          ...Object.fromEntries(opened.marked.map((id) => [id, true])),
          ...readPendingMarks(window.localStorage, opened.id),
        },
      },
    ),
  );
  const [isConfirming, setIsConfirming] = useState(false);
  const [isHandingIn, setIsHandingIn] = useState(false);
  const answersRef = useRef<TAnswers>(navigation.answers);
  useEffect(() => {
    answersRef.current = navigation.answers;
  });

  const submitAttempt = useSubmitAttempt();
  const hasSubmittedRef = useRef(false);
  const submitRef = useRef<() => void>(() => undefined);
  const { queue, saveState } = useAnswerSaveQueue(attempt.id, () => submitRef.current());
  const seconds = useCountdown(attempt.deadlineAt, clockOffsetMs);

  // The time on screen: each question's visit is recorded when the student leaves it (or the
  // page is hidden) and goes through the queue (with the next answer, or alone every few
  // seconds), so a dropped connection loses none of it.
  const currentQuestionId = attempt.questions[navigation.currentIndex]?.id;
  const visitRef = useRef<{ questionId: number; since: number } | null>(null);
  const recordVisit = useCallback(
    (nextQuestionId: number) => {
      const now = Date.now();
      const previous = visitRef.current;
      visitRef.current = { questionId: nextQuestionId, since: now };
      queue?.recordPosition(
        nextQuestionId,
        previous ? { questionId: previous.questionId, seconds: (now - previous.since) / 1000 } : undefined,
      );
    },
    [queue],
  );
  useEffect(() => {
    if (currentQuestionId !== undefined) recordVisit(currentQuestionId);
  }, [currentQuestionId, recordVisit]);
  useEffect(() => {
    const onVisibility = () => {
      const visit = visitRef.current;
      if (!visit) return;
      if (document.visibilityState === 'hidden') {
        // The page may not come back: what waits for its interval goes now.
        recordVisit(visit.questionId);
        queue?.flush();
      } else visitRef.current = { questionId: visit.questionId, since: Date.now() };
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [queue, recordVisit]);

  const submit = useCallback(async () => {
    if (hasSubmittedRef.current) return;
    hasSubmittedRef.current = true;
    setIsHandingIn(true);
    // The last question's time and anything still waiting go first, briefly; the submit carries every answer anyway.
    if (visitRef.current) recordVisit(visitRef.current.questionId);
    await queue?.settle(2000);
    queue?.stop();
    submitAttempt.mutate(
      { attemptId: attempt.id, answers: answersRef.current },
      {
        onSuccess: () => {
          queue?.discard();
          const state: TAttemptRouteState = { attemptId: attempt.id };
          void navigate(paths.quizResultFor(attempt.id, attempt.paperId), { replace: true, state });
        },
        onError: () => {
          // Nothing is lost: the answers stay on the device and Complete can be pressed again.
          hasSubmittedRef.current = false;
          setIsHandingIn(false);
          queue?.resume();
        },
      },
    );
  }, [attempt.id, attempt.paperId, navigate, queue, recordVisit, submitAttempt]);
  useEffect(() => {
    submitRef.current = () => void submit();
  });

  // Spec: the test submits itself when the countdown reaches zero (once; a failed submit is
  // retried by the student or when the connection returns, not on every render).
  const hasAutoSubmittedRef = useRef(false);
  useEffect(() => {
    if (seconds > 0 || hasAutoSubmittedRef.current) return;
    hasAutoSubmittedRef.current = true;
    setIsConfirming(false);
    submitRef.current();
  }, [seconds]);

  const hasSubmitFailed = submitAttempt.isError;
  useEffect(() => {
    if (!hasSubmitFailed) return;
    const retrySubmit = () => submitRef.current();
    window.addEventListener('online', retrySubmit);
    return () => window.removeEventListener('online', retrySubmit);
  }, [hasSubmitFailed]);

  const questionCount = attempt.questions.length;
  const question = attempt.questions[navigation.currentIndex];
  if (!question) return null;
  const selectedOption = selectedOptionOf(navigation, question.id);
  const isQuestionMarked = isMarked(navigation, question.id);
  const isSubmitting = isHandingIn || submitAttempt.isPending;
  const { paperTitle, moduleNumber, moduleTitle } = attempt;
  const number = navigation.currentIndex + 1;
  const minutes = minutesLeft(seconds);
  const serverMessage = submitAttempt.error?.message;

  const choose = (option: number) => {
    dispatch({ type: 'choose', option });
    queue?.enqueue(question.id, option);
  };
  const ignore = () => {
    if (selectedOption !== null) queue?.enqueue(question.id, null);
    dispatch({ type: 'ignore' });
  };
  const toggleMark = () => {
    dispatch({ type: 'toggle-mark' });
    queue?.enqueue(question.id, selectedOption, !isQuestionMarked);
  };
  const jump = (index: number) => dispatch({ type: 'go-to', index });

  return (
    <div className="page quiz">
      <DocumentTitle title={attempt.title} />
      <header className="quiz__header">
        <div>
          <p className="quiz__context">
            <Trans>
              {paperTitle} · Module {moduleNumber}: {moduleTitle}
            </Trans>
          </p>
          <h1 className="quiz__title">{attempt.title}</h1>
        </div>
        <p className="quiz__minutes">
          <Trans>
            <strong>{minutes}</strong> minutes left
          </Trans>
        </p>
      </header>

      <progress
        className="quiz__progress"
        max={questionCount}
        value={number}
        aria-label={t`Question ${number} of ${questionCount}`}
      />
      <div className="quiz__status-row">
        <SaveStatus state={saveState} />
        <PaletteSheet navigation={navigation} onJump={jump} />
      </div>

      <div className="quiz__layout">
        <div className="quiz__main">
          <QuestionCard
            key={question.id}
            question={question}
            number={number}
            selectedOption={selectedOption}
            isMarked={isQuestionMarked}
            onChoose={choose}
          />

          {submitAttempt.isError && (
            <div className="status-message status-message--error" role="alert">
              <p>
                {isApiError(submitAttempt.error) && submitAttempt.error.status === 0 ? (
                  <Trans>Could not submit: no connection. Your answers are kept on this device.</Trans>
                ) : (
                  <Trans>Could not submit: {serverMessage}</Trans>
                )}
              </p>
              <button type="button" className="btn btn--primary" onClick={() => void submit()}>
                <Trans>Try Again</Trans>
              </button>
            </div>
          )}

          <div className="quiz__actions">
            <button
              type="button"
              className="btn btn--secondary quiz__mark"
              aria-pressed={isQuestionMarked}
              onClick={toggleMark}
              disabled={isSubmitting}
            >
              <Flag className="quiz__mark-icon" aria-hidden="true" />
              {isQuestionMarked ? <Trans>Marked for review</Trans> : <Trans>Mark for review</Trans>}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => dispatch({ type: 'previous' })}
              disabled={isSubmitting || navigation.currentIndex === 0}
            >
              <Trans>Previous</Trans>
            </button>
            <button type="button" className="btn btn--secondary" onClick={ignore} disabled={isSubmitting}>
              <Trans>Ignore</Trans>
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => dispatch({ type: 'next' })}
              disabled={isSubmitting}
            >
              <Trans>Next</Trans>
            </button>
            {isLastQuestion(navigation) && (
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => setIsConfirming(true)}
                disabled={isSubmitting}
              >
                {isSubmitting ? <Trans>Submitting...</Trans> : <Trans>Complete</Trans>}
              </button>
            )}
          </div>
        </div>
        <PalettePanel navigation={navigation} onJump={jump} />
      </div>
      {isConfirming && (
        <Suspense fallback={null}>
          <SubmitConfirmation
            open={isConfirming}
            onOpenChange={setIsConfirming}
            summary={summarise(navigation)}
            secondsLeft={seconds}
            onConfirm={() => void submit()}
          />
        </Suspense>
      )}

      <footer className="quiz__footer">
        <span>
          <Trans>
            {number} of {questionCount}
          </Trans>
        </span>
        <span className="quiz__clock" data-final-minute={isFinalMinute(seconds)}>
          <span className="visually-hidden">
            <Trans>Time left</Trans>{' '}
          </span>
          <time>{formatCountdown(seconds)}</time>
        </span>
      </footer>
      <FinalMinuteAnnouncement seconds={seconds} />
    </div>
  );
}

/** Screen readers hear the clock only when it matters: the last minute and the end. */
function FinalMinuteAnnouncement({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  const message =
    seconds === 0
      ? t`Time is up. Submitting your answers.`
      : isFinalMinute(seconds)
        ? t`Less than one minute left.`
        : '';
  return (
    <p className="visually-hidden" role="alert" aria-live="assertive">
      {message}
    </p>
  );
}
