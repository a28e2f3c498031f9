// The browser's router: hash addresses (spec: "the route follows the #").
//
// Built the way createHashRouter builds it (react-router's own createRouter, hash history and
// route property mapping, exported with an UNSAFE_ prefix: outside its semver promise, so an
// upgrade checks them against createHashRouter's body), but returned before its first navigation.
// Ranking every route and matching the address is one piece of work, the first navigation (which
// starts the page's code download) another, and on a phone's CPU each is long enough to hold up a
// tap, so app.tsx runs them in tasks of their own (bench/RESULTS.md, "Page budgets at CPU 4x: the
// router's two start tasks").
import {
  UNSAFE_createHashHistory as createHashHistory,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_createRouter as createRouter,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouter,
} from 'react-router';
import { appRoutes, mountConsoleOnNavigation } from './routes';

/** The router with its routes ranked and the address matched; `initialize()` starts the first navigation. */
export function createAppRouter(): DataRouter {
  return createRouter({
    history: createHashHistory(),
    routes: appRoutes,
    patchRoutesOnNavigation: mountConsoleOnNavigation,
    mapRouteProperties,
    hydrationRouteProperties,
  });
}
