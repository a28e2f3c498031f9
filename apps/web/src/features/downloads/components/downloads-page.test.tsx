import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeDownload, type TDownloadRecord } from '../../../lib/offline-downloads/download-store';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { stubCacheStorage } from '../../../testing/memory-cache-storage';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

beforeAll(async () => {
  await import('./downloads-page');
});

const MB = 1024 * 1024;
/** 28 Nov 2026, noon in India. */
const DOWNLOADED_AT = Date.UTC(2026, 10, 28, 6, 30);

function recordOf(moduleId: number, moduleNumber: number, moduleTitle: string, sizeBytes: number): TDownloadRecord {
  return {
    moduleId,
    paperId: 3,
    paperTitle: 'Indian Economy',
    moduleNumber,
    moduleTitle,
    sizeBytes,
    noteCount: 2,
    audioCount: 1,
    urls: [`/api/modules/${moduleId}/notes`, `/api/notes/${moduleId}/file`],
    downloadedAt: DOWNLOADED_AT,
  };
}

beforeEach(async () => {
  storeTestToken();
  stubCacheStorage();
  await storeDownload(recordOf(21, 1, 'Planning in India', 3 * MB), (url) => Promise.resolve(new Response(url)));
  await storeDownload(recordOf(22, 2, 'Public Finance', MB / 2), (url) => Promise.resolve(new Response(url)));
  mockApi({ ...meRoute(), 'POST /api/modules/open': () => jsonResponse({ moduleIds: [21, 22] }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My Profile → Downloads', () => {
  it('lists what is on the device with its size and the space used, and opens a module on its paper', async () => {
    const { user, router } = renderApp('/my-profile/downloads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Downloads' })).toBeInTheDocument();
    expect(await screen.findByText(/used by downloads/)).toHaveTextContent('3.5 MB used by downloads');

    const row = screen.getByRole('heading', { level: 2, name: 'Module 2: Public Finance' }).closest('li')!;
    expect(within(row).getByText('2 notes · 1 audio class · 512 KB · Downloaded 28 Nov 2026')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paper-details/3'));
    expect(router.state.location.state).toEqual({ isFromEnrolledPage: true, selectedModuleId: 2 });
  });

  it('removes one download', async () => {
    const { user } = renderApp('/my-profile/downloads');
    const row = (await screen.findByRole('heading', { level: 2, name: 'Module 1: Planning in India' })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText(/used by downloads/)).toHaveTextContent('512 KB used by downloads'));
    expect(screen.queryByRole('heading', { level: 2, name: 'Module 1: Planning in India' })).not.toBeInTheDocument();
  });

  it('removes all after asking', async () => {
    const { user } = renderApp('/my-profile/downloads');
    await user.click(await screen.findByRole('button', { name: 'Remove all downloads' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove all downloads?' });
    expect(dialog).toHaveTextContent('2 modules (3.5 MB) will be removed from this device.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove all' }));
    expect(
      await screen.findByText(
        'Nothing downloaded yet. Open a module you have access to and choose Download for offline.',
      ),
    ).toBeInTheDocument();
  });
});
