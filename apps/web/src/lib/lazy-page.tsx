// Turns a page module import into a route `lazy` function, so each page is its own chunk
// and only the visited page's code is downloaded.
//
// When the chunk cannot be downloaded because the connection is down, the route gets a stand-in
// that says so and downloads the page again by itself when the browser is back online (or on
// Retry), without reloading the app. Any other failure (the server answers but the file is gone:
// a new deploy replaced it) goes to the route's error page, which reloads once for the new version.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { isConnectionProblem, OFFLINE_PAGE_MESSAGE, UNREACHABLE_PAGE_MESSAGE, useBrowserOnline } from './connection';

/**
 * The address of a page chunk the browser could not fetch, read from its error ("Failed to fetch
 * dynamically imported module: <url>" in Chromium, "error loading dynamically imported module:
 * <url>" in Firefox); null for any other error.
 */
export function failedModuleUrl(error: unknown): string | null {
  if (!(error instanceof TypeError)) return null;
  return /dynamically imported module: (\S+)/i.exec(error.message)?.[1] ?? null;
}

export function lazyPage<TModule>(load: () => Promise<TModule>, pickComponent: (module: TModule) => ComponentType) {
  const loadComponent = async () => pickComponent(await load());
  const loadAnew = async (url: string) =>
    pickComponent((await import(/* @vite-ignore */ `${url}?retry=${Date.now()}`)) as TModule);
  return async () => {
    try {
      return { Component: await loadComponent() };
    } catch (error) {
      if (!(await isConnectionProblem())) throw error;
      return { Component: awaitingConnection(loadComponent, loadAnew) };
    }
  };
}

type TAttempt = { status: 'waiting' | 'loading' } | { status: 'failed'; error: unknown };

function awaitingConnection(
  loadComponent: () => Promise<ComponentType>,
  loadAnew: (url: string) => Promise<ComponentType>,
): ComponentType {
  // The route keeps this stand-in for the rest of the visit: once loaded, it is the page.
  let loaded: ComponentType | null = null;

  function PageAwaitingConnection() {
    const [Page, setPage] = useState<ComponentType | null>(() => loaded);
    const [attempt, setAttempt] = useState<TAttempt>({ status: 'waiting' });
    const isOnline = useBrowserOnline();
    const { t } = useLingui();

    const retry = useCallback(() => {
      setAttempt({ status: 'loading' });
      loadComponent().then(
        (component) => {
          loaded = component;
          setPage(() => component);
        },
        async (error: unknown) => {
          if (await isConnectionProblem()) return setAttempt({ status: 'waiting' });
          // The server answers, yet the chunk failed: a browser may keep a failed module fetch for
          // the rest of the document and fail the same import at once. Asked for at an address of
          // its own (a query the server ignores) it is fetched anew; its imports resolve to the
          // same shared chunks as before.
          const url = failedModuleUrl(error);
          const component = url === null ? null : await loadAnew(url).catch(() => null);
          if (!component) return setAttempt({ status: 'failed', error });
          loaded = component;
          setPage(() => component);
        },
      );
    }, []);

    useEffect(() => {
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [retry]);

    if (Page) return <Page />;
    // Not a connection problem after all: the route's error page takes over.
    if (attempt.status === 'failed') throw attempt.error;

    const isLoading = attempt.status === 'loading';
    return (
      <div className="page">
        <div className="status-message status-message--error" role="alert">
          <p>{t(isOnline ? UNREACHABLE_PAGE_MESSAGE : OFFLINE_PAGE_MESSAGE)}</p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={isLoading ? undefined : retry}
            aria-disabled={isLoading}
          >
            <Trans>Retry</Trans>
          </button>
        </div>
      </div>
    );
  }
  return PageAwaitingConnection;
}
