/**
 * Padanam's service worker (built by vite-plugin-pwa from this file, served as /sw.js).
 *
 * - The app's code is precached: index.html and every student screen's scripts and styles
 *   (the list is the build's, `build/offline-precache.ts`), so the installed app opens at once
 *   and, offline, still draws its screens. The staff console, pdf.js and KaTeX are not: they are
 *   kept the first time they are used (hashed names never change content).
 * - The app is one page (a hash router): a navigation to `/` gets the precached index.html.
 *   Every other navigation (the payment page at /pay/…, the API docs) goes to the server.
 * - Of the API, only the reads behind the student's own screens (lib/offline-api-data.ts) are
 *   kept: from the network when there is one, the last answer when there is not. The page forgets
 *   them whenever the session changes. Tests are never cached.
 * - Modules the student downloaded for offline study (lib/offline-downloads): their note PDFs and
 *   audio files come from the device, byte ranges too (pdf.js and seeking ask for ranges); their
 *   screens' reads come from the network when there is one and from the download when there is
 *   not. The page writes downloads; this worker only reads them and refreshes what is downloaded.
 *   A note or audio file opened without downloading is never kept.
 * - A new release waits until the student accepts it ("A new version is ready"), so a page never
 *   runs half the old code and half the new; the page then asks this worker to take over.
 * - Web push, as before (push-notifications.ts).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isKeptForOffline, OFFLINE_API_CACHE } from '../lib/offline-api-data';
import {
  DOWNLOAD_MATCH_OPTIONS,
  DOWNLOADS_CACHE,
  isMaterialFile,
  isModuleRead,
} from '../lib/offline-downloads/downloaded-urls';
import { listenForPush } from './push-notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Hashed files kept once used (a console page, pdf.js, KaTeX's fonts); past this many the oldest go first. */
const USED_ASSETS_CACHE = 'padanam-assets';
const USED_ASSETS_MAX_ENTRIES = 300;
/** What workbox-window's `messageSkipWaiting()` sends when the student accepts a new release. */
const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [/^\/$/, /^\/index\.html$/] }));

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: USED_ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: USED_ASSETS_MAX_ENTRIES, purgeOnQuotaError: true })],
  }),
);

// pdf.js's character maps and standard fonts: not hashed, so refreshed in the background once used.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/pdfjs/') && request.method === 'GET',
  new StaleWhileRevalidate({
    cacheName: USED_ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: USED_ASSETS_MAX_ENTRIES, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isKeptForOffline(url, self.location.origin),
  new NetworkFirst({ cacheName: OFFLINE_API_CACHE }),
);

/** The network never adds to the downloads: only the page's download does. */
const neverStoreFromNetwork: WorkboxPlugin = { cacheWillUpdate: () => Promise.resolve(null) };

/** A fresh answer replaces a downloaded read, and only a downloaded one (a removed download stays removed). */
const refreshOnlyDownloaded: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (!response.ok) return null;
    const cache = await caches.open(DOWNLOADS_CACHE);
    return (await cache.match(request, DOWNLOAD_MATCH_OPTIONS)) ? response : null;
  },
};

registerRoute(
  ({ url, request }) => request.method === 'GET' && isMaterialFile(url, self.location.origin),
  new CacheFirst({
    cacheName: DOWNLOADS_CACHE,
    matchOptions: DOWNLOAD_MATCH_OPTIONS,
    plugins: [neverStoreFromNetwork, new RangeRequestsPlugin()],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && isModuleRead(url, self.location.origin),
  new NetworkFirst({
    cacheName: DOWNLOADS_CACHE,
    matchOptions: DOWNLOAD_MATCH_OPTIONS,
    plugins: [refreshOnlyDownloaded],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

listenForPush();
