// The Continue Journey carousel: 3 cards wide, 2 below 1024 px, 1 below 600 px (home.css), endless,
// no arrows (spec). Swipe or drag to move; tabbing to a card's Continue scrolls that card into view.
import { useLingui } from '@lingui/react/macro';
import type { TRecommendation } from '@padanam/contract';
import { useDeferredCarousel } from '../carousel-support';
import { MODULE_SCROLL_DURATION } from '../carousel-timing';
import { JourneyModuleCard } from './journey-module-card';

const CAROUSEL_OPTIONS = { loop: true, align: 'start', duration: MODULE_SCROLL_DURATION } as const;

export function ModuleCarousel({ modules }: { modules: readonly TRecommendation[] }) {
  const { t } = useLingui();
  const [carouselViewport] = useDeferredCarousel(CAROUSEL_OPTIONS);

  return (
    // Named a carousel (WAI-ARIA's carousel pattern, as the hero is): its cards past the screen's
    // edge are slides to swipe to, not content cut off.
    <div
      className="journey__viewport"
      ref={carouselViewport}
      role="group"
      aria-roledescription={t`carousel`}
      aria-label={t`Recommended modules`}
    >
      <ul className="journey__track">
        {modules.map((module) => (
          <li key={module.id} className="journey__slide">
            <JourneyModuleCard module={module} />
          </li>
        ))}
      </ul>
    </div>
  );
}
