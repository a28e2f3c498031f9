import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../testing/mock-api';
import { makeModule, makePaper, makePopularPaper } from '../testing/paper-fixtures';
import { meRoute, storeTestToken } from '../testing/session';
import { paperKeys } from '../api/papers';
import { MODULES, mockLearningApi, notesOf } from '../features/paper-learning/testing/mock-learning-api';
import { startPageRequests, startSessionRequest } from './first-requests';
import { AppProviders } from './providers';
import { appRoutes } from './routes';

const PAPER = makePaper({ id: 7, title: 'Macroeconomics II' });

/** Starts the app's first requests at this address; resolves once the page's have all gone out. */
async function startAt(entry: InitialEntry) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  startSessionRequest(queryClient);
  await startPageRequests(queryClient, router);
  return { router, queryClient };
}

function requestedPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

describe('the first page’s requests', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks for the session, the paper list and what the cards rest on before anything renders, and the page asks nothing twice', async () => {
    storeTestToken();
    const fetchMock = mockApi({
      ...meRoute(),
      'GET /api/papers?type=Major': () => jsonResponse({ papers: [PAPER] }),
      'GET /api/enrollments': () => jsonResponse({ papers: [] }),
      'GET /api/cart': () => jsonResponse({ items: [], count: 0, totalPaise: 0 }),
      'GET /api/saved': () => jsonResponse({ items: [] }),
      'GET /api/papers/7/modules': () =>
        jsonResponse({ modules: [makeModule({ id: 71, paperId: 7, number: 1, title: 'Money' })] }),
    });
    const { router, queryClient } = await startAt('/papers');
    // The modules of the paper the page opens on go out as the list arrives.
    await waitFor(() => expect(countCalls(fetchMock, 'GET /api/papers/7/modules')).toBe(1));
    expect(requestedPaths(fetchMock).toSorted()).toEqual(
      [
        '/api/me',
        '/api/papers?type=Major',
        '/api/papers/7/modules',
        '/api/enrollments',
        '/api/cart',
        '/api/saved',
      ].toSorted(),
    );

    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('button', { name: 'Macroeconomics II' });
    expect(countCalls(fetchMock, 'GET /api/me')).toBe(1);
    expect(countCalls(fetchMock, 'GET /api/papers?type=Major')).toBe(1);
    expect(countCalls(fetchMock, 'GET /api/enrollments')).toBe(1);
    expect(countCalls(fetchMock, 'GET /api/cart')).toBe(1);
    expect(countCalls(fetchMock, 'GET /api/saved')).toBe(1);
    expect(await screen.findByText('Money')).toBeInTheDocument();
    expect(countCalls(fetchMock, 'GET /api/papers/7/modules')).toBe(1);
  });

  it('asks for no modules when the paper list failed or is empty', async () => {
    const failing = mockApi({
      'GET /api/papers?type=Major': () =>
        jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500),
    });
    const { queryClient } = await startAt('/papers');
    await waitFor(() => expect(queryClient.getQueryState(['papers', { type: 'Major' }])?.status).toBe('error'));
    expect(requestedPaths(failing)).toEqual(['/api/papers?type=Major']);

    const empty = mockApi({ 'GET /api/papers?type=Major': () => jsonResponse({ papers: [] }) });
    const second = await startAt('/papers');
    await waitFor(() =>
      expect(second.queryClient.getQueryState(['papers', { type: 'Major' }])?.status).toBe('success'),
    );
    expect(requestedPaths(empty)).toEqual(['/api/papers?type=Major']);
  });

  it('sends each of the page’s requests in a task of its own, in the order the route names them', async () => {
    storeTestToken();
    const fetchMock = mockApi({});
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/papers'] });
    // A microtask runs when the task that queued it ends: seen before the next request only if
    // that request went out in a task of its own.
    const seen: string[] = [];
    fetchMock.mockImplementation((input) => {
      seen.push(String(input));
      queueMicrotask(() => seen.push('task ended'));
      return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404));
    });
    const sent = startPageRequests(new QueryClient({ defaultOptions: { queries: { retry: false } } }), router);
    expect(fetchMock).not.toHaveBeenCalled();
    await sent;
    expect(seen).toEqual([
      '/api/papers?type=Major',
      'task ended',
      '/api/enrollments',
      'task ended',
      '/api/cart',
      'task ended',
      '/api/saved',
      'task ended',
    ]);
    expect(requestedPaths(fetchMock)).toEqual([
      '/api/papers?type=Major',
      '/api/enrollments',
      '/api/cart',
      '/api/saved',
    ]);
  });

  it('asks for the paper and its modules on its learning screen, and nothing for an id that cannot be one', async () => {
    const fetchMock = mockApi({});
    await startAt('/paper-details/7');
    expect(requestedPaths(fetchMock)).toEqual(['/api/papers/7', '/api/papers/7/modules']);
    fetchMock.mockClear();
    await startAt('/paper-details/seven');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the opened module’s notes as the modules arrive, once, and none for a locked module or another tab', async () => {
    storeTestToken();
    const fetchMock = mockLearningApi(meRoute());
    const { router, queryClient } = await startAt('/paper-details/1');
    await waitFor(() => expect(countCalls(fetchMock, notesOf(11))).toBe(1));
    expect(requestedPaths(fetchMock).toSorted()).toEqual(
      ['/api/me', '/api/papers/1', '/api/papers/1/modules', '/api/modules/11/notes'].toSorted(),
    );
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Demand curves')).toBeInTheDocument();
    expect(countCalls(fetchMock, notesOf(11))).toBe(1);

    // Module 3 is locked (its pane shows the lock; its notes carry no file), and a pane opened on
    // Audio Class shows no notes: neither asks for them.
    for (const state of [{ selectedModules: [3] }, { contentTab: 'audio' }]) {
      fetchMock.mockClear();
      const { queryClient: other } = await startAt({ pathname: '/paper-details/1', state });
      await waitFor(() => expect(other.getQueryState(paperKeys.modules(1))?.status).toBe('success'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(requestedPaths(fetchMock).filter((path) => path.includes('/notes'))).toEqual([]);
      expect(countCalls(fetchMock, MODULES)).toBe(1);
    }
  });

  it('asks for the quiz’s attempt named in the address, and for none when that id is tampered', async () => {
    storeTestToken();
    window.sessionStorage.setItem('padanam.activeAttemptId', '9');
    const fetchMock = mockApi({ ...meRoute() });
    await startAt('/weekly-challenge-exam?attemptId=40&paperId=7');
    expect(requestedPaths(fetchMock)).toEqual(['/api/me', '/api/attempts/40']);
    fetchMock.mockClear();
    await startAt('/weekly-challenge-exam?attemptId=40x&paperId=7');
    expect(requestedPaths(fetchMock)).toEqual(['/api/me']);
    fetchMock.mockClear();
    // Nothing in the address: this tab's attempt, as the quiz itself finds it.
    await startAt('/weekly-challenge-exam');
    expect(requestedPaths(fetchMock)).toEqual(['/api/me', '/api/attempts/9']);
    window.sessionStorage.clear();
  });

  it('asks for Home’s one reply of both lists (Continue Journey, Courses) and any test in progress with the session, and nothing logged out', async () => {
    storeTestToken();
    const fetchMock = mockApi({
      ...meRoute(),
      'GET /api/recommendations': () =>
        jsonResponse({ modules: [], papers: [makePopularPaper({ id: 7, title: 'Macroeconomics II' })] }),
      'GET /api/open-attempts': () => jsonResponse({ attempts: [], serverNow: Date.now() }),
    });
    const { router, queryClient } = await startAt('/');
    expect(requestedPaths(fetchMock)).toEqual(['/api/me', '/api/recommendations', '/api/open-attempts']);

    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('article', { name: 'Macroeconomics II' })).toBeInTheDocument();
    expect(countCalls(fetchMock, 'GET /api/recommendations')).toBe(1);
    expect(countCalls(fetchMock, 'GET /api/open-attempts')).toBe(1);

    window.localStorage.clear();
    fetchMock.mockClear();
    await startAt('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks only for the session on a page that names nothing, and nothing at all when logged out', async () => {
    storeTestToken();
    const fetchMock = mockApi({ ...meRoute() });
    await startAt('/about-us');
    expect(requestedPaths(fetchMock)).toEqual(['/api/me']);
    window.localStorage.clear();
    fetchMock.mockClear();
    await startAt('/about-us');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ends a stale session refused before the app listened, with the spec’s message', async () => {
    storeTestToken('stale-token');
    mockApi({
      'GET /api/me': () => jsonResponse({ error: { code: 'SESSION_EXPIRED', message: 'Session expired' } }, 401),
    });
    const { router, queryClient } = await startAt('/login');
    // The refusal arrives before React has rendered the session layer.
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBeNull());
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
  });
});
