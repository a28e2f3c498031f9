// Find in the note through pdf.js's find controller: every match marked on the page, the current
// one brought into view, next and previous across pages, and the count ('2 of 7'). A query is a
// phrase typed by the student, or the words a study assistant's citation matched (each found on
// its own).
import { useCallback, useEffect, useState } from 'react';
import type { EventBus } from 'pdfjs-dist/web/pdf_viewer.mjs';

export type TFindResult = {
  /** What was last searched for (empty: no search). */
  query: string | string[];
  status: 'idle' | 'pending' | 'found' | 'not-found';
  /** Which match is current, from 1 (0 while none is). */
  current: number;
  total: number;
};

const IDLE: TFindResult = { query: '', status: 'idle', current: 0, total: 0 };

/** pdf.js's FindState: FOUND 0, NOT_FOUND 1, WRAPPED 2, PENDING 3. */
const FIND_STATES: Record<number, TFindResult['status']> = { 0: 'found', 1: 'not-found', 2: 'found', 3: 'pending' };

type TMatchesCount = { current: number; total: number };

export function useNoteFind(eventBus: EventBus | null, initialQuery: string[] = []) {
  // A citation's words are searched for as soon as the viewer is there.
  const [result, setResult] = useState<TFindResult>(() =>
    initialQuery.length > 0 ? { ...IDLE, query: initialQuery, status: 'pending' } : IDLE,
  );

  const dispatch = useCallback(
    (query: string | string[], again: boolean, findPrevious = false) => {
      eventBus?.dispatch('find', {
        source: null,
        type: again ? 'again' : '',
        query,
        caseSensitive: false,
        entireWord: false,
        highlightAll: true,
        findPrevious,
        matchDiacritics: false,
      });
    },
    [eventBus],
  );

  useEffect(() => {
    if (!eventBus) return;
    const onCount = ({ matchesCount }: { matchesCount: TMatchesCount }) =>
      setResult((before) => ({ ...before, current: matchesCount.current, total: matchesCount.total }));
    const onState = ({ state, matchesCount }: { state: number; matchesCount: TMatchesCount }) =>
      setResult((before) => ({
        ...before,
        status: FIND_STATES[state] ?? 'pending',
        current: matchesCount.current,
        total: matchesCount.total,
      }));
    eventBus.on('updatefindmatchescount', onCount);
    eventBus.on('updatefindcontrolstate', onState);
    return () => {
      eventBus.off('updatefindmatchescount', onCount);
      eventBus.off('updatefindcontrolstate', onState);
    };
  }, [eventBus]);

  const initialKey = initialQuery.join('\u0000');
  useEffect(() => {
    if (eventBus && initialKey !== '') dispatch(initialKey.split('\u0000'), false);
  }, [eventBus, initialKey, dispatch]);

  const search = useCallback(
    (query: string) => {
      const trimmed = query.trim();
      if (trimmed === '') {
        eventBus?.dispatch('findbarclose', { source: null });
        setResult(IDLE);
        return;
      }
      setResult({ ...IDLE, query: trimmed, status: 'pending' });
      dispatch(trimmed, false);
    },
    [eventBus, dispatch],
  );

  const step = useCallback(
    (findPrevious: boolean) => {
      if (result.query.length === 0) return;
      dispatch(result.query, true, findPrevious);
    },
    [dispatch, result.query],
  );

  const clear = useCallback(() => {
    eventBus?.dispatch('findbarclose', { source: null });
    setResult(IDLE);
  }, [eventBus]);

  return { result, search, next: () => step(false), previous: () => step(true), clear };
}
