// The two questions the shell asks of the downloads on every start and change of session: are
// there any, and forget them all. Apart from download-store.ts so a first visit carries only these.
import { DOWNLOADS_CACHE } from './downloaded-urls';

/** Cache Storage needs a secure context (HTTPS or localhost) and is missing in some private modes. */
export function canDownloadForOffline(): boolean {
  return typeof caches !== 'undefined';
}

/** Whether this device holds any download at all (cheap: no record is read). */
export async function hasDownloads(): Promise<boolean> {
  return canDownloadForOffline() && (await caches.has(DOWNLOADS_CACHE));
}

/** Removes every download (the profile's "Remove all", a logout, another student's login). */
export async function removeAllDownloads(): Promise<void> {
  if (!canDownloadForOffline()) return;
  await caches.delete(DOWNLOADS_CACHE);
}
