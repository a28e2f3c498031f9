// Calls `onSettled` once the window has settled after a change of size: 250 ms after the last
// resize, 500 ms after an orientation change (spec section 9), so a fitted page is not redrawn for
// every pixel of a drag. `onSettled` should keep its identity (a useCallback).
import { useEffect } from 'react';
import { ORIENTATION_CHANGE_DELAY_MS, RESIZE_DEBOUNCE_MS } from '../viewer-constants';

export function useSettledResize(onSettled: () => void) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const after = (delay: number) => () => {
      clearTimeout(timer);
      timer = setTimeout(onSettled, delay);
    };
    const onResize = after(RESIZE_DEBOUNCE_MS);
    const onOrientationChange = after(ORIENTATION_CHANGE_DELAY_MS);
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onOrientationChange);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onOrientationChange);
    };
  }, [onSettled]);
}
