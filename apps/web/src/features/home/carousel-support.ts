// Embla needs matchMedia, ResizeObserver and IntersectionObserver. Where one is missing (very old
// browsers, jsdom in tests) the carousels never hand Embla their viewport, so it never starts and
// the slides stay a plain row. Where it can run, it starts once the page has loaded: its first
// measure forces a layout of the whole page, which inside Home's first render made that render's
// long task about half again as long. Until then the first slide shows as it will when Embla runs.
import { useAfterLoad } from '../../lib/use-after-load';

export function canRunCarousel(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    typeof window.ResizeObserver === 'function' &&
    typeof window.IntersectionObserver === 'function'
  );
}

/** The viewport ref to hand Embla: none where it cannot run, and none until the page has loaded. */
export function useCarouselViewport<TRef>(viewportRef: TRef): TRef | undefined {
  const hasLoaded = useAfterLoad();
  return hasLoaded && canRunCarousel() ? viewportRef : undefined;
}
