// Section 1 of Home: the banner carousel. Autoplay every 2 s with a 1.1 s slide, endless loop, no
// dots (spec). A pause/play button lets anyone stop the motion (WCAG 2.2.2); hover and focus pause it too.
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useCarouselViewport } from '../carousel-support';
import { HERO_AUTOPLAY_DELAY_MS, HERO_SCROLL_DURATION } from '../carousel-timing';
import { HERO_SLIDES } from '../hero-slides';
import { useHeroAutoplay } from '../hooks/use-hero-autoplay';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

/** Where the taller phone banners take over; home.css reserves their shape below the same width. */
const NARROW_SCREEN = '(max-width: 599px)';

export function HeroCarousel() {
  const prefersReducedMotion = usePrefersReducedMotion();
  // One plugin instance for the carousel's life: useHeroAutoplay starts and stops it.
  const [autoplay] = useState(() =>
    Autoplay({ delay: HERO_AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }),
  );
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, duration: HERO_SCROLL_DURATION }, [autoplay]);
  const carouselViewport = useCarouselViewport(viewportRef);
  const { isSwitchedOn, toggle, pauseTriggers } = useHeroAutoplay(emblaApi, prefersReducedMotion);
  const ToggleIcon = isSwitchedOn ? Pause : Play;

  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Highlights" {...pauseTriggers}>
      <div className="hero__viewport" ref={carouselViewport}>
        {/* Every slide stays in the reading order (Embla only moves them), so screen readers reach all three. */}
        <div className="hero__track">
          {HERO_SLIDES.map((slide, index) => (
            <div
              key={slide.id}
              className="hero__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
            >
              <picture>
                <source media={NARROW_SCREEN} srcSet={slide.narrowImageUrl} width={600} height={400} />
                <img
                  className="hero__image"
                  src={slide.imageUrl}
                  alt={slide.alt}
                  width={960}
                  height={360}
                  decoding="async"
                  // The others are off screen until the first slide moves on (2 s): fetched, so they
                  // are ready to slide in, but after what the first screen needs.
                  fetchPriority={index === 0 ? 'high' : 'low'}
                />
              </picture>
            </div>
          ))}
        </div>
      </div>
      <button type="button" className="hero__toggle" onClick={toggle}>
        <ToggleIcon aria-hidden="true" />
        <span className="visually-hidden">{isSwitchedOn ? 'Pause the slideshow' : 'Play the slideshow'}</span>
      </button>
    </section>
  );
}
