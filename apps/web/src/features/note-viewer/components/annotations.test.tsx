import 'fake-indexeddb/auto';
import type { TAnnotation, TAnnotationSave, TModuleDetails, TNoteAnnotations } from '@padanam/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getDocument } from 'pdfjs-dist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPicturesOnDevice,
  keepPictureOnDevice,
  readPictureOnDevice,
} from '../../../lib/annotation-pictures-on-device';
import type { TPendingAnnotationWrite } from '../../../lib/pending-annotation-writes';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { fakeViewers, resetFakeViewers } from '../../../testing/fake-pdfjs-viewer';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

// The PDF tool on pdf.js's viewer stand-in (testing/fake-pdfjs-viewer.ts): its editors are kept
// in a fake UI manager, which a test changes as a student's gestures would.
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: vi.fn() }));
vi.mock('../../../lib/pdfjs-viewer-loader', async () => {
  const fake = await import('../../../testing/fake-pdfjs-viewer');
  return { loadPdfjsViewer: async () => fake };
});

const MODULE_ID = 21;
const NOTE_ID = 5;
const ANNOTATIONS = `GET /api/notes/${NOTE_ID}/annotations?pageCount=3`;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WAITING = 'Your annotations are kept on this device and will be saved when you are back online.';

const MODULE: TModuleDetails = {
  id: MODULE_ID,
  paperId: 2,
  paperTitle: 'Microeconomics I',
  paperType: 'Major',
  number: 2,
  title: 'Theory of Production',
  summaryLine: 'Theory of Production',
  description: '',
  duration: null,
  isFreePreview: false,
  thumbnailUrl: null,
  canOpen: true,
  isEnrolled: true,
  pricePaise: null,
  listPricePaise: null,
  isSaved: false,
  progress: 0,
};

function annotation(overrides: Partial<TAnnotation>): TAnnotation {
  return {
    id: 'saved-highlight-1',
    page: 1,
    kind: 'highlight',
    editor: { annotationType: 9, color: [255, 240, 102], quadPoints: [1, 2, 3, 4] },
    imageId: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const pdfDocument = {
  numPages: 3,
  destroy: vi.fn(),
  saveDocument: vi.fn(async () => new Uint8Array([37, 80, 68, 70])),
};

function mockAnnotationApi(saved: Partial<TNoteAnnotations> = {}, overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...meRoute(),
    [`GET /api/modules/${MODULE_ID}`]: () => jsonResponse(MODULE),
    [`GET /api/modules/${MODULE_ID}/notes`]: () =>
      jsonResponse({
        notes: [
          {
            id: NOTE_ID,
            moduleId: MODULE_ID,
            title: 'Production notes',
            description: '',
            fileUrl: '/api/notes/5/file',
            sizeBytes: 10,
          },
        ],
      }),
    [`GET /api/notes/${NOTE_ID}/reading`]: () =>
      jsonResponse({ noteId: NOTE_ID, lastPage: null, pagesSeen: [], pageCount: 3, bookmarks: [], moduleProgress: 0 }),
    [`PUT /api/notes/${NOTE_ID}/reading`]: () =>
      jsonResponse({ noteId: NOTE_ID, lastPage: 1, pagesSeen: [], pageCount: 3, bookmarks: [], moduleProgress: 0 }),
    [ANNOTATIONS]: () => jsonResponse({ noteId: NOTE_ID, annotations: [], removedByReplacement: 0, ...saved }),
    ...overrides,
  });
}

function savedWrites(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT' && String(init.body).includes('"kind"'))
    .map(([input, init]) => ({
      annotationId: decodeURIComponent(String(input).split('/annotations/')[1] ?? ''),
      save: JSON.parse(String(init?.body)) as TAnnotationSave,
    }));
}

/**
 * The API behind a connection the test turns on: until then every upload and annotation write
 * fails as fetch does offline. `uploads` counts the uploads that reached the server.
 */
