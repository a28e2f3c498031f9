// Home (/): the sections of spec "Home", in its order, after a test in progress when there is one.
// The route guard (login) lives in app/.
import { DocumentTitle } from '../../../components/ui/document-title';
import { useAfterFirstRender } from '../../../lib/use-after-first-render';
import { AnnouncementsSection } from './announcements-section';
import { ContinueJourneySection } from './continue-journey-section';
import { CoursesSection } from './courses-section';
import { HeroCarousel } from './hero-carousel';
import { MyPapersSection } from './my-papers-section';
import { ShareAppSection } from './share-app-section';
import { TestsInProgressSection } from './tests-in-progress-section';
import './home.css';

export function HomePage() {
  // What a phone's screen shows first (a test in progress, the banners, the student's papers),
  // then the sections below it.
  const showsBelowTheFold = useAfterFirstRender();
  return (
    <div className="page home">
      <DocumentTitle title="Home" />
      {/* The banners say what Padanam is; the heading is for screen-reader navigation. */}
      <h1 className="visually-hidden">Home</h1>
      <TestsInProgressSection />
      <HeroCarousel />
      <MyPapersSection />
      {showsBelowTheFold && (
        <>
          <ContinueJourneySection />
          <CoursesSection />
          <AnnouncementsSection />
          <ShareAppSection />
        </>
      )}
    </div>
  );
}
