// Home (/): the sections of spec "Home", in its order, after a test in progress when there is one.
// The route guard (login) lives in app/.
import { Trans, useLingui } from '@lingui/react/macro';
import { useOpenAttempts } from '../../../api/mock-tests';
import { DocumentTitle } from '../../../components/ui/document-title';
import { LoadingScreen } from '../../../components/ui/loading-screen';
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
  // A test in progress is drawn above the banners. Until the server has said whether there is one
  // (asked for as the app starts: app/routes.tsx), nothing is drawn that it would push down: the
  // banners jumping by a card's height as it arrives is the shift Lighthouse saw on a slow load
  // (CLS 0.27). A failed answer draws the page without it, while the query tries again.
  const { t } = useLingui();
  const openAttempts = useOpenAttempts();
  const isWaitingForFirstAnswer = !openAttempts.isFetched && openAttempts.failureCount === 0;
  return (
    <div className="page home">
      <DocumentTitle title={t`Home`} />
      {/* The banners say what Padanam is; the heading is for screen-reader navigation. */}
      <h1 className="visually-hidden">
        <Trans>Home</Trans>
      </h1>
      {isWaitingForFirstAnswer ? <LoadingScreen /> : <HomeSections />}
    </div>
  );
}

function HomeSections() {
  // What a phone's screen shows first (a test in progress, the banners, the student's papers),
  // then the sections below it.
  const showsBelowTheFold = useAfterFirstRender();
  return (
    <>
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
    </>
  );
}
