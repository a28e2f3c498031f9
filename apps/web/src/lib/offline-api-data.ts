// The API reads the service worker keeps for offline use (service-worker/sw.ts): the student's own
// screens that must open without a connection (Home, Enrolled, Saved items, the mistake notebook)
// and what the shell around them asks for. Each is answered from the network whenever there is
// one, and from the last answer when there is not. They belong to whoever was logged in: every
// change of session (a login, a logout, an expired session) forgets them (lib/auth-token.ts).
// Runs in the page and in the worker: nothing here may use `window`.

export const OFFLINE_API_CACHE = 'padanam-api';

export const OFFLINE_API_PATHS: readonly string[] = [
  '/api/me',
  '/api/recommendations',
  '/api/open-attempts',
  '/api/enrollments',
  '/api/saved',
  '/api/notebook',
  '/api/notifications',
  '/api/cart',
];

export function isKeptForOffline(url: URL, origin: string): boolean {
  return url.origin === origin && OFFLINE_API_PATHS.includes(url.pathname);
}

/** Forgets every kept API answer; nothing to do in a browser without Cache Storage. */
export async function forgetOfflineApiData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_API_CACHE);
}
