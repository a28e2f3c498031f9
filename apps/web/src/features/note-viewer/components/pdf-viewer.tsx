// One note, open for study: the page on screen in pdf.js's viewer (zoomable, findable text), the
// page controls, zoom, find, bookmarks and the PDF tool (annotations, saved for the student on the
// server: hooks/use-annotations.ts). Where the student is and what they read goes to the
// server as they read (hooks/use-reading-reports.ts). Mounted afresh for every document.
import { useLingui } from '@lingui/react/macro';
import type { TNoteReading } from '@padanam/contract';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNoteBookmark } from '../../../api/note-study';
import { saveBlob } from '../../../lib/download-file';
import { useAnnotations } from '../hooks/use-annotations';
import { useNoteFind } from '../hooks/use-note-find';
import { usePdfViewer } from '../hooks/use-pdf-viewer';
import { useReadingReports } from '../hooks/use-reading-reports';
import { useSettledResize } from '../hooks/use-settled-resize';
import { useZoomGestures } from '../hooks/use-zoom-gestures';
import { AnnotationToolbar } from './annotation-toolbar';
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
  const { containerRef, state, controls, eventBus, editorState, annotationEditor } = usePdfViewer({
    pdfDocument,
    initialPage: startPage,
  });
  const annotations = useAnnotations({ noteId, eventBus, editor: annotationEditor });
  const [download, setDownload] = useState<'idle' | 'preparing' | 'failed'>('idle');
  const find = useNoteFind(eventBus, findWords);
  const findInputRef = useRef<HTMLInputElement>(null);
  // On a phone only the pager stays over the note; zoom, find and the PDF tool open on demand (a
  // citation's words open them, to show the count).
  const [areToolsShown, setAreToolsShown] = useState(() => (findWords?.length ?? 0) > 0);
  const toolsId = useId();
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

  const downloadCopy = async () => {
    setDownload('preparing');
    try {
      // pdf.js writes the student's annotations into a copy of the note's PDF.
      const bytes = await pdfDocument.saveDocument();
      saveBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), annotatedFileName(title));
      setDownload('idle');
    } catch {
      setDownload('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Ctrl/⌘ + F in the note searches the note, not the page around it.
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      flushSync(() => setAreToolsShown(true));
      findInputRef.current?.focus();
    }
  };

  return (
    <section className="pdf-viewer" aria-label={title} onKeyDown={onKeyDown}>
      <div className="pdf-viewer__toolbar" data-tools-shown={areToolsShown}>
        <PageControls state={state} onGoToPage={controls.goToPage} />
        <button
          type="button"
          className="icon-button pdf-viewer__tools-toggle"
          aria-label={t`Zoom, find and the PDF tool`}
          title={t`Zoom, find and the PDF tool`}
          aria-expanded={areToolsShown}
          aria-controls={toolsId}
          onClick={() => setAreToolsShown((shown) => !shown)}
        >
          <SlidersHorizontal aria-hidden="true" />
        </button>
        <div id={toolsId} className="pdf-viewer__more">
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
          <AnnotationToolbar
            editorState={editorState}
            pageNumber={pageNumber}
            isEnabled={annotationEditor !== null && state.isReady}
            isDownloading={download === 'preparing'}
            onMode={controls.setEditorMode}
            onEditingAction={controls.editingAction}
            onClearPage={() => annotations.clearPage(pageNumber)}
            onAddImage={(file, kind) => void annotations.addImage(file, kind, pageNumber)}
            onDownload={() => void downloadCopy()}
          />
        </div>
        {annotations.messages.map(({ kind, text }) => (
          <p key={kind} className="pdf-viewer__notice" role={kind === 'waiting' ? 'status' : 'alert'}>
            {text}
          </p>
        ))}
        {download === 'failed' && (
          <p className="pdf-viewer__error" role="alert">
            {t`Your annotated copy could not be made. Please try again.`}
          </p>
        )}
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

/** The note's title as a file name, marked as the student's annotated copy. */
function annotatedFileName(title: string): string {
  const base = title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'note';
  return `${base} (annotated).pdf`;
}
