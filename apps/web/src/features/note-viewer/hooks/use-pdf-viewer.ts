// pdf.js's own viewer (pdf_viewer.mjs) on one loaded document, one page at a time (the spec's
// Previous / Next), with its text layer so find can mark words and a student can select them.
// The hook owns the imperative viewer and tells React what it shows: the page, the scale and
// whether the page on screen is still being drawn. pdf.js draws each page at the screen's pixel
// ratio for the current scale, so zoomed text stays sharp. pdf.js's annotation editors (the PDF
// tool: highlight, free text, ink, stamp) live in the same viewer: the hook sets their mode, passes
// on the tool bar's undo, redo and delete, and hands their UI manager to the annotation sync
// (hooks/use-annotations.ts), as pdf.js's own app wires its editor tool bar.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { EventBus, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import type { PDFViewerOptions } from 'pdfjs-dist/types/web/pdf_viewer';
import { loadPdfjsViewer } from '../../../lib/pdfjs-viewer-loader';
import { EDITOR_MODES, type TEditorMode } from '../annotation-sync';
import { HIGHLIGHT_COLORS } from '../viewer-constants';
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
  /** pdf.js's editor mode: a tool of the PDF tool, or none. */
  setEditorMode: (mode: TEditorMode) => void;
  /** One of pdf.js's editing actions, as its own tool bar sends them. */
  editingAction: (name: TEditingAction) => void;
};

export type TEditingAction = 'undo' | 'redo' | 'delete';

/** What pdf.js's editors report for the tool bar ('editingstateschanged'). */
export type TEditorState = {
  mode: TEditorMode;
  hasSomethingToUndo: boolean;
  hasSomethingToRedo: boolean;
  hasSelectedEditor: boolean;
};

/** The parts of pdf.js's editor layer the annotation sync uses (AnnotationEditor, its layer, its UI manager). */
export type TPdfEditor = {
  id: string;
  pageIndex: number;
  editorType: string;
  annotationElementId: string | null;
  deleted: boolean;
  isEmpty(): boolean;
  serialize(isForCopying?: boolean): Record<string, unknown> | null;
  remove(): void;
};

export type TPdfEditorLayer = {
  pageIndex: number;
  div: HTMLDivElement | null;
  deserialize(data: Record<string, unknown>): Promise<TPdfEditor | null>;
  addOrRebuild(editor: TPdfEditor): void;
  addUndoableEditor(editor: TPdfEditor): void;
  createAndAddNewEditor(
    point: { offsetX: number; offsetY: number },
    isCentered: boolean,
    data: Record<string, unknown>,
  ): TPdfEditor | null;
};

export type TPdfEditorUiManager = {
  getLayer(pageIndex: number): TPdfEditorLayer | undefined;
  getEditors(pageIndex: number): Iterable<TPdfEditor>;
  getMode(): number;
  /** Does `cmd` and records it with its `undo` in pdf.js's undo history. */
  addCommands(command: { cmd: () => void; undo: () => void; mustExec: boolean }): void;
  imageManager: { getFromFile(file: File): Promise<{ id: string; bitmap: unknown } | null> };
};

/** The editors of the document on screen, for the annotation sync; null until pdf.js has made them. */
export type TAnnotationEditorAccess = {
  uiManager: TPdfEditorUiManager;
  pdfDocument: PDFDocumentProxy;
  /** Switches pdf.js's editor mode; resolves once pdf.js is in it. */
  setMode: (mode: TEditorMode) => Promise<void>;
  /** Called just before the viewer (and with it pdf.js's editors) goes: the last save reads them. */
  beforeDestroy: Set<() => void>;
};

const EDITOR_STATE: TEditorState = {
  mode: EDITOR_MODES.NONE,
  hasSomethingToUndo: false,
  hasSomethingToRedo: false,
  hasSelectedEditor: false,
};

type TUsePdfViewerOptions = { pdfDocument: PDFDocumentProxy; initialPage: number };

export function usePdfViewer({ pdfDocument, initialPage }: TUsePdfViewerOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<PDFViewer | null>(null);
  const setModeRef = useRef<((mode: TEditorMode) => void) | null>(null);
  const beforeDestroy = useRef(new Set<() => void>());
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
  const [editorState, setEditorState] = useState<TEditorState>(EDITOR_STATE);
  const [annotationEditor, setAnnotationEditor] = useState<TAnnotationEditorAccess | null>(null);

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
        annotationEditorHighlightColors: HIGHLIGHT_COLORS,
      };
      const viewer = new pdfjsViewer.PDFViewer(options);
      // pdf.js names what it draws in the page (its editors' buttons, the page landmarks) through
      // data-l10n-id attributes that its app translates; without this they have no names.
      void viewer.l10n?.translate(container);
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

      // pdf.js's editors, wired as its own app wires them: the UI manager it makes for the
      // document, the mode it is in, and what its tool bar may offer (undo, delete).
      const setMode = (mode: TEditorMode) =>
        new Promise<void>((resolve) => {
          // The getter answers the mode itself (a number; its types say otherwise), -1 when editing is off.
          const current = viewer.annotationEditorMode as unknown as number;
          if (current === mode || current < 0) return resolve();
          const onChanged = (event: { mode: number }) => {
            if (event.mode !== mode) return;
            bus.off('annotationeditormodechanged', onChanged);
            resolve();
          };
          bus.on('annotationeditormodechanged', onChanged);
          viewer.annotationEditorMode = { mode };
        });
      setModeRef.current = (mode) => void setMode(mode);
      bus.on('annotationeditoruimanager', ({ uiManager }: { uiManager: TPdfEditorUiManager }) => {
        if (abort.signal.aborted) return;
        setAnnotationEditor({ uiManager, pdfDocument, setMode, beforeDestroy: beforeDestroy.current });
      });
      bus.on('annotationeditormodechanged', ({ mode }: { mode: TEditorMode }) =>
        setEditorState((before) => ({ ...before, mode })),
      );
      bus.on('editingstateschanged', ({ details }: { details: Partial<TEditorState> }) =>
        setEditorState((before) => ({
          ...before,
          hasSomethingToUndo: details.hasSomethingToUndo ?? before.hasSomethingToUndo,
          hasSomethingToRedo: details.hasSomethingToRedo ?? before.hasSomethingToRedo,
          hasSelectedEditor: details.hasSelectedEditor ?? before.hasSelectedEditor,
        })),
      );
      // pdf.js asks for a mode itself (highlighting a selection from no tool, pasting a picture).
      const onModeAsked = ({ mode }: { mode: TEditorMode }) => void setMode(mode);
      bus.on('showannotationeditorui', onModeAsked);
      bus.on('switchannotationeditormode', onModeAsked);

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

    const toCallBeforeDestroy = beforeDestroy.current;
    return () => {
      for (const callback of toCallBeforeDestroy) callback();
      abort.abort();
      void viewerRef.current?.l10n?.destroy();
      // pdf.js's own app closes a document this way (its types say a document is required).
      viewerRef.current?.setDocument(null as unknown as PDFDocumentProxy);
      viewerRef.current = null;
      setModeRef.current = null;
      setEventBus(null);
      setAnnotationEditor(null);
      setEditorState(EDITOR_STATE);
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
    setEditorMode: useCallback((mode: TEditorMode) => setModeRef.current?.(mode), []),
    editingAction: useCallback(
      (name: TEditingAction) => eventBus?.dispatch('editingaction', { source: null, name }),
      [eventBus],
    ),
  };

  return { containerRef, state, controls, eventBus, editorState, annotationEditor };
}
