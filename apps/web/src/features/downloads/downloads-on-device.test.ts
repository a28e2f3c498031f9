import type { TAudioClass, TNote } from '@padanam/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listDownloads, storeDownload, type TDownloadRecord } from '../../lib/offline-downloads/download-store';
import { DOWNLOADS_CACHE } from '../../lib/offline-downloads/downloaded-urls';
import { jsonResponse, mockApi } from '../../testing/mock-api';
import { stubCacheStorage, type MemoryCacheStorage } from '../../testing/memory-cache-storage';
import { storeTestToken } from '../../testing/session';
import { downloadableFiles, getOpenModules, removeDownloadsNoLongerOpen } from '../../api/downloads';

function recordOf(moduleId: number): TDownloadRecord {
  return {
    moduleId,
    paperId: 7,
    paperTitle: 'Indian Economy',
    moduleNumber: moduleId - 10,
    moduleTitle: 'Planning',
    sizeBytes: 10,
    noteCount: 1,
    audioCount: 0,
    urls: [`/api/modules/${moduleId}/notes`, `/api/notes/${moduleId * 10}/file`],
    downloadedAt: moduleId,
  };
}

const fetchBody = (url: string) => Promise.resolve(new Response(url));

let storage: MemoryCacheStorage;

beforeEach(async () => {
  // The token first: a change of session removes every download.
  storeTestToken();
  storage = stubCacheStorage();
  await storeDownload(recordOf(11), fetchBody);
  await storeDownload(recordOf(12), fetchBody);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downloads still open', () => {
  it('asks the server about every download and removes those it no longer opens (a refund, a revoked enrollment)', async () => {
    const fetchMock = mockApi({ 'POST /api/modules/open': () => jsonResponse({ moduleIds: [11] }) });

    expect(await removeDownloadsNoLongerOpen()).toEqual([12]);

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ moduleIds: [11, 12] });
    expect((await listDownloads()).map((record) => record.moduleId)).toEqual([11]);
    expect(storage.pathsIn(DOWNLOADS_CACHE)).not.toContain('/api/notes/120/file');
  });

  it('removes nothing when the server cannot be asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(removeDownloadsNoLongerOpen()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(await listDownloads()).toHaveLength(2);
  });

  it('asks in groups the server accepts', async () => {
    const fetchMock = mockApi({
      'POST /api/modules/open': ({ init }) => {
        const { moduleIds } = JSON.parse(String(init?.body)) as { moduleIds: number[] };
        return jsonResponse({ moduleIds: moduleIds.filter((id) => id % 2 === 0) });
      },
    });
    const ids = Array.from({ length: 450 }, (_, index) => index + 1);
    const open = await getOpenModules(ids);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(open).toHaveLength(225);
  });
});

describe('what a module download keeps', () => {
  const note = (id: number, fileUrl: string | null, sizeBytes: number) =>
    ({ id, moduleId: 1, title: 'n', description: '', fileUrl, sizeBytes }) satisfies TNote;
  const audio = (id: number, fileUrl: string | null, sizeBytes: number) =>
    ({
      id,
      moduleId: 1,
      title: 'a',
      description: '',
      durationSeconds: 60,
      fileUrl,
      sizeBytes,
      isSaved: false,
    }) satisfies TAudioClass;

  it('counts only what the student may open (an item without a file is not downloaded)', () => {
    expect(
      downloadableFiles([note(1, '/api/notes/1/file', 300), note(2, null, 999)], [audio(3, '/api/audio/3/file', 700)]),
    ).toEqual({ urls: ['/api/notes/1/file', '/api/audio/3/file'], sizeBytes: 1000, noteCount: 1, audioCount: 1 });
  });
});