function mockApiOffline(answerUpload: () => Response, saved: Partial<TNoteAnnotations> = {}) {
  const connection = { isOnline: false, uploads: 0 };
  const fetchMock = mockAnnotationApi(saved);
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const isUpload = init?.method === 'POST' && url.endsWith('/annotation-images');
    const isWrite = (init?.method === 'PUT' || init?.method === 'DELETE') && url.includes('/annotations/');
    if ((isUpload || isWrite) && !connection.isOnline) throw new TypeError('Failed to fetch');
    if (isUpload) {
      connection.uploads++;
      return answerUpload();
    }
    if (init?.method === 'PUT' && isWrite) return jsonResponse(annotation({}));
    if (isWrite) return new Response(null, { status: 204 });
    return answer(input, init);
  });
  const goOnline = () => {
    connection.isOnline = true;
    act(() => void window.dispatchEvent(new Event('online')));
  };
  return { fetchMock, connection, goOnline };
}

function queuedWrites(): TPendingAnnotationWrite[] {
  return JSON.parse(
    window.localStorage.getItem(`padanam.annotationWrites.${NOTE_ID}`) ?? '[]',
  ) as TPendingAnnotationWrite[];
}

function queuedPictureId(): string {
  const [write] = queuedWrites();
  if (write?.op !== 'put' || write.devicePictureId === undefined) throw new Error('No picture is queued');
  return write.devicePictureId;
}

const pngFile = (name = 'stamp.png') => new File([PNG_BYTES], name, { type: 'image/png' });

const viewer = () => fakeViewers.at(-1)!;
const pageDrawn = () => waitFor(() => expect(screen.queryByText('Rendering...')).not.toBeInTheDocument());
const toolbar = () => within(screen.getByRole('group', { name: 'PDF tool' }));

async function openNote() {
  vi.mocked(getDocument).mockImplementation(
    () => ({ promise: Promise.resolve(pdfDocument), destroy: vi.fn(async () => {}) }) as never,
  );
  const rendered = renderApp(`/view-note/${MODULE_ID}`);
  expect(await screen.findByText('1 / 3')).toBeInTheDocument();
  await pageDrawn();
  await waitFor(() =>
    expect(toolbar().getByRole('button', { name: 'Highlight' })).toHaveAttribute('aria-disabled', 'false'),
  );
  return rendered;
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  resetFakeViewers();
  storeTestToken();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.mocked(getDocument).mockReset();
  pdfDocument.saveDocument.mockClear();
  await forgetPicturesOnDevice();
});

