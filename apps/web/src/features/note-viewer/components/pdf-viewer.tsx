// One loaded document: Previous / Next, the 'current / total' indicator, 'Rendering...', and the
// page on a canvas as wide as the viewer. Mounted afresh for every document, so each starts on its
// first page (or the page a link asked for, such as a study assistant's citation).
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useContainerWidth } from '../hooks/use-container-width';
import { usePageRenderer } from '../hooks/use-page-renderer';

type TPdfViewerProps = {
  document: PDFDocumentProxy;
  /** Names the page image for screen readers. */
  title: string;
  /** The page to open on (from 1); one past the end opens the last page. */
  initialPage?: number;
};

export function PdfViewer({ document, title, initialPage = 1 }: TPdfViewerProps) {
  const { t } = useLingui();
  const [pageNumber, setPageNumber] = useState(() => Math.min(Math.max(1, initialPage), document.numPages));
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { measureRef, width } = useContainerWidth<HTMLDivElement>();
  const { isRendering } = usePageRenderer(canvasRef, { document, pageNumber, width });
  const pageCount = document.numPages;

  // Spec: no page change at the ends or while a page renders. aria-disabled rather than disabled,
  // so a keyboard user pressing Next keeps focus on the button while the next page draws.
  const canGoBack = pageNumber > 1 && !isRendering;
  const canGoForward = pageNumber < pageCount && !isRendering;

  return (
    <section className="pdf-viewer" aria-label={title}>
      <div className="pdf-viewer__toolbar">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-disabled={!canGoBack}
          onClick={() => canGoBack && setPageNumber(pageNumber - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          <Trans>Previous</Trans>
        </button>
        <p className="pdf-viewer__pages" aria-live="polite" aria-atomic="true">
          {pageNumber} / {pageCount}
        </p>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-disabled={!canGoForward}
          onClick={() => canGoForward && setPageNumber(pageNumber + 1)}
        >
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" />
        </button>
        <p className="pdf-viewer__rendering" role="status">
          {isRendering ? t`Rendering...` : ''}
        </p>
      </div>
      <div ref={measureRef} className="pdf-viewer__page" data-rendering={isRendering ? 'true' : 'false'}>
        <canvas
          ref={canvasRef}
          className="pdf-viewer__canvas"
          role="img"
          aria-label={t`${title}, page ${pageNumber}`}
        />
      </div>
    </section>
  );
}
