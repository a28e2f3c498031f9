// Open/closed state for a panel that belongs to the page it was opened on (the sidebar drawer, the
// account menu): it remembers that location and forgets it on any navigation, so following a link
// closes the panel and Back to the same location does not open it again.
//
// It remembers the location object, not `location.key`: a history entry the router did not make
// (an address typed or pasted, a plain `#/…` link, the page first opened) carries no router state,
// so its key is 'default', the same as the entry before it; Back between two such entries kept the
// key and so kept the drawer open. The router makes a new location object for every navigation,
// Back and Forward included.
import { useCallback, useState } from 'react';
import { useLocation, type Location } from 'react-router';

export function useOpenUntilNavigation() {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<Location | null>(null);
  if (openedAt !== null && openedAt !== location) {
    // Adjusting state while rendering (React's pattern for state that follows a prop): no effect,
    // and no frame with the panel open on the new page.
    setOpenedAt(null);
  }
  const isOpen = openedAt === location;
  // Stable, so effects that close the panel (Escape, a click outside) need not re-run each render.
  const close = useCallback(() => setOpenedAt(null), []);

  return {
    isOpen,
    close,
    toggle: () => setOpenedAt(isOpen ? null : location),
  };
}
