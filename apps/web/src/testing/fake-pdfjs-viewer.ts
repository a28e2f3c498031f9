// A stand-in for pdf.js's viewer components (pdf_viewer.mjs) in component tests: jsdom cannot draw
// a PDF. It keeps the part of their behaviour the note viewer relies on: the events (pagesinit,
// pagechanging, scalechanging, pagerendered, the find controller's), the page and scale setters,
// one page at a time, and drawing that a test may hold back to see 'Rendering...'.
import type { PDFDocumentProxy } from 'pdfjs-dist';

type TListener = (event: never) => void;

export class EventBus {
  private readonly listeners = new Map<string, Set<TListener>>();
  readonly dispatched: Array<{ name: string; event: Record<string, unknown> }> = [];

  on(name: string, listener: TListener) {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
  }

  off(name: string, listener: TListener) {
    this.listeners.get(name)?.delete(listener);
  }

  dispatch(name: string, event: Record<string, unknown> = {}) {
    this.dispatched.push({ name, event });
    for (const listener of this.listeners.get(name) ?? []) (listener as (event: unknown) => void)(event);
  }
}

export class PDFLinkService {
  setViewer() {}
  setDocument() {}
}

/** Answers a 'find' with `fakeViewerSettings.matches` matches, the first current. */
export class PDFFindController {
  constructor({ eventBus }: { eventBus: EventBus }) {
    eventBus.on('find', ((event: { type: string; findPrevious: boolean }) => {
      const total = fakeViewerSettings.matches;
      const state = total === 0 ? 1 : 0;
      if (event.type !== 'again') findCurrent = 1;
      else if (event.findPrevious) findCurrent = ((findCurrent - 2 + total) % total) + 1;
      else findCurrent = (findCurrent % total) + 1;
      const matchesCount = { current: total === 0 ? 0 : findCurrent, total };
      eventBus.dispatch('updatefindcontrolstate', { state, matchesCount });
      eventBus.dispatch('updatefindmatchescount', { matchesCount });
    }) as TListener);
  }
}
let findCurrent = 0;

export const ScrollMode = { VERTICAL: 0, HORIZONTAL: 1, WRAPPED: 2, PAGE: 3 };
export const RenderingStates = { INITIAL: 0, RUNNING: 1, PAUSED: 2, FINISHED: 3 };

/** What a test may change before the viewer opens. */
export const fakeViewerSettings = {
  /** Pages are drawn only when the test calls `drawHeldPages()`. */
  holdDrawing: false,
  matches: 3,
  /** A page's size at scale 1 (CSS pixels). */
  pageSize: { width: 600, height: 800 },
};

/** Every viewer made, the latest last. */
export const fakeViewers: FakePdfViewer[] = [];

class FakePdfViewer {
  readonly container: HTMLDivElement;
  readonly eventBus: EventBus;
  pdfDocument: PDFDocumentProxy | null = null;
  scrollMode = 0;
  pagesCount = 0;
  currentScale = 1;
  private preset: string | number = 1;
  private page = 1;
  private readonly drawn = new Set<string>();
  private readonly held: Array<() => void> = [];
  readonly scaleUpdates: Array<{ scaleFactor: number | null; drawingDelay?: number }> = [];
  readonly presetsSet: string[] = [];

  constructor({ container, eventBus }: { container: HTMLDivElement; eventBus: EventBus }) {
    this.container = container;
    this.eventBus = eventBus;
    fakeViewers.push(this);
  }

  setDocument(pdfDocument: PDFDocumentProxy | null) {
    this.pdfDocument = pdfDocument;
    if (!pdfDocument) return;
    this.pagesCount = pdfDocument.numPages;
    void Promise.resolve().then(() => {
      this.eventBus.dispatch('pagesinit', {});
      this.draw();
    });
  }

  get currentPageNumber() {
    return this.page;
  }

  set currentPageNumber(page: number) {
    if (page === this.page) return;
    this.page = page;
    this.eventBus.dispatch('pagechanging', { pageNumber: page });
    this.draw();
  }

  get currentScaleValue(): string {
    return String(this.preset);
  }

  set currentScaleValue(value: string) {
    this.presetsSet.push(value);
    this.preset = value;
    const width = this.container.clientWidth || 600;
    const { pageSize } = fakeViewerSettings;
    this.currentScale = value === 'page-width' ? width / pageSize.width : Number(value) || 1;
    this.eventBus.dispatch('scalechanging', { scale: this.currentScale, presetValue: value });
    this.draw();
  }

  updateScale({ scaleFactor, drawingDelay }: { scaleFactor: number | null; drawingDelay?: number }) {
    this.scaleUpdates.push({ scaleFactor, drawingDelay });
    this.currentScale = Math.round(this.currentScale * (scaleFactor ?? 1) * 100) / 100;
    this.preset = this.currentScale;
    this.eventBus.dispatch('scalechanging', { scale: this.currentScale });
    this.draw();
  }

  getPageView(index: number) {
    const { pageSize } = fakeViewerSettings;
    const isDrawn = this.drawn.has(this.keyOf(index + 1));
    return {
      renderingState: isDrawn ? RenderingStates.FINISHED : RenderingStates.RUNNING,
      scale: this.currentScale,
      width: pageSize.width * this.currentScale,
      height: pageSize.height * this.currentScale,
    };
  }

  /** Draws the pages a test held back, in order. */
  drawHeldPages() {
    for (const draw of this.held.splice(0)) draw();
  }

  private keyOf(page: number) {
    return `${page}@${this.currentScale}`;
  }

  private draw() {
    const page = this.page;
    const scale = this.currentScale;
    const key = this.keyOf(page);
    if (this.drawn.has(key)) return;
    const finish = () => {
      this.drawn.add(`${page}@${scale}`);
      this.eventBus.dispatch('pagerendered', { pageNumber: page, source: { scale } });
    };
    if (fakeViewerSettings.holdDrawing) this.held.push(finish);
    else void Promise.resolve().then(finish);
  }
}

export { FakePdfViewer as PDFViewer };

export function resetFakeViewers() {
  fakeViewers.length = 0;
  fakeViewerSettings.holdDrawing = false;
  fakeViewerSettings.matches = 3;
  findCurrent = 0;
}
