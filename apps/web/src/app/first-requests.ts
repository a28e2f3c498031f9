// The first page's requests start with the app's code, not after its first render: the session
// (GET /api/me) and, where the matched route names them, the page's own data. Every page waits
// for the session before it draws (spec "Layout"), and a page asks for its data only once drawn,
// so left to the components these are two more round trips after the code has run; on a phone's
// connection each costs a few hundred milliseconds of blank page. Started here they overlap with
// the page's code downloading and the first render. The page's hooks then find them in the cache
// (same query options), so nothing is asked twice.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { DataRouter, Params } from 'react-router';
import { meQueryOptions } from '../api/me';
import { readAuthToken } from '../lib/auth-token';
import { inTasksQueuedTogether } from '../lib/in-tasks-of-their-own';

/**
 * What a route's handle asks for: each request goes out in a task of its own, since starting a
 * fetch costs a few milliseconds of a desktop's CPU (several times that on a phone) and a page that
 * asks for three things at once made one task long enough to hold up a tap.
 *
 * `onData` asks for what the page will want once this answer is in (the modules of the paper a
 * list opens on): sent as the answer arrives, rather than once the page has drawn it, it no longer
 * trails the first paint by a request of its own. Not called when the request failed.
 */
export type TPageRequests = {
  prefetch<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
    onData?: (data: TQueryFnData, requests: TPageRequests) => void,
  ): void;
};

/** `search` is the address's query string ('?attemptId=4'), for pages that carry their ids there. */
type TStartRequests = (requests: TPageRequests, params: Params, navigationState: unknown, search: string) => void;

/** A route's `handle`: what its page will ask the server for as soon as it opens. */
export type TRouteHandle = { startRequests?: TStartRequests };

export function routeRequests(startRequests: TStartRequests): TRouteHandle {
  return { startRequests };
}

function isRouteHandle(handle: unknown): handle is TRouteHandle {
  return typeof handle === 'object' && handle !== null && 'startRequests' in handle;
}

/** The session first: every page waits for it, and it needs no route. */
export function startSessionRequest(queryClient: QueryClient): void {
  const token = readAuthToken();
  if (token !== null) void queryClient.prefetchQuery(meQueryOptions(token));
}

/** A follow-up goes out in the task that received the answer it needs. */
function followUpRequests(queryClient: QueryClient): TPageRequests {
  return { prefetch: (options, onData) => void prefetchThen(queryClient, options, onData) };
}

async function prefetchThen<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  onData?: (data: TQueryFnData, requests: TPageRequests) => void,
): Promise<void> {
  await queryClient.prefetchQuery(options);
  if (onData === undefined) return;
  // prefetchQuery settles on failure too; a failed request leaves nothing new in the cache.
  const state = queryClient.getQueryState<TQueryFnData>(options.queryKey);
  if (state?.status === 'success' && state.data !== undefined) onData(state.data, followUpRequests(queryClient));
}

/**
 * Sends the matched routes' requests, one task each, all queued at once: none waits for the one
 * before it, and the render queued after them cannot come between two (the last used to go out
 * only after the render's first task); resolves once the last has gone out.
 */
export function startPageRequests(queryClient: QueryClient, router: Pick<DataRouter, 'state'>): Promise<void> {
  const sends: (() => void)[] = [];
  const requests: TPageRequests = {
    prefetch: (options, onData) => sends.push(() => void prefetchThen(queryClient, options, onData)),
  };
  const { matches, location } = router.state;
  for (const match of matches) {
    if (isRouteHandle(match.route.handle))
      match.route.handle.startRequests?.(requests, match.params, location.state, location.search);
  }
  return inTasksQueuedTogether(sends);
}
