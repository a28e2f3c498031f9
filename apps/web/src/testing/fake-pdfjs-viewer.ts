// A stand-in for pdf.js's viewer components (pdf_viewer.mjs) in component tests: jsdom cannot draw
// a PDF. It keeps the part of their behaviour the note viewer relies on: the events (pagesinit,
// pagechanging, scalechanging, pagerendered, the find controller's), the page and scale setters,
// one page at a time, and drawing that a test may hold back to see 'Rendering...'. Its annotation
// editors keep what the annotation sync relies on: the UI manager handed over on
// 'annotationeditoruimanager', a layer per drawn page ('annotationeditorlayerrendered') that
// deserializes and adds editors, the editor mode, and undo, redo and delete as editing actions.
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
  readonly uiManager: FakeUiManager;

  constructor({ container, eventBus }: { container: HTMLDivElement; eventBus: EventBus }) {
    this.container = container;
    this.eventBus = eventBus;
    this.uiManager = new FakeUiManager(eventBus);
    fakeViewers.push(this);
  }

  setDocument(pdfDocument: PDFDocumentProxy | null) {
    this.pdfDocument = pdfDocument;
    // pdf.js destroys its editors with the document.
    if (!pdfDocument) return this.uiManager.editors.clear();
    this.pagesCount = pdfDocument.numPages;
    void Promise.resolve().then(() => {
      this.eventBus.dispatch('annotationeditoruimanager', { source: this, uiManager: this.uiManager });
      this.eventBus.dispatch('pagesinit', {});
      this.draw();
    });
  }

  get annotationEditorMode(): number {
    return this.uiManager.mode;
  }

  set annotationEditorMode({ mode }: { mode: number }) {
    if (mode === this.uiManager.mode) return;
    this.uiManager.mode = mode;
    void Promise.resolve().then(() => this.eventBus.dispatch('annotationeditormodechanged', { source: this, mode }));
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
      this.uiManager.layerFor(page - 1);
      this.eventBus.dispatch('annotationeditorlayerrendered', { source: this, pageNumber: page });
    };
    if (fakeViewerSettings.holdDrawing) this.held.push(finish);
    else void Promise.resolve().then(finish);
  }
}

export { FakePdfViewer as PDFViewer };

const EDITOR_TYPES: Record<number, string> = { 3: 'freetext', 9: 'highlight', 13: 'stamp', 15: 'ink' };
let editorCount = 0;

/** A pdf.js editor: its data is what it serializes (with its type, page and a rect). */
export class FakeEditor {
  readonly id = `pdfjs_internal_editor_${editorCount++}`;
  annotationElementId: string | null = null;
  deleted = false;
  isSelected = false;
  readonly serializedAsCopy: boolean[] = [];

  constructor(
    private readonly manager: FakeUiManager,
    public pageIndex: number,
    public readonly editorType: string,
    public data: Record<string, unknown>,
  ) {}

  isEmpty() {
    return false;
  }

  serialize(isForCopying = false) {
    this.serializedAsCopy.push(isForCopying);
    const annotationType = Number(Object.entries(EDITOR_TYPES).find(([, type]) => type === this.editorType)?.[0]);
    return { annotationType, pageIndex: this.pageIndex, rect: [0, 0, 10, 10], ...this.data };
  }

  remove() {
    this.manager.editors.delete(this.id);
  }
}

export class FakeEditorLayer {
  readonly div = document.createElement('div');
  constructor(
    private readonly manager: FakeUiManager,
    public pageIndex: number,
  ) {}

  async deserialize(data: Record<string, unknown>) {
    const type = EDITOR_TYPES[Number(data.annotationType)];
    if (!type) return null;
    const { annotationType: _type, pageIndex: _page, rect: _rect, ...rest } = data;
    return new FakeEditor(this.manager, this.pageIndex, type, rest);
  }

