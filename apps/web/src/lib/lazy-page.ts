// Turns a page module import into a route `lazy` function, so each page is its own chunk
// and only the visited page's code is downloaded.
import type { ComponentType } from 'react';

export function lazyPage<TModule>(load: () => Promise<TModule>, pickComponent: (module: TModule) => ComponentType) {
  return async () => ({ Component: pickComponent(await load()) });
}
