// What a module downloaded for offline study keeps on the device, and which requests the service
// worker may answer from it (service-worker/sw.ts). A download is the module's note PDFs and audio
// files plus the reads its screens need (the paper, its modules, the module and its lists), so the
// paper's learning screen, the note viewer and the audio player open without a connection.
// Runs in the page and in the worker: nothing here may use `window`.

export const DOWNLOADS_CACHE = 'padanam-downloads';

/** A download's own entry in the cache (download-store.ts): written last, so a half download has none. */
export const DOWNLOAD_RECORD_PATH = '/offline-downloads/modules/';

/**
 * How the page and the worker look a download up. Ignore Vary: a download stored from the page must
 * match the same read asked by the page later. A URL's query still counts (ignoreSearch's default).
 */
export const DOWNLOAD_MATCH_OPTIONS: CacheQueryOptions = { ignoreVary: true };

const MATERIAL_FILE = /^\/api\/(notes|audio)\/\d+\/file$/;
const MODULE_READ = /^\/api\/(papers\/\d+(\/modules)?|modules\/\d+(\/(notes|audio|videos))?)$/;

/** A note's PDF or an audio class's file: answered from the device once downloaded, with byte ranges. */
export function isMaterialFile(url: URL, origin: string): boolean {
  return url.origin === origin && url.search === '' && MATERIAL_FILE.test(url.pathname);
}

/** A read behind a module's screens: fresh from the network, the downloaded copy offline. */
export function isModuleRead(url: URL, origin: string): boolean {
  return url.origin === origin && url.search === '' && MODULE_READ.test(url.pathname);
}

/** The reads a downloaded module keeps (every one matches isModuleRead). */
export function moduleReadPaths({ paperId, moduleId }: { paperId: number; moduleId: number }): string[] {
  return [
    `/api/papers/${paperId}`,
    `/api/papers/${paperId}/modules`,
    `/api/modules/${moduleId}`,
    `/api/modules/${moduleId}/notes`,
    `/api/modules/${moduleId}/audio`,
    `/api/modules/${moduleId}/videos`,
  ];
}

export function downloadRecordPath(moduleId: number): string {
  return `${DOWNLOAD_RECORD_PATH}${moduleId}`;
}
