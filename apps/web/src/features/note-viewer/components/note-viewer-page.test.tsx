import type { TModuleDetails, TNote, TNoteReading } from '@padanam/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { getDocument } from 'pdfjs-dist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countCalls, jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { fakeViewers, fakeViewerSettings, resetFakeViewers } from '../../../testing/fake-pdfjs-viewer';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken, TEST_TOKEN } from '../../../testing/session';

// jsdom cannot run pdf.js: the document is a stand-in, and so is pdf.js's viewer
// (testing/fake-pdfjs-viewer.ts), which keeps the events and setters the note viewer relies on.
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: vi.fn() }));
vi.mock('../../../lib/pdfjs-viewer-loader', async () => {
  const fake = await import('../../../testing/fake-pdfjs-viewer');
  return { loadPdfjsViewer: async () => fake };
});

const MODULE_ID = 21;
const NOTE_ID = 5;
const MODULE = 'GET /api/modules/21';
const NOTES = 'GET /api/modules/21/notes';
const READING = `GET /api/notes/${NOTE_ID}/reading`;
const READING_REPORT = `PUT /api/notes/${NOTE_ID}/reading`;
const ANNOTATIONS = `GET /api/notes/${NOTE_ID}/annotations?pageCount=3`;
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
    id: NOTE_ID,
    moduleId: MODULE_ID,
    title: 'Production notes',
    description: '',
    fileUrl: FILE_URL,
    sizeBytes: 1000,
    ...overrides,
  };
}

function makeReading(overrides: Partial<TNoteReading> = {}): TNoteReading {
  return {
    noteId: NOTE_ID,
    lastPage: null,
    pagesSeen: [],
    pageCount: 3,
    bookmarks: [],
    moduleProgress: 0,
    ...overrides,
  };
}

/** A 3-page document; the viewer stand-in draws its pages. */
function makePdfDocument() {
  return { numPages: 3, destroy: vi.fn() };
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
    [READING]: () => jsonResponse(makeReading()),
    [ANNOTATIONS]: () => jsonResponse({ noteId: NOTE_ID, annotations: [], removedByReplacement: 0 }),
    [READING_REPORT]: ({ init }: TMockCall) => {
      const update = JSON.parse(String(init?.body)) as { page: number; pagesSeen: number[] };
      return jsonResponse(makeReading({ lastPage: update.page, pagesSeen: update.pagesSeen }));
    },
    ...overrides,
  });
}

const openViewer = () => renderApp(`/view-note/${MODULE_ID}`);
/** The viewer has laid out its pages and drawn the one on screen. */
const pageDrawn = () => waitFor(() => expect(screen.queryByText('Rendering...')).not.toBeInTheDocument());
const previousButton = () => screen.getByRole('button', { name: 'Previous' });
const nextButton = () => screen.getByRole('button', { name: 'Next' });

beforeEach(() => {
  // The viewer's frame, as a phone lays it out (jsdom lays nothing out).
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  resetFakeViewers();
  window.localStorage.clear();
  storeTestToken();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.mocked(getDocument).mockReset();
});

