// Spec "Layout": the page scrolls to the top on every route change.
// A layout effect, so the new page never paints at the old scroll position.
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
