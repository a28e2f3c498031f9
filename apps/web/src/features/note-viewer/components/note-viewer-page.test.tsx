import type { TModuleDetails, TNote } from '@padanam/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { getDocument } from 'pdfjs-dist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken, TEST_TOKEN } from '../../../testing/session';

// The page is a lazy chunk compiled on first use; on a busy machine that outlasts the default 1 s.

// jsdom cannot run pdf.js: the document, its pages and their rendering are stand-ins.
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: vi.fn() }));

const MODULE_ID = 21;
const MODULE = 'GET /api/modules/21';
const NOTES = 'GET /api/modules/21/notes';
const PROGRESS = 'POST /api/modules/21/progress';
const FILE_URL = '/api/notes/5/file';

function makeModuleDetails(overrides: Partial<TModuleDetails> = {}): TModuleDetails {
  return {
    id: MODULE_ID,
    paperId: 2,
    paperTitle: 'Microeconomics I',
    paperType: 'Major',
    number: 2,
    title: 'Theory of Production',
    summaryLine: 'Theory of Production',
    description: 'Production functions and costs',
    duration: null,
    isFreePreview: false,
    thumbnailUrl: null,
    canOpen: true,
    isEnrolled: true,
    pricePaise: null,
    listPricePaise: null,
    isSaved: false,
    progress: 0,
    ...overrides,
  };
}

function makeNote(overrides: Partial<TNote> = {}): TNote {
  return {
    id: 5,
    moduleId: MODULE_ID,
    title: 'Production notes',
    description: '',
    fileUrl: FILE_URL,
    sizeBytes: 1000,
    ...overrides,
  };
}

type TDeferred = { promise: Promise<void>; resolve: () => void };
function deferred(): TDeferred {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A 3-page document whose pages are 600 × 800 points; each render waits for `renders[n].resolve()` when held. */
function makePdfDocument({ holdRenders = false } = {}) {
  const renders: Array<TDeferred & { pageNumber: number; canvasWidth: number }> = [];
  const pdfDocument = {
    numPages: 3,
    getPage: vi.fn(async (pageNumber: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
      render: ({ canvas }: { canvas: HTMLCanvasElement }) => {
        const render = { ...deferred(), pageNumber, canvasWidth: canvas.width };
        renders.push(render);
        if (!holdRenders) render.resolve();
        return { promise: render.promise, cancel: vi.fn() };
      },
    })),
    destroy: vi.fn(),
  };
  return { pdfDocument, renders };
}

function loadsDocument(pdfDocument: unknown) {
  vi.mocked(getDocument).mockImplementation(
    () => ({ promise: Promise.resolve(pdfDocument), destroy: vi.fn(async () => {}) }) as never,
  );
}

function failsToLoad(error: Error) {
  vi.mocked(getDocument).mockImplementation(
    () => ({ promise: Promise.reject(error), destroy: vi.fn(async () => {}) }) as never,
  );
}

function mockViewerApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...meRoute(),
    [MODULE]: () => jsonResponse(makeModuleDetails()),
    [NOTES]: () => jsonResponse({ notes: [makeNote()] }),
    [PROGRESS]: () => jsonResponse({ moduleId: MODULE_ID, progress: 34, completed: false }),
    ...overrides,
  });
}

const openViewer = () => renderApp(`/view-note/${MODULE_ID}`);
const previousButton = () => screen.getByRole('button', { name: 'Previous' });
const nextButton = () => screen.getByRole('button', { name: 'Next' });

beforeEach(() => {
  storeTestToken();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.mocked(getDocument).mockReset();
});

