// Tells the server where the student is in the note and which pages they have read: a page counts
// as seen once it has been drawn and on screen for PAGE_SEEN_AFTER_MS (reading, not paging past
// it). Reports are gathered for READING_REPORT_DELAY_MS, kept on the device until the server
// accepts them (lib/pending-note-readings.ts) and sent again when the connection comes back.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { putNoteReading, storeNoteReading } from '../../../api/note-study';
import { isApiError } from '../../../lib/api-error';
import { addPendingReading, readPendingReading, settlePendingReading } from '../../../lib/pending-note-readings';
import { PAGE_SEEN_AFTER_MS, READING_REPORT_DELAY_MS } from '../viewer-constants';

type TReadingReportsOptions = {
  noteId: number;
  moduleId: number;
  pageNumber: number;
  pageCount: number;
  /** The page has been drawn since it became current: the time on it counts (a redraw at a new zoom does not restart it). */
  isPageOnScreen: boolean;
};

export function useReadingReports({ noteId, moduleId, pageNumber, pageCount, isPageOnScreen }: TReadingReportsOptions) {
  const queryClient = useQueryClient();
  const isSending = useRef(false);
  const reportTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback(async () => {
    clearTimeout(reportTimer.current);
    const pending = readPendingReading(noteId);
    if (!pending || isSending.current) return;
    isSending.current = true;
    try {
      const reading = await putNoteReading(noteId, pending);
      settlePendingReading(noteId, pending);
      await storeNoteReading(queryClient, moduleId, reading);
    } catch (error) {
      // Refused for good (the module is locked now, or the note changed under it): nothing to resend.
      // No connection or a server fault: kept for the next try.
      if (isApiError(error) && error.status >= 400 && error.status < 500) settlePendingReading(noteId, pending);
    } finally {
      isSending.current = false;
    }
  }, [noteId, moduleId, queryClient]);

  const report = useCallback(
    (pagesSeen: number[]) => {
      addPendingReading(noteId, { page: pageNumber, pageCount, pagesSeen });
      clearTimeout(reportTimer.current);
      reportTimer.current = setTimeout(() => void send(), READING_REPORT_DELAY_MS);
    },
    [noteId, pageNumber, pageCount, send],
  );

  // The page on screen, whenever it changes.
  useEffect(() => {
    if (isPageOnScreen) report([]);
  }, [isPageOnScreen, report]);

  // The page read: on screen long enough.
  useEffect(() => {
    if (!isPageOnScreen) return;
    const timer = setTimeout(() => report([pageNumber]), PAGE_SEEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isPageOnScreen, pageNumber, report]);

  // Anything left from an earlier visit (a reload offline) goes now; the rest when the connection
  // is back, and what is gathered goes when the student leaves the note.
  useEffect(() => {
    void send();
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      void send();
    };
  }, [send]);
}