describe('note viewer', () => {
  it('shows the title and the module', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument());
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
    loadsDocument(makePdfDocument());
    renderApp(`/view-note/${MODULE_ID}?note=6&page=3`);
    expect(await screen.findByRole('region', { name: 'Second notes, page 3' })).toBeInTheDocument();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens the first note on its last page when a link names a page past the end', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument());
    renderApp(`/view-note/${MODULE_ID}?page=99`);
    expect(await screen.findByRole('region', { name: 'Production notes, page 3' })).toBeInTheDocument();
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
    loadsDocument(makePdfDocument());
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

    loadsDocument(makePdfDocument());
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
    loadsDocument(makePdfDocument());
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

  it('pages through a 3-page document, Previous and Next disabled at the ends', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument());
    const { user } = openViewer();

    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    await pageDrawn();
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

  it('blocks paging while the page is still being drawn', async () => {
    mockViewerApi();
    fakeViewerSettings.holdDrawing = true;
    loadsDocument(makePdfDocument());
    const { user } = openViewer();

    expect(await screen.findByText('Rendering...')).toBeInTheDocument();
    await waitFor(() => expect(fakeViewers).toHaveLength(1));
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(nextButton());
    expect(screen.getByText('1 / 3')).toBeInTheDocument();

    act(() => fakeViewers[0]!.drawHeldPages());
    await waitFor(() => expect(nextButton()).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.queryByText('Rendering...')).not.toBeInTheDocument();
  });

  it('opens where the student stopped last time, on any device', async () => {
    mockViewerApi({ [READING]: () => jsonResponse(makeReading({ lastPage: 2 })) });
    loadsDocument(makePdfDocument());
    openViewer();
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
  });

  it('opens a linked page over the place the student stopped', async () => {
    mockViewerApi({ [READING]: () => jsonResponse(makeReading({ lastPage: 2 })) });
    loadsDocument(makePdfDocument());
    renderApp(`/view-note/${MODULE_ID}?page=3`);
    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
  });

  it('still opens the note when its reading record cannot be fetched (offline)', async () => {
    mockViewerApi({ [READING]: () => Promise.reject(new TypeError('Failed to fetch')) });
    loadsDocument(makePdfDocument());
    openViewer();
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    // Bookmarks live on the server: not offered while it cannot be reached.
    expect(screen.queryByRole('button', { name: /Bookmark page/ })).not.toBeInTheDocument();
  });

  it('never marks the note read by opening it: no progress click', async () => {
    const fetchMock = mockViewerApi();
    loadsDocument(makePdfDocument());
    openViewer();
    await screen.findByText('1 / 3');
    expect(countCalls(fetchMock, `POST /api/modules/${MODULE_ID}/progress`)).toBe(0);
  });

  it('zooms in and out by a quarter, and fits the page width or the whole page', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument());
    const { user } = openViewer();
    await screen.findByText('1 / 3');
    await pageDrawn();
    const viewer = fakeViewers[0]!;

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(viewer.scaleUpdates.at(-1)?.scaleFactor).toBeCloseTo(1.25);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(viewer.scaleUpdates.at(-1)?.scaleFactor).toBeCloseTo(0.8);
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Fit whole page' }));
    expect(viewer.presetsSet.at(-1)).toBe('page-fit');
    await user.click(screen.getByRole('button', { name: 'Fit to width' }));
    expect(viewer.presetsSet.at(-1)).toBe('page-width');
    expect(screen.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('zooms with the keyboard in the note: +, - and 0 for the width', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument());
    const { user } = openViewer();
    await screen.findByText('1 / 3');
    await pageDrawn();
    const viewer = fakeViewers[0]!;

    screen.getByRole('region', { name: 'Production notes, page 1' }).focus();
    await user.keyboard('+');
    expect(viewer.scaleUpdates).toHaveLength(1);
    await user.keyboard('-');
    expect(viewer.scaleUpdates).toHaveLength(2);
    await user.keyboard('0');
    expect(viewer.presetsSet.at(-1)).toBe('page-width');
    await user.keyboard('{PageDown}');
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
  });

  it('finds words in the note, with the count and next and previous matches', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument());
    const { user } = openViewer();
    await screen.findByText('1 / 3');
    const bus = fakeViewers[0]!.eventBus;

    await user.type(screen.getByRole('searchbox', { name: 'Find in this note' }), 'cost{Enter}');
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();
    expect(bus.dispatched.find(({ name }) => name === 'find')?.event).toMatchObject({
      query: 'cost',
      highlightAll: true,
      caseSensitive: false,
    });
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(screen.getByText('1 of 3')).toBeInTheDocument();

    fakeViewerSettings.matches = 0;
    await user.clear(screen.getByRole('searchbox', { name: 'Find in this note' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find in this note' }), 'elasticity{Enter}');
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next match' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps zoom, find and the PDF tool behind one toggle (a phone shows only the pager over the note)', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument());
    const { user } = openViewer();
    await screen.findByText('1 / 3');
    const toggle = screen.getByRole('button', { name: 'Zoom, find and the PDF tool' });
    const tools = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(tools).toContainElement(screen.getByRole('searchbox', { name: 'Find in this note' }));
    expect(tools).toContainElement(screen.getByRole('group', { name: 'PDF tool' }));
    expect(tools).toContainElement(screen.getByRole('group', { name: 'Zoom' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Ctrl + F in the note opens them and goes to the find field.
    screen.getByRole('region', { name: /page 1$/ }).focus();
    await user.keyboard('{Control>}f{/Control}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('searchbox', { name: 'Find in this note' })).toHaveFocus();
  });

  it('marks the words a study assistant citation matched', async () => {
    mockViewerApi();
    loadsDocument(makePdfDocument());
    renderApp(`/view-note/${MODULE_ID}?note=${NOTE_ID}&page=2&find=isoquant&find=returns`);
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
    // The tools are open to show the count.
    expect(screen.getByRole('button', { name: 'Zoom, find and the PDF tool' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(fakeViewers[0]!.eventBus.dispatched.find(({ name }) => name === 'find')?.event).toMatchObject({
        query: ['isoquant', 'returns'],
        highlightAll: true,
      }),
    );
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();
  });

  it('bookmarks the page on screen and lists the bookmarks as ways back', async () => {
    let bookmarks = [{ page: 3, createdAt: '2026-11-20T10:00:00.000Z' }];
    const fetchMock = mockViewerApi({
      [READING]: () => jsonResponse(makeReading({ bookmarks })),
      [`PUT /api/notes/${NOTE_ID}/bookmarks/1`]: () => {
        bookmarks = [{ page: 1, createdAt: '2026-11-21T10:00:00.000Z' }, ...bookmarks];
        return jsonResponse(makeReading({ bookmarks }));
      },
      [`DELETE /api/notes/${NOTE_ID}/bookmarks/1`]: () => {
        bookmarks = bookmarks.filter(({ page }) => page !== 1);
        return jsonResponse(makeReading({ bookmarks }));
      },
    });
    loadsDocument(makePdfDocument());
    const { user } = openViewer();
    await screen.findByText('1 / 3');
    const list = screen.getByRole('navigation', { name: 'Bookmarks' });
    expect(list).toHaveTextContent('Page 3');

    await user.click(screen.getByRole('button', { name: 'Bookmark page 1' }));
    expect(await screen.findByRole('button', { name: 'Page 1 bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveTextContent('Page 1');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3 bookmarked' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByText('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Page 1 bookmarked' }));
    expect(await screen.findByRole('button', { name: 'Bookmark page 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(countCalls(fetchMock, `DELETE /api/notes/${NOTE_ID}/bookmarks/1`)).toBe(1);
  });

  it('says when a bookmark could not be saved', async () => {
    mockViewerApi({
      [`PUT /api/notes/${NOTE_ID}/bookmarks/1`]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    loadsDocument(makePdfDocument());
    const { user } = openViewer();
    await screen.findByText('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Bookmark page 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bookmark was not saved.');
  });

  describe('with the clock in the test’s hands', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    function reportsOf(fetchMock: ReturnType<typeof mockApi>) {
      return fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT' && String(init.body).includes('pagesSeen'))
        .map(([, init]) => JSON.parse(String(init?.body)) as { page: number; pageCount: number; pagesSeen: number[] });
    }

    it('counts a page as seen after two seconds on screen, not when paged past', async () => {
      const fetchMock = mockViewerApi();
      loadsDocument(makePdfDocument());
      const { user } = openViewer();
      await screen.findByText('1 / 3');
      await pageDrawn();

      await act(() => vi.advanceTimersByTimeAsync(2100));
      await user.click(nextButton());
      await screen.findByText('2 / 3');
      // Page 2 only for a moment: paged past.
      await act(() => vi.advanceTimersByTimeAsync(500));
      await user.click(nextButton());
      await screen.findByText('3 / 3');
      await act(() => vi.advanceTimersByTimeAsync(2100));
      await act(() => vi.advanceTimersByTimeAsync(1600));

      await waitFor(() => expect(reportsOf(fetchMock).length).toBeGreaterThan(0));
      const seen = new Set(reportsOf(fetchMock).flatMap((report) => report.pagesSeen));
      expect([...seen].sort()).toEqual([1, 3]);
      expect(reportsOf(fetchMock).at(-1)).toMatchObject({ page: 3, pageCount: 3 });
    });

    it('keeps counting while the student zooms in to read the page (a redraw is the same page)', async () => {
      const fetchMock = mockViewerApi();
      loadsDocument(makePdfDocument());
      const { user } = openViewer();
      await screen.findByText('1 / 3');
      await pageDrawn();

      await act(() => vi.advanceTimersByTimeAsync(1200));
      await user.click(screen.getByRole('button', { name: 'Zoom in' }));
      await pageDrawn();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await act(() => vi.advanceTimersByTimeAsync(1600));

      await waitFor(() => expect(reportsOf(fetchMock).flatMap((report) => report.pagesSeen)).toContain(1));
    });

    it('keeps reports made offline on the device and sends them when the connection is back', async () => {
      let isOnline = false;
      const fetchMock = mockViewerApi({
        [READING_REPORT]: ({ init }) => {
          if (!isOnline) return Promise.reject(new TypeError('Failed to fetch'));
          const update = JSON.parse(String(init?.body)) as { page: number; pagesSeen: number[] };
          return jsonResponse(makeReading({ lastPage: update.page, pagesSeen: update.pagesSeen }));
        },
      });
      loadsDocument(makePdfDocument());
      openViewer();
      await screen.findByText('1 / 3');
      await pageDrawn();
      await act(() => vi.advanceTimersByTimeAsync(2100 + 1600));
      expect(window.localStorage.getItem(`padanam.noteReading.${NOTE_ID}`)).toContain('"pagesSeen":[1]');

      isOnline = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(window.localStorage.getItem(`padanam.noteReading.${NOTE_ID}`)).toBeNull());
      expect(reportsOf(fetchMock).at(-1)).toMatchObject({ page: 1, pagesSeen: [1] });
    });

    /** Opens the viewer, changes the window as `settle` says, and returns the fits asked for meanwhile. */
    async function refitsAfter(settle: () => void, lastMillisecond: () => void) {
      mockViewerApi();
      loadsDocument(makePdfDocument());
      openViewer();
      await screen.findByText('1 / 3');
      await pageDrawn();
      const viewer = fakeViewers[0]!;
      const before = viewer.presetsSet.length;
      act(settle);
      expect(viewer.presetsSet).toHaveLength(before);
      act(lastMillisecond);
      return viewer.presetsSet.slice(before);
    }

    it('fits the page again 250 ms after the window stops resizing', async () => {
      const refits = await refitsAfter(
        () => {
          window.dispatchEvent(new Event('resize'));
          vi.advanceTimersByTime(100);
          window.dispatchEvent(new Event('resize'));
          vi.advanceTimersByTime(249);
        },
        () => vi.advanceTimersByTime(1),
      );
      expect(refits).toEqual(['page-width']);
    });

    it('fits the page again 500 ms after an orientation change', async () => {
      const refits = await refitsAfter(
        () => {
          window.dispatchEvent(new Event('orientationchange'));
          vi.advanceTimersByTime(499);
        },
        () => vi.advanceTimersByTime(1),
      );
      expect(refits).toEqual(['page-width']);
    });
  });
});
