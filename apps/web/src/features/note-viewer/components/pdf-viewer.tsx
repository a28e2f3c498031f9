// One note, open for study: the page on screen in pdf.js's viewer (zoomable, findable text), the
// page controls, zoom, find and bookmarks. Where the student is and what they read goes to the
// server as they read (hooks/use-reading-reports.ts). Mounted afresh for every document.
import { useLingui } from '@lingui/react/macro';
import type { TNoteReading } from '@padanam/contract';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useRef, type KeyboardEvent } from 'react';
import { useNoteBookmark } from '../../../api/note-study';
import { useNoteFind } from '../hooks/use-note-find';
import { usePdfViewer } from '../hooks/use-pdf-viewer';
import { useReadingReports } from '../hooks/use-reading-reports';
import { useSettledResize } from '../hooks/use-settled-resize';
import { useZoomGestures } from '../hooks/use-zoom-gestures';
import { BookmarkList, BookmarkToggle } from './bookmarks';
import { FindBar } from './find-bar';
import { PageControls } from './page-controls';
import { ZoomControls } from './zoom-controls';

type TPdfViewerProps = {
  pdfDocument: PDFDocumentProxy;
  noteId: number;
  moduleId: number;
  /** Names the note for screen readers. */
  title: string;
  startPage: number;
  /** What the student has kept in this note; null when it could not be read (offline). */
  reading: TNoteReading | null;
  /** Words to mark when the note opens (a study assistant's citation). */
  findWords?: string[];
};

export function PdfViewer({ pdfDocument, noteId, moduleId, title, startPage, reading, findWords }: TPdfViewerProps) {
  const { t } = useLingui();
  const { containerRef, state, controls, eventBus } = usePdfViewer({ pdfDocument, initialPage: startPage });
  const find = useNoteFind(eventBus, findWords);
  const findInputRef = useRef<HTMLInputElement>(null);
  const bookmark = useNoteBookmark(noteId, moduleId);
  const bookmarks = reading?.bookmarks ?? [];
  const { pageNumber } = state;
  const isBookmarked = bookmarks.some(({ page }) => page === pageNumber);

  useSettledResize(controls.refit);
  useZoomGestures(containerRef, controls, state);
  useReadingReports({
    noteId,
    moduleId,
    pageNumber: state.pageNumber,
    pageCount: state.pageCount,
    // Zooming in to read a line redraws the page: still the same page being read.
    isPageOnScreen: state.isReady && state.isPageShown,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Ctrl/⌘ + F in the note searches the note, not the page around it.
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      findInputRef.current?.focus();
    }
  };

  return (
    <section className="pdf-viewer" aria-label={title} onKeyDown={onKeyDown}>
      <div className="pdf-viewer__toolbar">
        <PageControls state={state} onGoToPage={controls.goToPage} />
        <div className="pdf-viewer__tools">
          <ZoomControls state={state} controls={controls} />
          {reading && (
            <BookmarkToggle
              pageNumber={state.pageNumber}
              isBookmarked={isBookmarked}
              isSaving={bookmark.isPending}
              onToggle={() => bookmark.mutate({ page: state.pageNumber, isBookmarked: !isBookmarked })}
            />
          )}
        </div>
        <FindBar
          result={find.result}
          onSearch={find.search}
          onNext={find.next}
          onPrevious={find.previous}
          onClear={find.clear}
          inputRef={findInputRef}
        />
        {bookmark.isError && (
          <p className="pdf-viewer__error" role="alert">
            {t`The bookmark was not saved. Check your connection and try again.`}
          </p>
        )}
      </div>
      <div className="pdf-viewer__body">
        <div className="pdf-viewer__frame" data-rendering={state.isRendering ? 'true' : 'false'}>
          <div
            ref={containerRef}
            className="pdf-viewer__scroller"
            tabIndex={0}
            role="region"
            aria-label={t`${title}, page ${pageNumber}`}
          >
            <div className="pdfViewer" />
          </div>
        </div>
        {reading && <BookmarkList bookmarks={bookmarks} currentPage={state.pageNumber} onOpen={controls.goToPage} />}
      </div>
    </section>
  );
}
