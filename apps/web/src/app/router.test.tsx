import { render, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { appRoutes } from './routes';

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = findRoute(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

describe('the browser’s router', () => {
  const aboutRoute = findRoute(appRoutes, 'about-us')!;
  const loadAboutPage = aboutRoute.lazy;

  afterEach(() => {
    aboutRoute.lazy = loadAboutPage;
    window.location.hash = '';
  });

  it('reads the page from the address’s hash, and starts loading it only on initialize()', async () => {
    const lazy = vi.fn(loadAboutPage as () => Promise<Partial<RouteObject>>);
    aboutRoute.lazy = lazy as typeof loadAboutPage;
    window.location.hash = '#/about-us';

    const router = createAppRouter();
    expect(router.state.location.pathname).toBe('/about-us');
    expect(router.state.matches.at(-1)?.route.path).toBe('about-us');
    expect(lazy).not.toHaveBeenCalled();

    router.initialize();
    expect(lazy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    router.dispose();
  });
});
