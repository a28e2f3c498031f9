// The width of the element the page is fitted to, measured when it mounts and again after the
// window settles: 250 ms after the last resize, 500 ms after an orientation change (spec section 9),
// so a page is not redrawn for every pixel of a drag.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ORIENTATION_CHANGE_DELAY_MS, RESIZE_DEBOUNCE_MS } from '../viewer-constants';

export function useContainerWidth<TElement extends HTMLElement>() {
  const elementRef = useRef<TElement | null>(null);
  const [width, setWidth] = useState(0);

  const measureRef = useCallback((element: TElement | null) => {
    elementRef.current = element;
    if (element) setWidth(element.clientWidth);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measureAfter = (delay: number) => () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (elementRef.current) setWidth(elementRef.current.clientWidth);
      }, delay);
    };
    const onResize = measureAfter(RESIZE_DEBOUNCE_MS);
    const onOrientationChange = measureAfter(ORIENTATION_CHANGE_DELAY_MS);
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onOrientationChange);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onOrientationChange);
    };
  }, []);

  return { measureRef, width };
}
