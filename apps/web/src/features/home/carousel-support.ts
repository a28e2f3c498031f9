// Embla needs matchMedia, ResizeObserver and IntersectionObserver. Where one is missing (very old
// browsers, jsdom in tests) the carousels never hand Embla their viewport, so it never starts and
// the slides stay a plain row.

export function canRunCarousel(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    typeof window.ResizeObserver === 'function' &&
    typeof window.IntersectionObserver === 'function'
  );
}
