// Opens one PDF with pdf.js and follows it through loading, ready, locked (403) or failed.
// A new file URL (or a retry) is a new document; the previous one is destroyed.
import { useEffect, useState } from 'react';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { readAuthToken } from '../../../lib/auth-token';
import { documentParams, loadPdfjs } from '../../../lib/pdfjs-loader';

export type TPdfDocumentState =
  { status: 'loading' } | { status: 'ready'; document: PDFDocumentProxy } | { status: 'locked' } | { status: 'failed' };

type TSettled = { requestKey: string; state: TPdfDocumentState };

export function usePdfDocument(fileUrl: string) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<TSettled | null>(null);
  const requestKey = `${attempt}:${fileUrl}`;

  useEffect(() => {
    let isCurrent = true;
    let loadingTask: PDFDocumentLoadingTask | null = null;
    const settle = (state: TPdfDocumentState) => {
      if (isCurrent) setSettled({ requestKey, state });
    };

    loadPdfjs()
      .then((pdfjs) => {
        if (!isCurrent) return;
        loadingTask = pdfjs.getDocument(documentParams(fileUrl, readAuthToken()));
        return loadingTask.promise.then((document) => settle({ status: 'ready', document }));
      })
      .catch((error: unknown) => {
        // Spec: abort errors (leaving the page, a newer document) are not failures.
        if (!isCurrent || isAbortError(error)) return;
        console.error('Failed to load PDF document', error);
        settle(isForbidden(error) ? { status: 'locked' } : { status: 'failed' });
      });

    return () => {
      isCurrent = false;
      void loadingTask?.destroy();
    };
  }, [fileUrl, requestKey]);

  const state: TPdfDocumentState = settled?.requestKey === requestKey ? settled.state : { status: 'loading' };
  return { state, documentKey: requestKey, retry: () => setAttempt((count) => count + 1) };
}

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : undefined;
}

function isAbortError(error: unknown): boolean {
  const name = errorName(error);
  return name === 'AbortException' || name === 'AbortError';
}

/** pdf.js reports an HTTP failure as a ResponseException carrying the status. */
function isForbidden(error: unknown): boolean {
  return (
    errorName(error) === 'ResponseException' &&
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    error.status === 403
  );
}
