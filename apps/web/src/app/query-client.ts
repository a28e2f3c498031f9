// Server-state defaults. A 4xx will not change by asking again, so only other failures retry.
// Queries follow the browser's connection: offline, each asks once (the service worker may answer
// from what it kept, lib/offline-api-data.ts), then waits instead of failing, and when
// the connection comes back every query on screen that ended in an error loads again (TanStack
// marks a failed query stale, and `refetchOnReconnect` is on). Mutations
// never retry nor wait for the connection: a payment or a submission is not sent again by itself.
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';
import { isBrowserOnline } from '../lib/connection';

const MAX_RETRIES = 2;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * TanStack's default listens to `online`/`offline` but starts as online; this also starts from
 * what the browser knows, so an app opened without a connection waits instead of failing.
 */
export function followBrowserConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isBrowserOnline());
    const goOnline = () => setOnline(true);
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  });
}

export function createQueryClient(): QueryClient {
  followBrowserConnection();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
      // Sent at once or not at all: offline, a mutation fails with the connection message instead
      // of waiting to go out by itself later, when the student may have moved on.
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
