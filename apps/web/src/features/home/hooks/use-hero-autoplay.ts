// When the hero carousel turns by itself: unless the student paused it (or their system asks for
// reduced motion and they have not pressed play), and never while the pointer is over it or focus
// is inside it. With reduced motion a slide change is a jump, not a slide.
import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { useEffect, useState, type FocusEvent } from 'react';

type TEmblaApi = EmblaCarouselType | undefined;

export function useHeroAutoplay(emblaApi: TEmblaApi, prefersReducedMotion: boolean) {
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocusWithin, setHasFocusWithin] = useState(false);

  const isSwitchedOn = (userChoice ?? (prefersReducedMotion ? 'pause' : 'play')) === 'play';
  const shouldPlay = isSwitchedOn && !isHovered && !hasFocusWithin;

  useEffect(() => {
    if (!emblaApi) return;
    const apply = () => {
      const autoplay = autoplayOf(emblaApi);
      if (!autoplay) return;
      if (shouldPlay) autoplay.play(prefersReducedMotion);
      else autoplay.stop();
    };
    apply();
    // A drag stops the timer (stopOnInteraction), and a resize re-creates the plugin stopped
    // (Embla's reInit, e.g. on rotating a phone): apply the decision again after either.
    emblaApi.on('pointerUp', apply).on('reInit', apply);
    return () => {
      emblaApi.off('pointerUp', apply).off('reInit', apply);
    };
  }, [emblaApi, shouldPlay, prefersReducedMotion]);

  return {
    isSwitchedOn,
    toggle: () => setUserChoice(isSwitchedOn ? 'pause' : 'play'),
    pauseTriggers: {
      onMouseEnter: () => setIsHovered(true),
      onMouseLeave: () => setIsHovered(false),
      onFocus: () => setHasFocusWithin(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHasFocusWithin(false);
      },
    },
  };
}

function autoplayOf(emblaApi: TEmblaApi): AutoplayType | null {
  // Defensive: plugins() holds nothing while Embla is inactive, whatever its type says.
  const plugins: Partial<ReturnType<NonNullable<TEmblaApi>['plugins']>> | undefined = emblaApi?.plugins();
  return plugins?.autoplay ?? null;
}
