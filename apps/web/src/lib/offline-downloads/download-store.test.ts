import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubCacheStorage, type MemoryCacheStorage } from '../../testing/memory-cache-storage';
import { listDownloads, removeDownload, removeDownloads, storeDownload, type TDownloadRecord } from './download-store';
import { removeAllDownloads } from './downloads-on-device';
import { DOWNLOADS_CACHE, moduleReadPaths } from './downloaded-urls';

function recordOf(moduleId: number, files: string[]): TDownloadRecord {
  return {
    moduleId,
    paperId: 7,
    paperTitle: 'Indian Economy',
    moduleNumber: moduleId - 10,
    moduleTitle: `Module ${moduleId}`,
    sizeBytes: 1000 * files.length,
    noteCount: files.filter((url) => url.includes('/notes/')).length,
    audioCount: files.filter((url) => url.includes('/audio/')).length,
    urls: [...moduleReadPaths({ paperId: 7, moduleId }), ...files],
    downloadedAt: moduleId,
  };
}

const fetchBody = (url: string) => Promise.resolve(new Response(`bytes of ${url}`));

let storage: MemoryCacheStorage;

beforeEach(() => {
  storage = stubCacheStorage();
});

afterEach(() => {
  storage.failPutsAfter = null;
});

describe('download store', () => {
  it('keeps every file and read of a module, then its record; lists them by paper and module number', async () => {
    await storeDownload(recordOf(12, ['/api/notes/3/file']), fetchBody);
    await storeDownload(recordOf(11, ['/api/notes/1/file', '/api/audio/2/file']), fetchBody);

    expect((await listDownloads()).map((record) => record.moduleId)).toEqual([11, 12]);
    const paths = storage.pathsIn(DOWNLOADS_CACHE);
    expect(paths).toContain('/api/notes/1/file');
    expect(paths).toContain('/api/modules/11/notes');
    expect(paths).toContain('/offline-downloads/modules/11');
    const cache = await caches.open(DOWNLOADS_CACHE);
    expect(await (await cache.match('/api/audio/2/file'))?.text()).toBe('bytes of /api/audio/2/file');
  });

  it('reports progress file by file', async () => {
    const seen: string[] = [];
    await storeDownload(recordOf(11, ['/api/notes/1/file']), fetchBody, (done, total) => seen.push(`${done}/${total}`));
    expect(seen).toEqual(['1/7', '2/7', '3/7', '4/7', '5/7', '6/7', '7/7']);
  });

  it('leaves nothing of a download that fails half-way, and keeps what another download shares', async () => {
    await storeDownload(recordOf(11, ['/api/notes/1/file']), fetchBody);
    const before = storage.pathsIn(DOWNLOADS_CACHE);

    const failing = (url: string) =>
      url === '/api/audio/5/file' ? Promise.reject(new Error('connection lost')) : fetchBody(url);
    await expect(storeDownload(recordOf(12, ['/api/notes/4/file', '/api/audio/5/file']), failing)).rejects.toThrow(
      'connection lost',
    );

    expect(storage.pathsIn(DOWNLOADS_CACHE)).toEqual(before);
    expect((await listDownloads()).map((record) => record.moduleId)).toEqual([11]);
  });

  it('says a full device as the browser does, with nothing left behind', async () => {
    storage.failPutsAfter = 3;
    await expect(storeDownload(recordOf(11, ['/api/notes/1/file']), fetchBody)).rejects.toMatchObject({
      name: 'QuotaExceededError',
    });
    expect(storage.pathsIn(DOWNLOADS_CACHE)).toEqual([]);
  });

  it('removes one module and only the reads no other download of its paper uses', async () => {
    await storeDownload(recordOf(11, ['/api/notes/1/file']), fetchBody);
    await storeDownload(recordOf(12, ['/api/notes/3/file']), fetchBody);

    await removeDownload(11);

    const paths = storage.pathsIn(DOWNLOADS_CACHE);
    expect(paths).not.toContain('/api/notes/1/file');
    expect(paths).not.toContain('/api/modules/11/notes');
    expect(paths).not.toContain('/offline-downloads/modules/11');
    expect(paths).toContain('/api/papers/7/modules');
    expect(paths).toContain('/api/notes/3/file');
    expect((await listDownloads()).map((record) => record.moduleId)).toEqual([12]);
  });

  it('removes several modules at once; a read they share goes only with the last download naming it', async () => {
    await storeDownload(recordOf(11, ['/api/notes/1/file']), fetchBody);
    await storeDownload(recordOf(12, ['/api/notes/3/file']), fetchBody);
    await storeDownload(recordOf(13, ['/api/audio/5/file']), fetchBody);

    await removeDownloads([11, 12]);

    let paths = storage.pathsIn(DOWNLOADS_CACHE);
    expect(paths).not.toContain('/api/notes/1/file');
    expect(paths).not.toContain('/api/notes/3/file');
    expect(paths).not.toContain('/api/modules/12/notes');
    expect(paths).not.toContain('/offline-downloads/modules/11');
    expect(paths).not.toContain('/offline-downloads/modules/12');
    expect(paths).toContain('/api/papers/7/modules');
    expect(paths).toContain('/api/audio/5/file');
    expect((await listDownloads()).map((record) => record.moduleId)).toEqual([13]);

    await removeDownloads([13]);
    paths = storage.pathsIn(DOWNLOADS_CACHE);
    expect(paths).not.toContain('/api/papers/7');
    expect(paths).not.toContain('/api/papers/7/modules');
    expect(await listDownloads()).toEqual([]);
  });

  it('removes everything at once', async () => {
    await storeDownload(recordOf(11, ['/api/notes/1/file']), fetchBody);
    await removeAllDownloads();
    expect(await listDownloads()).toEqual([]);
    expect(await caches.has(DOWNLOADS_CACHE)).toBe(false);
  });
});