describe('note viewer', () => {
  it('shows the title and the module', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument().pdfDocument);
    openViewer();
    expect(await screen.findByRole('heading', { level: 1, name: 'PDF Viewer' })).toBeInTheDocument();
    expect(await screen.findByText('Module 2 · Theory of Production')).toBeInTheDocument();
  });

  it('opens the note and page a link names (a study assistant citation)', async () => {
    mockViewerApi({
      [NOTES]: () =>
        jsonResponse({
          notes: [makeNote(), makeNote({ id: 6, title: 'Second notes', fileUrl: '/api/notes/6/file' })],
        }),
      'GET /api/notes/6/file': () => new Response(new Uint8Array([1, 2, 3])),
    });
    loadsDocument(makePdfDocument().pdfDocument);
    renderApp(`/view-note/${MODULE_ID}?note=6&page=3`);
    expect(await screen.findByRole('img', { name: 'Second notes, page 3' })).toBeInTheDocument();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens the first note on its last page when a link names a page past the end', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument().pdfDocument);
    renderApp(`/view-note/${MODULE_ID}?page=99`);
    expect(await screen.findByRole('img', { name: 'Production notes, page 3' })).toBeInTheDocument();
  });

  it('says when the module has no file', async () => {
    mockViewerApi({ [NOTES]: () => jsonResponse({ notes: [makeNote({ fileUrl: null })] }) });
    openViewer();
    expect(await screen.findByText('No file URL available')).toBeInTheDocument();
    expect(getDocument).not.toHaveBeenCalled();
  });

  it('says the same when the module has no notes at all', async () => {
    mockViewerApi({ [NOTES]: () => jsonResponse({ notes: [] }) });
    openViewer();
    expect(await screen.findByText('No file URL available')).toBeInTheDocument();
  });

  it('reports a failed module fetch and tries again', async () => {
    let attempts = 0;
    mockViewerApi({
      [MODULE]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500)
          : jsonResponse(makeModuleDetails());
      },
    });
    loadsDocument(makePdfDocument().pdfDocument);
    const { user } = openViewer();
    expect(await screen.findByText('Failed to fetch module details')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
  });

  it('shows the lock and the way to the plans for a module the student may not open', async () => {
    const fetchMock = mockViewerApi({ [MODULE]: () => jsonResponse(makeModuleDetails({ canOpen: false })) });
    openViewer();
    expect(await screen.findByText(/Enroll in the paper/)).toBeInTheDocument();
    // The plans for this very paper and module.
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      `/subscrptions?paper=2&module=${MODULE_ID}`,
    );
    expect(countCalls(fetchMock, NOTES)).toBe(0);
  });

  it('shows the server’s lock message for a 403 NOT_ENROLLED', async () => {
    mockViewerApi({
      [NOTES]: () => jsonResponse({ error: { code: 'NOT_ENROLLED', message: 'Enroll first, please.' } }, 403),
    });
    openViewer();
    expect(await screen.findByText('Enroll first, please.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscrptions');
  });

  it('shows the lock when the file itself is refused', async () => {
    mockViewerApi();
    failsToLoad(
      Object.assign(new Error('Unexpected server response (403)'), { name: 'ResponseException', status: 403 }),
    );
    openViewer();
    expect(await screen.findByText(/Enroll in the paper/)).toBeInTheDocument();
  });

  it('reports a document that fails to load, and retries', async () => {
    mockViewerApi();
    failsToLoad(Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' }));
    const { user } = openViewer();
    expect(await screen.findByText('Failed to load PDF document')).toBeInTheDocument();

    loadsDocument(makePdfDocument().pdfDocument);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
  });

  it('does not call an aborted load a failure', async () => {
    mockViewerApi();
    failsToLoad(Object.assign(new Error('Loading aborted'), { name: 'AbortException' }));
    openViewer();
    await waitFor(() => expect(getDocument).toHaveBeenCalled());
    expect(screen.queryByText('Failed to load PDF document')).not.toBeInTheDocument();
  });

  it('loads the file with the bearer token and pdf.js assets from our own origin', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument().pdfDocument);
    openViewer();
    await screen.findByText('1 / 3');
    expect(getDocument).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `${window.location.origin}${FILE_URL}`,
        httpHeaders: { Authorization: `Bearer ${TEST_TOKEN}` },
        cMapUrl: `${window.location.origin}/pdfjs/cmaps/`,
        cMapPacked: true,
        standardFontDataUrl: `${window.location.origin}/pdfjs/standard_fonts/`,
        useWasm: false,
        isEvalSupported: false,
      }),
    );
  });

  it('records the note as opened once the document loads', async () => {
    const fetchMock = mockViewerApi();
    loadsDocument(makePdfDocument().pdfDocument);
    openViewer();
    await screen.findByText('1 / 3');
    await waitFor(() => expect(countCalls(fetchMock, PROGRESS)).toBe(1));
    const init = fetchMock.mock.calls.find(
      ([input, options]) => options?.method === 'POST' && String(input).includes('progress'),
    )?.[1];
    expect(init?.body).toBe('{"kind":"note"}');
  });

  it('pages through a 3-page document, Previous and Next disabled at the ends', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument().pdfDocument);
    const { user } = openViewer();

    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'false');

    await user.click(previousButton());
    expect(screen.getByText('1 / 3')).toBeInTheDocument();

    await user.click(nextButton());
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(previousButton()).toHaveAttribute('aria-disabled', 'false');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'false');

    await user.click(nextButton());
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(nextButton());
    expect(screen.getByText('3 / 3')).toBeInTheDocument();

    await user.click(previousButton());
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
  });

  describe('with a measured page width', () => {
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    });

    it('draws the page at three times the container width and blocks paging while it renders', async () => {
      mockViewerApi();
      const { pdfDocument, renders } = makePdfDocument({ holdRenders: true });
      loadsDocument(pdfDocument);
      const { user } = openViewer();

      expect(await screen.findByText('Rendering...')).toBeInTheDocument();
      await waitFor(() => expect(renders).toHaveLength(1));
      expect(renders[0]).toMatchObject({ pageNumber: 1, canvasWidth: 2400 });
      expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
      await user.click(nextButton());
      expect(screen.getByText('1 / 3')).toBeInTheDocument();

      act(() => renders[0]!.resolve());
      await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
      expect(screen.queryByText('Rendering...')).not.toBeInTheDocument();

      await user.click(nextButton());
      expect(screen.getByText('2 / 3')).toBeInTheDocument();
      await waitFor(() => expect(renders).toHaveLength(2));
      expect(renders[1]).toMatchObject({ pageNumber: 2 });
      expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    });

    /**
     * Opens the viewer on page 1, makes the page `width` wide, runs `settle` (events and all
     * but the last millisecond of the quiet period), checks nothing was redrawn yet, then
     * lets the last millisecond pass and returns the redraw.
     */
    async function redrawAfterQuietPeriod(width: number, settle: () => void) {
      mockViewerApi();
      const { pdfDocument, renders } = makePdfDocument();
      loadsDocument(pdfDocument);
      openViewer();
      await waitFor(() => expect(renders).toHaveLength(1));

      vi.useFakeTimers();
      try {
        vi.mocked(Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')!.get!).mockReturnValue(width);
        act(settle);
        expect(renders).toHaveLength(1);
        await act(async () => {
          vi.advanceTimersByTime(1);
          await vi.runAllTimersAsync();
        });
      } finally {
        vi.useRealTimers();
      }
      await waitFor(() => expect(renders).toHaveLength(2));
      return renders[1];
    }

    it('redraws 250 ms after the window stops resizing, at the new width', async () => {
      const redraw = await redrawAfterQuietPeriod(500, () => {
        window.dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(100);
        window.dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(249);
      });
      expect(redraw).toMatchObject({ pageNumber: 1, canvasWidth: 1500 });
    });

    it('redraws 500 ms after an orientation change', async () => {
      const redraw = await redrawAfterQuietPeriod(400, () => {
        window.dispatchEvent(new Event('orientationchange'));
        vi.advanceTimersByTime(499);
      });
      expect(redraw).toMatchObject({ canvasWidth: 1200 });
    });
  });
});
