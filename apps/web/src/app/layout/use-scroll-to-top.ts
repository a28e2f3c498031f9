// Spec "Layout": the page scrolls to the top on every route change.
// A layout effect, so the new page never paints at the old scroll position. Not on the document's
// first page: nothing has scrolled yet, and scrollTo lays out the whole page inside the first
// commit, which on a phone made that commit's task long enough to hold up a tap.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** The last page this document drew, across layouts that mount and unmount. */
let lastPathname: string | null = null;

export function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (lastPathname !== null && lastPathname !== pathname) window.scrollTo(0, 0);
    lastPathname = pathname;
  }, [pathname]);
}
