// Draws one page of a document onto a canvas, fitted to `width` CSS pixels and rendered at
// ZOOM_FACTOR times that (the canvas's CSS width stays `width`; see note-viewer.css). A newer
// request cancels the drawing in progress. Spec: page render errors are only logged.
import { useEffect, useState, type RefObject } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { pageRenderScale } from '../page-render-scale';

type TRenderRequest = { document: PDFDocumentProxy; pageNumber: number; width: number };

export function usePageRenderer(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  { document, pageNumber, width }: TRenderRequest,
) {
  const [finished, setFinished] = useState<TRenderRequest | null>(null);

  useEffect(() => {
    if (width <= 0) return;
    let isCurrent = true;
    let renderTask: RenderTask | null = null;
    const finish = () => {
      if (isCurrent) setFinished({ document, pageNumber, width });
    };

    document
      .getPage(pageNumber)
      .then((page) => {
        const canvas = canvasRef.current;
        if (!isCurrent || !canvas) return;
        const { width: pageWidth, height: pageHeight } = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: pageRenderScale(pageWidth, pageHeight, width) });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        renderTask = page.render({ canvas, viewport });
        return renderTask.promise;
      })
      .then(finish, (error: unknown) => {
        if (error instanceof Error && error.name === 'RenderingCancelledException') return;
        console.error(`Failed to render page ${pageNumber}`, error);
        finish();
      });

    return () => {
      isCurrent = false;
      renderTask?.cancel();
    };
  }, [canvasRef, document, pageNumber, width]);

  const isRendering =
    width > 0 && !(finished?.document === document && finished.pageNumber === pageNumber && finished.width === width);
  return { isRendering };
}
