// Open/closed state of the narrow-screen sidebar drawer, with focus moved into it on opening and
// back to the menu button on Escape.
import { useEffect, useRef } from 'react';
import { useOpenUntilNavigation } from './use-open-until-navigation';

export function useSidebarDrawer(isAvailable: boolean) {
  const panel = useOpenUntilNavigation();
  const isOpen = isAvailable && panel.isOpen;
  const { close } = panel;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    firstLinkRef.current?.focus();

    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, close]);

  return { isOpen, close, toggle: panel.toggle, menuButtonRef, firstLinkRef };
}
