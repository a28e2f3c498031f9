// A build step of the app and of the payment page: every build is React's and React Router's
// production build, whatever NODE_ENV the shell has.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build is always a production build. Vite takes NODE_ENV from the shell before the mode, so
 * `NODE_ENV=development npm start` (the server's documented default) would otherwise ship React's
 * development code. A `config` hook runs before Vite reads NODE_ENV for the bundle's defines and
 * the React plugin's JSX runtime.
 */
export function productionBuild(): Plugin {
  return {
    name: 'padanam:production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
      return { resolve: { alias: REACT_ROUTER_PRODUCTION } };
    },
  };
}

/**
 * React Router 7's package exports point every condition at its development build
 * (remix-run/react-router#12532, #14102), which keeps its dev warnings switched on: about 45 ms of
 * main-thread work per page load here, and 4x that on Lighthouse's emulated phone. The package
 * ships its production build beside it; a build takes that one. Both entry points alias into the
 * same folder, so the app still has a single router module (and one router context).
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];