describe('the PDF tool', () => {
  it('picks a tool or none, as pdf.js’s editor mode', async () => {
    mockAnnotationApi();
    const { user } = await openNote();
    const none = toolbar().getByRole('button', { name: 'No tool: read and select text' });
    expect(none).toHaveAttribute('aria-pressed', 'true');
    await user.click(toolbar().getByRole('button', { name: 'Highlight' }));
    await waitFor(() =>
      expect(toolbar().getByRole('button', { name: 'Highlight' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(viewer().uiManager.mode).toBe(9);
    expect(none).toHaveAttribute('aria-pressed', 'false');
    await user.click(toolbar().getByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(viewer().uiManager.mode).toBe(15));
    await user.click(toolbar().getByRole('button', { name: 'Add text' }));
    await waitFor(() => expect(viewer().uiManager.mode).toBe(3));
    await user.click(none);
    await waitFor(() => expect(none).toHaveAttribute('aria-pressed', 'true'));
    expect(viewer().uiManager.mode).toBe(0);
  });

  it('puts saved annotations back on their pages as each is drawn, out of the undo history', async () => {
    const fetchMock = mockAnnotationApi(
      {
        annotations: [
          annotation({}),
          annotation({
            id: 'saved-stamp-2',
            page: 2,
            kind: 'stamp',
            imageId: 7,
            editor: { annotationType: 13, rect: [1, 1, 50, 50] },
          }),
        ],
        removedByReplacement: 2,
      },
      {
        'GET /api/annotation-images/7': () => new Response(PNG_BYTES, { headers: { 'Content-Type': 'image/png' } }),
      },
    );
    const { user } = await openNote();
    expect(
      await screen.findByText(
        'The note was updated: 2 of your annotations were removed because their pages are no longer in it.',
      ),
    ).toBeInTheDocument();
    const { uiManager } = viewer();
    await waitFor(() => expect([...uiManager.getEditors(0)]).toHaveLength(1));
    expect([...uiManager.getEditors(0)][0]!.data).toEqual({ color: [255, 240, 102], quadPoints: [1, 2, 3, 4] });
    expect([...uiManager.getEditors(1)]).toHaveLength(0);
    expect(uiManager.undoable).toEqual([]);

    // Page 2's stamp: its picture fetched with the token and handed to pdf.js's image manager.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect([...uiManager.getEditors(1)]).toHaveLength(1));
    const [stamp] = [...uiManager.getEditors(1)];
    expect(stamp!.editorType).toBe('stamp');
    expect(stamp!.data.bitmapId).toBe('image_fake_1');
    expect(uiManager.imagesLoaded[0]!.type).toBe('image/png');
    const imageCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/annotation-images/7');
    expect(new Headers(imageCall?.[1]?.headers).get('Authorization')).toBe('Bearer test-session-token');
    expect(uiManager.undoable).toEqual([]);

    // Restoring is no change: nothing is written back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(savedWrites(fetchMock)).toEqual([]);
  });

  it('saves a new annotation under an id of its own a second after the change, and deletes it', async () => {
    const fetchMock = mockAnnotationApi();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT' && String(input).includes('/annotations/')) return jsonResponse(annotation({}));
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      return answer(input, init);
    });
    const { user } = await openNote();
    const { uiManager } = viewer();
    const highlight = uiManager.addEditor(0, 'highlight', {
      color: [255, 240, 102],
      quadPoints: new Float32Array([1.5, 2]),
    });

    await waitFor(() => expect(savedWrites(fetchMock)).toHaveLength(1));
    const [{ annotationId, save }] = savedWrites(fetchMock) as [ReturnType<typeof savedWrites>[number]];
    expect(annotationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(save).toEqual({
      page: 1,
      kind: 'highlight',
      imageId: null,
      editor: { annotationType: 9, pageIndex: 0, rect: [0, 0, 10, 10], color: [255, 240, 102], quadPoints: [1.5, 2] },
    });
    // A highlight has no copy form in pdf.js: serialized for saving.
    expect(highlight.serializedAsCopy).not.toContain(true);

    highlight.isSelected = true;
    act(() => uiManager.changed({ hasSelectedEditor: true }));
    const deleteButton = toolbar().getByRole('button', { name: 'Delete the selected annotation' });
    await waitFor(() => expect(deleteButton).toHaveAttribute('aria-disabled', 'false'));
    await user.click(deleteButton);
    expect(uiManager.actions).toContain('delete');
    await waitFor(() =>
      expect(countCalls(fetchMock, `DELETE /api/notes/${NOTE_ID}/annotations/${annotationId}`)).toBe(1),
    );
    expect(window.localStorage.getItem(`padanam.annotationWrites.${NOTE_ID}`)).toBeNull();
  });

  it('saves what was gathered when the student leaves the note, and deletes nothing', async () => {
    const fetchMock = mockAnnotationApi(
      { annotations: [annotation({})] },
      { [`GET /api/modules/${MODULE_ID}/audio`]: () => jsonResponse({ audio: [] }) },
    );
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT' && String(input).includes('/annotations/')
        ? jsonResponse(annotation({}))
        : answer(input, init),
    );
    const { router } = await openNote();
    const { uiManager } = viewer();
    await waitFor(() => expect([...uiManager.getEditors(0)]).toHaveLength(1));
    uiManager.addEditor(0, 'freetext', { value: 'Isoquants', fontSize: 10, color: [0, 0, 0] });
    await act(() => router.navigate('/'));
    await waitFor(() => expect(savedWrites(fetchMock)).toHaveLength(1));
    expect(savedWrites(fetchMock)[0]!.save).toEqual(expect.objectContaining({ kind: 'freetext', page: 1 }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);
  });

  it('keeps what was made offline on the device and sends it when the connection is back', async () => {
    let isOnline = false;
    const fetchMock = mockAnnotationApi();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT' && String(input).includes('/annotations/')) {
        if (!isOnline) throw new TypeError('Failed to fetch');
        return jsonResponse(annotation({}));
      }
      return answer(input, init);
    });
    await openNote();
    viewer().uiManager.addEditor(0, 'ink', { paths: { lines: [[1, 2]], points: [[1, 2]] } });

    expect(
      await screen.findByText('Your annotations are kept on this device and will be saved when you are back online.'),
    ).toBeInTheDocument();
    const queued = JSON.parse(window.localStorage.getItem(`padanam.annotationWrites.${NOTE_ID}`) ?? '[]') as unknown[];
    expect(queued).toEqual([
      expect.objectContaining({ op: 'put', save: expect.objectContaining({ kind: 'ink', page: 1 }) }),
    ]);

    isOnline = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(window.localStorage.getItem(`padanam.annotationWrites.${NOTE_ID}`)).toBeNull());
    expect(screen.queryByText(/kept on this device/)).not.toBeInTheDocument();
  });

  it('clears the page on screen after a confirm as one step: undo brings it all back, redo clears again', async () => {
    const stamp = annotation({ id: 'saved-stamp-3', kind: 'stamp', editor: { annotationType: 13 }, imageId: 41 });
    const fetchMock = mockAnnotationApi(
      {
        annotations: [
          annotation({}),
          annotation({ id: 'saved-ink-2', kind: 'ink', editor: { annotationType: 15 } }),
          stamp,
        ],
      },
      { 'GET /api/annotation-images/41': () => new Response(new Blob([PNG_BYTES], { type: 'image/png' })) },
    );
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT' && String(input).includes('/annotations/')) return jsonResponse(annotation({}));
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      return answer(input, init);
    });
    const deletes = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input));
    const { user } = await openNote();
    const { uiManager } = viewer();
    await waitFor(() => expect([...uiManager.getEditors(0)]).toHaveLength(3));

    await user.click(toolbar().getByRole('button', { name: 'Clear page 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear page 1?' });
    expect(dialog).toHaveTextContent('Undo brings them back.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect([...uiManager.getEditors(0)]).toHaveLength(3);

    await user.click(toolbar().getByRole('button', { name: 'Clear page 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear page' }));
    expect([...uiManager.getEditors(0)]).toHaveLength(0);
    await waitFor(() => expect(deletes()).toHaveLength(3));
    expect(
      deletes()
        .map((url) => url.split('/annotations/')[1])
        .sort(),
    ).toEqual(['saved-highlight-1', 'saved-ink-2', 'saved-stamp-3']);

    const undo = toolbar().getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveAttribute('aria-disabled', 'false'));
    await user.click(undo);
    expect([...uiManager.getEditors(0)]).toHaveLength(3);
    await waitFor(() => expect(savedWrites(fetchMock)).toHaveLength(3));
    // Each is saved again as it was, the stamp with its picture.
    expect(
      savedWrites(fetchMock)
        .map(({ save }) => [save.kind, save.imageId])
        .sort(),
    ).toEqual([
      ['highlight', null],
      ['ink', null],
      ['stamp', 41],
    ]);

    const redo = toolbar().getByRole('button', { name: 'Redo' });
    await waitFor(() => expect(redo).toHaveAttribute('aria-disabled', 'false'));
    await user.click(redo);
    expect([...uiManager.getEditors(0)]).toHaveLength(0);
    await waitFor(() => expect(deletes()).toHaveLength(6));
    expect(uiManager.actions).toEqual(['undo', 'redo']);
    expect(countCalls(fetchMock, `DELETE /api/notes/${NOTE_ID}/annotations?page=1`)).toBe(0);
  });

  it('uploads a picture first and keeps its id with the stamp; refuses what is no PNG, JPEG or WebP', async () => {
    const fetchMock = mockAnnotationApi(
      {},
      {
        [`POST /api/notes/${NOTE_ID}/annotation-images`]: () =>
          jsonResponse({ imageId: 41, url: '/api/annotation-images/41' }, 201),
      },
    );
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT' && String(input).includes('/annotations/')
        ? jsonResponse(annotation({}))
        : answer(input, init),
    );
    const { user } = await openNote();
    const input = screen.getByLabelText('Picture to add');

    await user.upload(input, new File(['GIF89a......'], 'stamp.png', { type: 'image/png' }));
    expect(await screen.findByText('Only PNG, JPEG or WebP pictures can be added.')).toBeInTheDocument();
    expect(countCalls(fetchMock, `POST /api/notes/${NOTE_ID}/annotation-images`)).toBe(0);

    await user.upload(input, new File([PNG_BYTES], 'stamp.png', { type: 'image/png' }));
    await waitFor(() => expect(savedWrites(fetchMock)).toHaveLength(1));
    const { uiManager } = viewer();
    expect(uiManager.mode).toBe(13);
    expect(uiManager.added[0]!.data.bitmapFile).toBeInstanceOf(File);
    expect(savedWrites(fetchMock)[0]!.save).toEqual(
      expect.objectContaining({
        page: 1,
        kind: 'stamp',
        imageId: 41,
        editor: expect.not.objectContaining({ bitmapFile: expect.anything() }),
      }),
    );
    expect(screen.queryByText(/Only PNG/)).not.toBeInTheDocument();
  });

  it('puts a picture added offline on the page, keeps it on the device, and uploads it before its record once online', async () => {
    const { fetchMock, connection, goOnline } = mockApiOffline(() =>
      jsonResponse({ imageId: 41, url: '/api/annotation-images/41' }, 201),
    );
    const { user } = await openNote();
    await user.upload(screen.getByLabelText('Picture to add'), pngFile());

    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    const { uiManager } = viewer();
    expect(uiManager.mode).toBe(13);
    const [stamp] = [...uiManager.getEditors(0)];
    expect(stamp?.editorType).toBe('stamp');
    expect(uiManager.added[0]!.data.bitmapFile).toBeInstanceOf(File);
    expect(connection.uploads).toBe(0);
    expect(savedWrites(fetchMock)).toEqual([]);
    expect(screen.queryByText(/The picture was not added/)).not.toBeInTheDocument();
    const [queued] = queuedWrites();
    expect(queued).toEqual(
      expect.objectContaining({ op: 'put', save: expect.objectContaining({ kind: 'stamp', imageId: null }) }),
    );
    const devicePictureId = queuedPictureId();
    expect((await readPictureOnDevice(devicePictureId))?.type).toBe('image/png');

    goOnline();
    await waitFor(() => expect(savedWrites(fetchMock)).toHaveLength(1));
    expect(savedWrites(fetchMock)[0]).toEqual({
      annotationId: queued!.annotationId,
      save: expect.objectContaining({ page: 1, kind: 'stamp', imageId: 41 }),
    });
    const sent = fetchMock.mock.calls
      .map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`)
      .filter((call) => call.startsWith('POST') || call.startsWith('PUT /api/notes/5/annotations/'));
    expect(sent.slice(-2)).toEqual([
      `POST /api/notes/${NOTE_ID}/annotation-images`,
      `PUT /api/notes/${NOTE_ID}/annotations/${queued!.annotationId}`,
    ]);
    await waitFor(() => expect(queuedWrites()).toEqual([]));
    await waitFor(async () => expect(await readPictureOnDevice(devicePictureId)).toBeNull());
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();

    // A later change of the stamp keeps the uploaded picture's id; nothing is uploaded again.
    stamp!.data = { ...stamp!.data, rotation: 90 };
    act(() => uiManager.changed({}));
    await waitFor(() => expect(savedWrites(fetchMock)).toHaveLength(2));
    expect(savedWrites(fetchMock)[1]!.save).toEqual(expect.objectContaining({ imageId: 41 }));
    expect(connection.uploads).toBe(1);
  });

  it('shows a picture added offline again after a reload while still offline, from the device’s copy', async () => {
    const devicePictureId = await keepPictureOnDevice(NOTE_ID, pngFile('offline-stamp.png'));
    const deletedBeforeSent = await keepPictureOnDevice(NOTE_ID, pngFile('deleted.png'));
    const offlineStamp: TPendingAnnotationWrite = {
      op: 'put',
      annotationId: 'offline-stamp-1',
      save: { page: 1, kind: 'stamp', editor: { annotationType: 13, rect: [1, 1, 50, 50] }, imageId: null },
      devicePictureId,
    };
    window.localStorage.setItem(`padanam.annotationWrites.${NOTE_ID}`, JSON.stringify([offlineStamp]));
    const { fetchMock, connection } = mockApiOffline(() => jsonResponse({ imageId: 41 }, 201));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/annotations?')) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    await openNote();

    const { uiManager } = viewer();
    await waitFor(() => expect([...uiManager.getEditors(0)]).toHaveLength(1));
    expect(uiManager.imagesLoaded.map((file) => file.name)).toEqual(['offline-stamp.png']);
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/annotation-images/'))).toEqual([]);
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    expect(connection.uploads).toBe(0);
    // Restoring is no change; the picture of a stamp deleted before it was sent goes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(queuedWrites()).toEqual([offlineStamp]);
    expect(await readPictureOnDevice(devicePictureId)).not.toBeNull();
    expect(await readPictureOnDevice(deletedBeforeSent)).toBeNull();
  });

  it('never uploads the picture of a stamp added offline and deleted before it was sent', async () => {
    const { fetchMock, connection, goOnline } = mockApiOffline(() => jsonResponse({ imageId: 41 }, 201));
    const { user } = await openNote();
    await user.upload(screen.getByLabelText('Picture to add'), pngFile());
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    const { uiManager } = viewer();
    const [stamp] = [...uiManager.getEditors(0)];
    const [added] = queuedWrites();

    stamp!.remove();
    act(() => uiManager.changed({}));
    await waitFor(() => expect(queuedWrites()).toEqual([{ op: 'delete', annotationId: added!.annotationId, page: 1 }]));

    goOnline();
    await waitFor(() => expect(queuedWrites()).toEqual([]));
    expect(connection.uploads).toBe(0);
    expect(savedWrites(fetchMock)).toEqual([]);
  });

  it('drops a picture added offline that the server refuses once online, and says why', async () => {
    const { fetchMock, connection, goOnline } = mockApiOffline(() =>
      jsonResponse(
        { error: { code: 'UNPROCESSABLE', message: 'A note can keep at most 20 stamp and signature pictures.' } },
        422,
      ),
    );
    const { user } = await openNote();
    await user.upload(screen.getByLabelText('Picture to add'), pngFile());
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    const devicePictureId = queuedPictureId();

    goOnline();
    expect(
      await screen.findByText('An annotation was not saved: A note can keep at most 20 stamp and signature pictures.'),
    ).toBeInTheDocument();
    expect(queuedWrites()).toEqual([]);
    expect(savedWrites(fetchMock)).toEqual([]);
    expect(connection.uploads).toBe(1);
    await waitFor(async () => expect(await readPictureOnDevice(devicePictureId)).toBeNull());
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
  });

  it('downloads the student’s annotated copy, written by pdf.js', async () => {
    mockAnnotationApi();
    const createObjectURL = vi.fn(() => 'blob:copy');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openNote();
    await user.click(toolbar().getByRole('button', { name: 'Download my annotated copy' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(pdfDocument.saveDocument).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Production notes (annotated).pdf');
  });
});
