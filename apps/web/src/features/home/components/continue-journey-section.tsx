// Section 3 of Home: modules to pick up again, from GET /api/recommendations.
import { Trans, useLingui } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRecommendations } from '../../../api/recommendations';
import { HomeLoadState } from './home-load-state';
import { HomeSection } from './home-section';
import { ModuleCarousel } from './module-carousel';

export function ContinueJourneySection() {
  const { t } = useLingui();
  const recommendations = useRecommendations();

  return (
    <HomeSection title={t`Continue Journey`} subtitle={t`Recommendations for you`} className="journey">
      {!recommendations.isSuccess ? (
        <HomeLoadState
          query={recommendations}
          loadingText={t`Loading your modules...`}
          errorText={t`We could not load your recommendations.`}
        />
      ) : recommendations.data.length === 0 ? (
        <div className="home-status journey__empty">
          <Compass aria-hidden="true" className="journey__empty-icon" />
          <p>
            <Trans>Nothing to continue yet. Pick a paper and your modules will show up here.</Trans>
          </p>
          <Link to={paths.papers} className="btn btn--primary btn--small">
            <Trans>Choose a paper</Trans>
          </Link>
        </div>
      ) : (
        <ModuleCarousel modules={recommendations.data} />
      )}
    </HomeSection>
  );
}
