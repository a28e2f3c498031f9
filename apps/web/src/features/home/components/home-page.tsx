// Home (/): the sections of spec "Home", in its order, after a test in progress when there is one.
// The route guard (login) lives in app/.
import { DocumentTitle } from '../../../components/ui/document-title';
import { AnnouncementsSection } from './announcements-section';
import { ContinueJourneySection } from './continue-journey-section';
import { CoursesSection } from './courses-section';
import { HeroCarousel } from './hero-carousel';
import { MyPapersSection } from './my-papers-section';
import { ShareAppSection } from './share-app-section';
import { TestsInProgressSection } from './tests-in-progress-section';
import './home.css';

export function HomePage() {
  return (
    <div className="page home">
      <DocumentTitle title="Home" />
      {/* The banners say what Padanam is; the heading is for screen-reader navigation. */}
      <h1 className="visually-hidden">Home</h1>
      <TestsInProgressSection />
      <HeroCarousel />
      <MyPapersSection />
      <ContinueJourneySection />
      <CoursesSection />
      <AnnouncementsSection />
      <ShareAppSection />
    </div>
  );
}
