// Section 1 of Home: the banner carousel. Autoplay every 2 s with a 1.1 s slide, endless loop, no
// dots (spec). A pause/play button lets anyone stop the motion (WCAG 2.2.2); hover and focus pause it too.
import { useLingui } from '@lingui/react/macro';
import { Pause, Play } from 'lucide-react';
import { DEFAULT_LANGUAGE, isAppLanguage } from '../../../lib/i18n/languages';
import { useDeferredCarousel } from '../carousel-support';
import { HERO_AUTOPLAY_DELAY_MS, HERO_SCROLL_DURATION } from '../carousel-timing';
import { HERO_SLIDES } from '../hero-slides';
import { useHeroAutoplay } from '../hooks/use-hero-autoplay';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

/** Where the taller phone banners take over; home.css reserves their shape below the same width. */
const NARROW_SCREEN = '(max-width: 599px)';

const CAROUSEL_OPTIONS = { loop: true, duration: HERO_SCROLL_DURATION } as const;

/** The autoplay plugin, loaded with the carousel; useHeroAutoplay starts and stops it. */
async function withAutoplay() {
  const { default: Autoplay } = await import('embla-carousel-autoplay');
  return [
    Autoplay({ delay: HERO_AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }),
  ];
}

export function HeroCarousel() {
  const { t, i18n } = useLingui();
  // The banners' words are drawn in the images: each language has its own.
  const language = isAppLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  const slideCount = HERO_SLIDES.length;
  const prefersReducedMotion = usePrefersReducedMotion();
  const [carouselViewport, emblaApi] = useDeferredCarousel(CAROUSEL_OPTIONS, withAutoplay);
  const { isSwitchedOn, toggle, pauseTriggers } = useHeroAutoplay(emblaApi, prefersReducedMotion);
  const ToggleIcon = isSwitchedOn ? Pause : Play;

  return (
    <section className="hero" aria-roledescription={t`carousel`} aria-label={t`Highlights`} {...pauseTriggers}>
      <div className="hero__viewport" ref={carouselViewport}>
        {/* Every slide stays in the reading order (Embla only moves them), so screen readers reach all three. */}
        <div className="hero__track">
          {HERO_SLIDES.map((slide, index) => {
            const slideNumber = index + 1;
            const images = slide.images[language];
            return (
              <div
                key={slide.id}
                className="hero__slide"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${slideNumber} of ${slideCount}`}
              >
                <picture>
                  <source media={NARROW_SCREEN} srcSet={images.narrowImageUrl} width={600} height={400} />
                  <img
                    className="hero__image"
                    src={images.imageUrl}
                    alt={t(slide.alt)}
                    width={960}
                    height={360}
                    decoding="async"
                    // The others are off screen until the first slide moves on (2 s): fetched, so they
                    // are ready to slide in, but after what the first screen needs.
                    fetchPriority={index === 0 ? 'high' : 'low'}
                  />
                </picture>
              </div>
            );
          })}
        </div>
      </div>
      <button type="button" className="hero__toggle" onClick={toggle}>
        <ToggleIcon aria-hidden="true" />
        <span className="visually-hidden">{isSwitchedOn ? t`Pause the slideshow` : t`Play the slideshow`}</span>
      </button>
    </section>
  );
}
