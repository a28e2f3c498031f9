// Open/closed state for a panel that belongs to the page it was opened on (the sidebar drawer, the
// account menu): it remembers that location and forgets it on any navigation, so following a link
// closes the panel and Back to the same location does not open it again.
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

export function useOpenUntilNavigation() {
  const locationKey = useLocation().key;
  const [openedAtKey, setOpenedAtKey] = useState<string | null>(null);
  if (openedAtKey !== null && openedAtKey !== locationKey) {
    // Adjusting state while rendering (React's pattern for state that follows a prop): no effect,
    // and no frame with the panel open on the new page.
    setOpenedAtKey(null);
  }
  const isOpen = openedAtKey === locationKey;
  // Stable, so effects that close the panel (Escape, a click outside) need not re-run each render.
  const close = useCallback(() => setOpenedAtKey(null), []);

  return {
    isOpen,
    close,
    toggle: () => setOpenedAtKey(isOpen ? null : locationKey),
  };
}
