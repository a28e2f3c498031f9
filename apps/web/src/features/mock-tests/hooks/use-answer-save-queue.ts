// Binds the answer save queue to the page: one queue per attempt, the PUT as its save, the
// 'online' event as a prompt to retry now, and its state for the visible save indicator.
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { reportPosition, saveAnswer } from '../../../api/mock-tests';
import { AnswerSaveQueue, type TSaveFailure, type TSaveState } from '../answer-save-queue';

export function classifySaveFailure(error: unknown): TSaveFailure {
  if (!isApiError(error)) return 'retry';
  if (error.status === 409 && error.code === 'ATTEMPT_CLOSED') return 'closed';
  // No connection, a server hiccup or a rate limit pass; other refusals would repeat.
  if (error.status === 0 || error.status >= 500 || error.status === 429) return 'retry';
  return 'rejected';
}

export function useAnswerSaveQueue(attemptId: number, onClosed: () => void) {
  const [queue, setQueue] = useState<AnswerSaveQueue | null>(null);
  const [saveState, setSaveState] = useState<TSaveState>('saved');
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });

  useEffect(() => {
    const created = new AnswerSaveQueue({
      attemptId,
      save: (answer) => saveAnswer(attemptId, answer),
      reportPosition: (questionId, visits) => reportPosition(attemptId, questionId, visits),
      classifyFailure: classifySaveFailure,
      onClosed: () => onClosedRef.current(),
      storage: window.localStorage,
    });
    const unsubscribe = created.subscribe(() => setSaveState(created.getState()));
    const retryNow = () => created.flush();
    window.addEventListener('online', retryNow);
    setQueue(created);
    setSaveState(created.getState());
    // Answers a previous visit could not send go out now.
    created.flush();
    return () => {
      window.removeEventListener('online', retryNow);
      unsubscribe();
      created.stop();
    };
  }, [attemptId]);

  return { queue, saveState };
}
