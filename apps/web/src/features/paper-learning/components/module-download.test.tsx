// Download for offline on the learning screen: its size before, the files kept, removal; and only
// for a logged-in student.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/mock-api';
import { stubCacheStorage } from '../../../testing/memory-cache-storage';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { DOWNLOADS_CACHE } from '../../../lib/offline-downloads/downloaded-urls';
import { mockLearningApi } from '../testing/mock-learning-api';

// pdf.js is fetched with a download so notes open offline; jsdom cannot run it.
vi.mock('../../../lib/pdfjs-viewer-loader', () => ({ warmNoteViewer: () => Promise.resolve() }));

beforeAll(async () => {
  await import('./paper-learning-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const fileRoutes = {
  'GET /api/modules/11': () => jsonResponse({ id: 11 }),
  'GET /api/notes/101/file': () => new Response('%PDF-1.7'),
  'GET /api/audio/71/file': () => new Response('ID3'),
};

describe('download for offline on the learning screen', () => {
  it('says the size first, keeps the notes, audio and the screen’s reads, then offers removal', async () => {
    storeTestToken();
    const storage = stubCacheStorage();
    mockLearningApi({ ...meRoute(), ...fileRoutes });
    const { user } = renderApp('/paper-details/1');

    // makeNote is 2 KB, makeAudioClass 4 KB.
    const pane = await screen.findByRole('region', { name: 'Module 1: Theory of Demand' });
    const download = await within(pane).findByRole('button', { name: 'Download for offline · 6 KB' });
    await user.click(download);

    expect(await within(pane).findByText('Downloaded for offline · 6 KB')).toBeInTheDocument();
    const kept = storage.pathsIn(DOWNLOADS_CACHE);
    expect(kept).toEqual(
      expect.arrayContaining([
        '/api/notes/101/file',
        '/api/audio/71/file',
        '/api/papers/1',
        '/api/papers/1/modules',
        '/api/modules/11',
        '/api/modules/11/notes',
        '/api/modules/11/audio',
        '/api/modules/11/videos',
        '/offline-downloads/modules/11',
      ]),
    );

    await user.click(within(pane).getByRole('button', { name: 'Remove download' }));
    expect(await within(pane).findByRole('button', { name: 'Download for offline · 6 KB' })).toBeInTheDocument();
    expect(storage.pathsIn(DOWNLOADS_CACHE)).toEqual([]);
  });

  it('keeps nothing and says why when the server refuses a file half-way', async () => {
    storeTestToken();
    const storage = stubCacheStorage();
    mockLearningApi({
      ...meRoute(),
      ...fileRoutes,
      'GET /api/audio/71/file': () =>
        jsonResponse({ error: { code: 'NOT_ENROLLED', message: 'Enroll in this paper to open its modules.' } }, 403),
    });
    const { user } = renderApp('/paper-details/1');

    const pane = await screen.findByRole('region', { name: 'Module 1: Theory of Demand' });
    await user.click(await within(pane).findByRole('button', { name: /^Download for offline/ }));

    expect(await within(pane).findByText('Enroll in this paper to open its modules.')).toBeInTheDocument();
    expect(storage.pathsIn(DOWNLOADS_CACHE)).toEqual([]);
  });

  // After the tests above the page counts as loaded (use-after-load.ts), so the control would draw at once.
  it('is not offered to a visitor who is not logged in', async () => {
    stubCacheStorage();
    mockLearningApi();
    renderApp('/paper-details/1');
    const pane = await screen.findByRole('region', { name: 'Module 1: Theory of Demand' });
    await within(pane).findByText('Demand curves');
    expect(within(pane).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });
});
