// Open/closed state of the narrow-screen sidebar drawer.
// The drawer remembers the location it was opened on, so any navigation closes it without an effect.
import { useEffect, useRef, useState } from 'react';

export function useSidebarDrawer(locationKey: string, isAvailable: boolean) {
  const [openedAtKey, setOpenedAtKey] = useState<string | null>(null);
  const isOpen = isAvailable && openedAtKey === locationKey;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  const close = () => setOpenedAtKey(null);
  const toggle = () => setOpenedAtKey(isOpen ? null : locationKey);

  useEffect(() => {
    if (!isOpen) return;
    firstLinkRef.current?.focus();

    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedAtKey(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  return { isOpen, close, toggle, menuButtonRef, firstLinkRef };
}
