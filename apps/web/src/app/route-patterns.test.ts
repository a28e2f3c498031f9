// The router's route table and config/route-patterns.ts name the same routes: the 390 px sweep
// (e2e/phone-sweep.spec.ts) opens every pattern of that list, so a route added to the router
// without a line there (and so without a sweep entry) fails here.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '../config/route-patterns';
import { consoleRoutes } from '../console/routes';
import { appRoutes } from './routes';

/** Every address pattern the routes answer: a path joined to its parents', an index route at its parent's. */
function flattenPatterns(routes: readonly RouteObject[], parent = ''): string[] {
  return [...new Set(allPatterns(routes, parent))];
}

function allPatterns(routes: readonly RouteObject[], parent: string): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || route.path !== undefined ? [path || '/'] : [];
    return [...own, ...allPatterns(route.children ?? [], path)];
  });
}

describe('the route patterns list', () => {
  it('names every route the router mounts, and nothing else', () => {
    // The console's routes join the table on first use (mountConsoleOnNavigation).
    const mounted = flattenPatterns([...appRoutes, consoleRoutes]).sort();
    expect(mounted).toEqual([...routePatterns].sort());
  });

  it('joins nested and index routes to their parents', () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: async () => ({}),
        children: [
          { element: null, children: [{ index: true, element: null }] },
          { path: 'a', element: null, children: [{ path: 'b/:id', element: null }] },
        ],
      },
      {
        path: '/admin',
        element: null,
        children: [
          { index: true, element: null },
          { path: 'x', element: null },
        ],
      },
    ];
    expect(flattenPatterns(routes).sort()).toEqual(['/', '/a', '/a/b/:id', '/admin', '/admin/x'].sort());
  });
});
