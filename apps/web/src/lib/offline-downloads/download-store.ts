// Modules downloaded for offline study, kept in Cache Storage (the service worker answers from the
// same cache: downloaded-urls.ts). Each download is its responses plus one record naming them,
// written after every response is in, so a download that fails half-way leaves nothing behind.
// Two modules of one paper share the paper's reads: a response goes only when no download names it.
// Downloads belong to whoever was logged in: every change of session forgets them (lib/auth-token.ts).
import { DOWNLOAD_MATCH_OPTIONS, DOWNLOADS_CACHE, downloadRecordPath, DOWNLOAD_RECORD_PATH } from './downloaded-urls';
import { canDownloadForOffline, hasDownloads } from './downloads-on-device';

export type TDownloadRecord = {
  moduleId: number;
  paperId: number;
  paperTitle: string;
  moduleNumber: number;
  moduleTitle: string;
  /** The note PDFs and audio files, in bytes. */
  sizeBytes: number;
  noteCount: number;
  audioCount: number;
  /** Every URL this download put in the cache (files and reads). */
  urls: string[];
  downloadedAt: number;
};

function isRecord(value: unknown): value is TDownloadRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<TDownloadRecord>;
  return typeof record.moduleId === 'number' && Array.isArray(record.urls) && typeof record.sizeBytes === 'number';
}

/** Every finished download, by paper and then module number (as the paper lists them). */
export async function listDownloads(): Promise<TDownloadRecord[]> {
  if (!(await hasDownloads())) return [];
  const cache = await caches.open(DOWNLOADS_CACHE);
  const requests = await cache.keys();
  const records = await Promise.all(
    requests
      .filter((request) => new URL(request.url).pathname.startsWith(DOWNLOAD_RECORD_PATH))
      .map(async (request) => {
        const value: unknown = await (await cache.match(request, DOWNLOAD_MATCH_OPTIONS))?.json().catch(() => null);
        return isRecord(value) ? value : null;
      }),
  );
  return records
    .filter((record) => record !== null)
    .sort(
      (a, b) => a.paperTitle.localeCompare(b.paperTitle) || a.paperId - b.paperId || a.moduleNumber - b.moduleNumber,
    );
}

/**
 * Keeps a module: fetches each URL in turn and puts its response in the cache (one file in memory
 * at a time), then the record. A failure takes back what this download wrote (what another
 * download also names stays) and is thrown again.
 */
export async function storeDownload(
  record: TDownloadRecord,
  fetchUrl: (url: string) => Promise<Response>,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const written: string[] = [];
  try {
    for (const url of record.urls) {
      await cache.put(url, await fetchUrl(url));
      written.push(url);
      onProgress?.(written.length, record.urls.length);
    }
    await cache.put(
      downloadRecordPath(record.moduleId),
      new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }),
    );
  } catch (error) {
    const others = (await listDownloads()).filter((entry) => entry.moduleId !== record.moduleId);
    await deleteUnclaimed(cache, written, others);
    throw error;
  }
}

/** Removes one module's download; reads its paper's other downloads still use stay. */
export function removeDownload(moduleId: number): Promise<void> {
  return removeDownloads([moduleId]);
}

/**
 * Removes these modules' downloads, reading the records once: their records go, and of what they
 * kept, whatever a download that stays still names stays (a read two modules share goes with the last).
 */
export async function removeDownloads(moduleIds: readonly number[]): Promise<void> {
  if (!canDownloadForOffline() || moduleIds.length === 0) return;
  const cache = await caches.open(DOWNLOADS_CACHE);
  const removing = new Set(moduleIds);
  const records = await listDownloads();
  const removedUrls = records.filter((entry) => removing.has(entry.moduleId)).flatMap((entry) => entry.urls);
  const staying = records.filter((entry) => !removing.has(entry.moduleId));
  await Promise.all(moduleIds.map((moduleId) => cache.delete(downloadRecordPath(moduleId), DOWNLOAD_MATCH_OPTIONS)));
  await deleteUnclaimed(cache, removedUrls, staying);
}

/** Deletes those of `urls` that none of the `staying` downloads names. */
async function deleteUnclaimed(
  cache: Cache,
  urls: readonly string[],
  staying: readonly TDownloadRecord[],
): Promise<void> {
  const claimed = new Set(staying.flatMap((entry) => entry.urls));
  const unclaimed = new Set(urls.filter((url) => !claimed.has(url)));
  await Promise.all([...unclaimed].map((url) => cache.delete(url, DOWNLOAD_MATCH_OPTIONS)));
}
