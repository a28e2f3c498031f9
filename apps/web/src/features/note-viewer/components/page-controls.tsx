// Previous / Next, 'current / total' and 'Rendering...' (spec "Note viewer"): no page change at the
// ends or while a page draws. aria-disabled rather than disabled, so a keyboard user pressing Next
// keeps focus on the button while the next page draws.
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { TPdfViewerState } from '../hooks/use-pdf-viewer';

type TPageControlsProps = { state: TPdfViewerState; onGoToPage: (pageNumber: number) => void };

export function PageControls({ state, onGoToPage }: TPageControlsProps) {
  const { t } = useLingui();
  const { pageNumber, pageCount, isRendering } = state;
  const canGoBack = pageNumber > 1 && !isRendering;
  const canGoForward = pageNumber < pageCount && !isRendering;

  return (
    <div className="pdf-viewer__pager">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-disabled={!canGoBack}
        onClick={() => canGoBack && onGoToPage(pageNumber - 1)}
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
        onClick={() => canGoForward && onGoToPage(pageNumber + 1)}
      >
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" />
      </button>
      <p className="pdf-viewer__rendering" role="status">
        {isRendering ? t`Rendering...` : ''}
      </p>
    </div>
  );
}
