import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';
import { OFFLINE_PAGE_MESSAGE, UNREACHABLE_PAGE_MESSAGE } from '../lib/connection';
import { AppI18nProvider } from '../lib/i18n/i18n-provider';
import { lazyPage } from '../lib/lazy-page';
import { reloadOnceForNewVersion } from '../lib/reload-once';

vi.mock('../lib/reload-once', () => ({ reloadOnceForNewVersion: vi.fn(() => true) }));

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/orders-page-abc.js');

function OrdersPage() {
  return <h1>My Orders</h1>;
}

function setBrowserOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

function renderLazyRoute(load: () => Promise<{ OrdersPage: typeof OrdersPage }>) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/orders', lazy: lazyPage(load, (m) => m.OrdersPage), ErrorBoundary: RouteErrorPage },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppI18nProvider>
      <RouterProvider router={router} />
    </AppI18nProvider>,
  );
  return router;
}

describe('lazyPage', () => {
  beforeEach(() => {
    vi.mocked(reloadOnceForNewVersion).mockClear();
  });
  afterEach(() => {
    vi.mocked(reloadOnceForNewVersion).mockClear();
  });

  it('says the connection is the problem and opens the page by itself when the browser is back online', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue({ OrdersPage });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const router = renderLazyRoute(load);
    setBrowserOnline(false);

    await act(() => router.navigate('/orders'));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(OFFLINE_PAGE_MESSAGE));
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    // Offline needs no probe of the server.
    expect(fetchSpy).not.toHaveBeenCalled();

    setBrowserOnline(true);
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reloadOnceForNewVersion).not.toHaveBeenCalled();

    // Later visits show the page straight away.
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/orders'));
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps waiting when the connection is still down, and loads on Retry once the server answers', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ OrdersPage });
    // Online as far as the browser knows, but the server does not answer.
    const fetchSpy = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchSpy);
    const router = renderLazyRoute(load);

    await act(() => router.navigate('/orders'));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(UNREACHABLE_PAGE_MESSAGE));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Retry' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent(i18n._(UNREACHABLE_PAGE_MESSAGE));

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(reloadOnceForNewVersion).not.toHaveBeenCalled();
  });

  it('sends a chunk that is gone while the server answers (a new deploy) to the error page, which reloads once', async () => {
    const load = vi.fn().mockRejectedValue(chunkError());
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('')));
    const router = renderLazyRoute(load);

    await act(() => router.navigate('/orders'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A newer version of Padanam is available. Reload to get it.',
    );
    expect(reloadOnceForNewVersion).toHaveBeenCalledOnce();
  });

  it('does not reload for missing code while offline', async () => {
    setBrowserOnline(false);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            throw chunkError();
          },
          element: <p>Home</p>,
          hydrateFallbackElement: <p>Loading...</p>,
          ErrorBoundary: RouteErrorPage,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppI18nProvider>
        <RouterProvider router={router} />
      </AppI18nProvider>,
    );
    expect(await screen.findByText('A newer version of Padanam is available. Reload to get it.')).toBeInTheDocument();
    expect(reloadOnceForNewVersion).not.toHaveBeenCalled();
  });
});