  addOrRebuild(editor: FakeEditor) {
    this.manager.editors.set(editor.id, editor);
    this.addUndoableEditor(editor);
  }

  addUndoableEditor(editor: FakeEditor) {
    this.manager.undoable.push(editor.id);
  }

  createAndAddNewEditor(_point: unknown, _isCentered: boolean, data: Record<string, unknown>) {
    const type = EDITOR_TYPES[this.manager.mode];
    if (!type) return null;
    const editor = new FakeEditor(this.manager, this.pageIndex, type, { ...data, bitmapFile: undefined });
    this.manager.added.push({ editor, data });
    this.addOrRebuild(editor);
    return editor;
  }
}

type TCommand = { cmd: () => void; undo: () => void };

/** pdf.js's AnnotationEditorUIManager, as far as the note viewer uses it. */
export class FakeUiManager {
  readonly editors = new Map<string, FakeEditor>();
  readonly layers = new Map<number, FakeEditorLayer>();
  /** Editors added to the undo history, by id. */
  readonly undoable: string[] = [];
  readonly actions: string[] = [];
  readonly added: Array<{ editor: FakeEditor; data: Record<string, unknown> }> = [];
  readonly imagesLoaded: File[] = [];
  mode = 0;

  constructor(private readonly eventBus: EventBus) {
    eventBus.on('editingaction', (({ name }: { name: string }) => {
      this.actions.push(name);
      if (name === 'delete') {
        for (const editor of [...this.editors.values()]) if (editor.isSelected) editor.remove();
        this.changed({ hasSelectedEditor: false });
      } else if (name === 'undo') {
        const command = this.commands.pop();
        if (!command) return;
        command.undo();
        this.undone.push(command);
        this.changed({ hasSomethingToUndo: this.commands.length > 0, hasSomethingToRedo: true });
      } else if (name === 'redo') {
        const command = this.undone.pop();
        if (!command) return;
        command.cmd();
        this.commands.push(command);
        this.changed({ hasSomethingToUndo: true, hasSomethingToRedo: this.undone.length > 0 });
      }
    }) as TListener);
  }

  /** pdf.js's undo history: commands added by the viewer (addCommands), undone and redone as actions. */
  private readonly commands: TCommand[] = [];
  private readonly undone: TCommand[] = [];

  addCommands(command: TCommand & { mustExec: boolean }) {
    if (command.mustExec) command.cmd();
    this.commands.push(command);
    this.undone.length = 0;
    this.changed({ hasSomethingToUndo: true, hasSomethingToRedo: false });
  }

  readonly imageManager = {
    getFromFile: async (file: File) => {
      this.imagesLoaded.push(file);
      return { id: `image_fake_${this.imagesLoaded.length}`, bitmap: { file } };
    },
  };

  getLayer(pageIndex: number) {
    return this.layers.get(pageIndex);
  }

  *getEditors(pageIndex: number) {
    for (const editor of this.editors.values()) if (editor.pageIndex === pageIndex) yield editor;
  }

  getMode() {
    return this.mode;
  }

  layerFor(pageIndex: number) {
    const layer = this.layers.get(pageIndex) ?? new FakeEditorLayer(this, pageIndex);
    this.layers.set(pageIndex, layer);
    return layer;
  }

  /** What the student does with a tool: an editor on a page, reported as pdf.js reports it. */
  addEditor(pageIndex: number, editorType: string, data: Record<string, unknown>) {
    const editor = new FakeEditor(this, pageIndex, editorType, data);
    this.editors.set(editor.id, editor);
    this.changed({ hasSomethingToUndo: true, isEmpty: false });
    return editor;
  }

  changed(details: Record<string, unknown>) {
    this.eventBus.dispatch('editingstateschanged', { source: this, details });
  }
}

export function resetFakeViewers() {
  fakeViewers.length = 0;
  fakeViewerSettings.holdDrawing = false;
  fakeViewerSettings.matches = 3;
  findCurrent = 0;
}
