// pdf.js's own viewer (pdf_viewer.mjs) on one loaded document, one page at a time (the spec's
// Previous / Next), with its text layer so find can mark words and a student can select them.
// The hook owns the imperative viewer and tells React what it shows: the page, the scale and
// whether the page on screen is still being drawn. pdf.js draws each page at the screen's pixel
// ratio for the current scale, so zoomed text stays sharp.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { EventBus, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import type { PDFViewerOptions } from 'pdfjs-dist/types/web/pdf_viewer';
import { loadPdfjsViewer } from '../../../lib/pdfjs-viewer-loader';
import { clampScale, fitScales, steppedScale, type TFits } from '../zoom';

/** 'page-width' and 'page-fit' follow the frame when it changes size; a number stays as it is. */
export type TScaleMode = 'page-width' | 'page-fit' | 'custom';

export type TPdfViewerState = {
  pageNumber: number;
  pageCount: number;
  scale: number;
  scaleMode: TScaleMode;
  isRendering: boolean;
  /** The page on screen has been drawn since it became the current page (a redraw at a new zoom keeps it so). */
  isPageShown: boolean;
  /** True once pdf.js has laid out the pages (the controls do nothing before). */
  isReady: boolean;
};

export type TPdfViewerControls = {
  goToPage: (pageNumber: number) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  /** Multiplies the scale (a pinch, Ctrl + wheel), keeping the point under `origin` (client pixels) in place. */
  zoomBy: (factor: number, origin?: [number, number], drawingDelay?: number) => void;
  fit: (mode: 'page-width' | 'page-fit') => void;
  /** After the frame changed size: a fit is fitted again. */
  refit: () => void;
};

type TUsePdfViewerOptions = { pdfDocument: PDFDocumentProxy; initialPage: number };

export function usePdfViewer({ pdfDocument, initialPage }: TUsePdfViewerOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<PDFViewer | null>(null);
  const [eventBus, setEventBus] = useState<EventBus | null>(null);
  const [state, setState] = useState<TPdfViewerState>(() => ({
    pageNumber: initialPage,
    pageCount: pdfDocument.numPages,
    scale: 1,
    scaleMode: 'page-width',
    isRendering: true,
    isPageShown: false,
    isReady: false,
  }));
  const initialPageRef = useRef(initialPage);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const abort = new AbortController();
    let renderedKey = '';
    let shownPage = 0;
    const keyOf = (pageNumber: number, scale: number) => `${pageNumber}@${scale.toFixed(4)}`;

    void loadPdfjsViewer().then((pdfjsViewer) => {
      if (abort.signal.aborted) return;
      const bus = new pdfjsViewer.EventBus();
      const linkService = new pdfjsViewer.PDFLinkService({ eventBus: bus });
      const findController = new pdfjsViewer.PDFFindController({ eventBus: bus, linkService });
      const options: PDFViewerOptions & { abortSignal: AbortSignal } = {
        container,
        eventBus: bus,
        linkService,
        findController,
        // The page fills the frame's width (spec): no border or padding around it.
        removePageBorders: true,
        // Stops its resize observer and scroll listener when the viewer goes (not in its types).
        abortSignal: abort.signal,
      };
      const viewer = new pdfjsViewer.PDFViewer(options);
      linkService.setViewer(viewer);
      viewer.scrollMode = pdfjsViewer.ScrollMode.PAGE;
      viewerRef.current = viewer;

      const isPageDrawn = (pageNumber: number) =>
        viewer.getPageView(pageNumber - 1)?.renderingState === pdfjsViewer.RenderingStates.FINISHED;
      const show = () => {
        const pageNumber = viewer.currentPageNumber;
        const scale = viewer.currentScale;
        if (isPageDrawn(pageNumber)) {
          renderedKey = keyOf(pageNumber, scale);
          shownPage = pageNumber;
        }
        const preset = viewer.currentScaleValue;
        setState({
          pageNumber,
          pageCount: viewer.pagesCount,
          scale,
          scaleMode: preset === 'page-width' || preset === 'page-fit' ? preset : 'custom',
          isRendering: renderedKey !== keyOf(pageNumber, scale),
          isPageShown: shownPage === pageNumber,
          isReady: true,
        });
      };

      bus.on('pagesinit', () => {
        viewer.currentScaleValue = 'page-width';
        viewer.currentPageNumber = Math.min(Math.max(1, initialPageRef.current), viewer.pagesCount);
        show();
      });
      bus.on('pagechanging', show);
      bus.on('scalechanging', show);
      bus.on('pagerendered', ({ pageNumber, source }: { pageNumber: number; source: { scale: number } }) => {
        if (pageNumber === viewer.currentPageNumber) {
          renderedKey = keyOf(pageNumber, source.scale);
          shownPage = pageNumber;
        }
        show();
      });

      viewer.setDocument(pdfDocument);
      linkService.setDocument(pdfDocument);
      setEventBus(bus);
    });

    return () => {
      abort.abort();
      viewerRef.current?.setDocument(null as unknown as PDFDocumentProxy);
      viewerRef.current = null;
      setEventBus(null);
    };
  }, [pdfDocument]);

  const fitsOf = useCallback((viewer: PDFViewer): TFits | null => {
    const view = viewer.getPageView(viewer.currentPageNumber - 1);
    const container = containerRef.current;
    // Nothing to fit to while the frame has no size (not laid out yet, or hidden).
    if (!view || !container || view.scale <= 0 || container.clientWidth <= 0) return null;
    const page = { width: view.width / view.scale, height: view.height / view.scale };
    return fitScales(page, { width: container.clientWidth, height: container.clientHeight });
  }, []);

  const setScale = useCallback(
    (next: (current: number, fits: TFits) => number, origin?: [number, number], drawingDelay?: number) => {
      const viewer = viewerRef.current;
      const fits = viewer && fitsOf(viewer);
      if (!viewer || !fits) return;
      const current = viewer.currentScale;
      const scale = next(current, fits);
      if (Math.abs(scale - current) < 0.001) return;
      viewer.updateScale({ scaleFactor: scale / current, origin, drawingDelay });
    },
    [fitsOf],
  );

  const controls: TPdfViewerControls = {
    goToPage: useCallback((pageNumber: number) => {
      const viewer = viewerRef.current;
      if (viewer) viewer.currentPageNumber = Math.min(Math.max(1, pageNumber), viewer.pagesCount);
    }, []),
    zoomIn: useCallback(() => setScale((scale, fits) => steppedScale(scale, 1, fits)), [setScale]),
    zoomOut: useCallback(() => setScale((scale, fits) => steppedScale(scale, -1, fits)), [setScale]),
    zoomBy: useCallback(
      (factor: number, origin?: [number, number], drawingDelay?: number) =>
        setScale((scale, fits) => clampScale(scale * factor, fits), origin, drawingDelay),
      [setScale],
    ),
    fit: useCallback((mode: 'page-width' | 'page-fit') => {
      const viewer = viewerRef.current;
      if (viewer) viewer.currentScaleValue = mode;
    }, []),
    refit: useCallback(() => {
      const viewer = viewerRef.current;
      const preset = viewer?.currentScaleValue;
      if (viewer && (preset === 'page-width' || preset === 'page-fit')) viewer.currentScaleValue = preset;
    }, []),
  };

  return { containerRef, state, controls, eventBus };
}
