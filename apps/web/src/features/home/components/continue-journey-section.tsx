// Section 3 of Home: modules to pick up again, from GET /api/recommendations.
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRecommendations } from '../../../api/recommendations';
import { HomeSection } from './home-section';
import { ModuleCarousel } from './module-carousel';

export function ContinueJourneySection() {
  const recommendations = useRecommendations();

  return (
    <HomeSection title="Continue Journey" subtitle="Recommendations for you" className="journey">
      {recommendations.isPending ? (
        <p className="home-status" role="status">
          Loading your modules...
        </p>
      ) : recommendations.isError ? (
        <div className="home-status" role="alert">
          <p>We could not load your recommendations.</p>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => void recommendations.refetch()}
            disabled={recommendations.isFetching}
          >
            Retry
          </button>
        </div>
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
