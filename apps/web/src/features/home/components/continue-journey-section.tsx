// Section 3 of Home: modules to pick up again, from GET /api/recommendations.
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRecommendations } from '../../../api/recommendations';
import { HomeLoadState } from './home-load-state';
import { HomeSection } from './home-section';
import { ModuleCarousel } from './module-carousel';

export function ContinueJourneySection() {
  const recommendations = useRecommendations();

  return (
    <HomeSection title="Continue Journey" subtitle="Recommendations for you" className="journey">
      {!recommendations.isSuccess ? (
        <HomeLoadState
          query={recommendations}
          loadingText="Loading your modules..."
          errorText="We could not load your recommendations."
        />
      ) : recommendations.data.length === 0 ? (
        <div className="home-status journey__empty">
          <Compass aria-hidden="true" className="journey__empty-icon" />
          <p>Nothing to continue yet. Pick a paper and your modules will show up here.</p>
          <Link to={paths.papers} className="btn btn--primary btn--small">
            Choose a paper
          </Link>
        </div>
      ) : (
        <ModuleCarousel modules={recommendations.data} />
      )}
    </HomeSection>
  );
}
