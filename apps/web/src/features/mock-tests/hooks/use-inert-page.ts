// While a modal dialog of the quiz is open, the page behind it is inert: Radix hides it from
// screen readers (aria-hidden) and traps focus, but its controls stay focusable as far as the
// browser (and axe's aria-hidden-focus) can tell. The dialogs render outside #root (a portal).
import { useEffect } from 'react';

export function useInertPage(isOpen: boolean) {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!isOpen || !root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [isOpen]);
}
