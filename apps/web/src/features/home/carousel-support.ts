// Embla needs matchMedia, ResizeObserver and IntersectionObserver. Where one is missing (very old
// browsers, jsdom in tests) the carousels never start, and the slides stay a plain row. Where it
// can run, it starts once the page has loaded: its first measure forces a layout of the whole page,
// which inside Home's first render made that render's long task about half again as long. Until
// then the first slide shows as it will when Embla runs. Embla's own code is fetched then too: at
// about 6 KB gzip it was the largest part of Home's first visit, for a carousel that waits anyway.
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useAfterLoad } from '../../lib/use-after-load';

export function canRunCarousel(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    typeof window.ResizeObserver === 'function' &&
    typeof window.IntersectionObserver === 'function'
  );
}

/**
 * A carousel on the element given to the returned ref, with these options (a constant) and the
 * plugins `createPlugins` makes (once a carousel: a plugin instance belongs to one). The carousel
 * (its API, undefined until then) starts once the page has loaded, where Embla can run.
 */
export function useDeferredCarousel(
  options: EmblaOptionsType,
  createPlugins?: () => Promise<EmblaPluginType[]>,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  const canStart = useAfterLoad() && canRunCarousel();

  useEffect(() => {
    if (!canStart || !viewport) return;
    let isCurrent = true;
    let started: EmblaCarouselType | undefined;
    void Promise.all([import('embla-carousel'), createPlugins?.() ?? []]).then(
      ([{ default: EmblaCarousel }, plugins]) => {
        if (!isCurrent) return;
        started = EmblaCarousel(viewport, options, plugins);
        setCarousel(started);
      },
    );
    return () => {
      isCurrent = false;
      started?.destroy();
      setCarousel(undefined);
    };
    // The options and the plugins' maker are the caller's constants: a carousel starts once an element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canStart, viewport]);

  return [setViewport, carousel];
}
