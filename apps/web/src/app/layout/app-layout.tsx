// The shell around every route: top bar, sidebar (not on login/signup), secondary header and main.
// Spec "Layout": while the session is first being checked, main shows the loader.
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useDeferredValue, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { paths } from '../../config/paths';
import { useSession, type TSessionContextValue } from '../../lib/session/use-session';
import { hasSecondaryHeader, hasSidebar } from './layout-rules';
import { SecondaryHeader } from './secondary-header';
import { Sidebar } from './sidebar';
import { TopBar, type TTopBarAccount } from './top-bar';
import { ErasureCancelledNotice } from '../../features/your-data/components/erasure-cancelled-notice';
import { OfflineNotice } from './offline-notice';
import { UpdateNotice } from './update-notice';
import { useDownloadsAccessCheck } from './use-downloads-access-check';
import { useScrollToTopOnRouteChange } from './use-scroll-to-top';
import { useSidebarDrawer } from './use-sidebar-drawer';
import './app-layout.css';
import './app-notices.css';

// Rarely needed (only after the notice changes): its own chunk, not part of every first visit.
const NoticeConsentScreen = lazy(async () => ({
  default: (await import('../../features/auth/components/notice-consent-screen')).NoticeConsentScreen,
}));

/** `children` replaces the routed page; the first-load fallback uses it to show the loader. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const session = useSession();
  const mainRef = useRef<HTMLElement>(null);

  const showsSidebar = hasSidebar(location.pathname);
  const showsSecondaryHeader = hasSecondaryHeader(location.pathname);
  const drawer = useSidebarDrawer(showsSidebar);
  const isNavigating = navigation.state !== 'idle';
  // Deferred: when the session arrives the page mounts in a background render that React can
  // split into short tasks, while the loader stays up; straight from the profile query's update
  // it would be one long task (a store update always renders at once).
  const isCheckingSession = useDeferredValue(session.loading && !session.isInitialized);
  // The notice changed since this student agreed: asked before anything else (its full page stays readable).
  const asksNoticeAgain = session.user?.noticeAccepted === false && location.pathname !== paths.privacyPolicy;

  useScrollToTopOnRouteChange();
  useDownloadsAccessCheck(session.hasToken);

  return (
    <div className="app-shell" data-has-sidebar={showsSidebar ? 'true' : 'false'}>
      {/* A button, not an in-page link: '#main' would be read as a route by the hash router. */}
      <button type="button" className="skip-link" onClick={() => mainRef.current?.focus()}>
        <Trans>Skip to main content</Trans>
      </button>
      <TopBar
        account={toTopBarAccount(session)}
        hasMenu={showsSidebar}
        isMenuOpen={drawer.isOpen}
        onToggleMenu={drawer.toggle}
        menuButtonRef={drawer.menuButtonRef}
      />
      {isNavigating && <div className="navigation-progress" aria-hidden="true" />}
      <div className="app-body">
        {showsSidebar && (
          <>
            <Sidebar isOpen={drawer.isOpen} firstLinkRef={drawer.firstLinkRef} />
            {drawer.isOpen && (
              // Pointer-only convenience; keyboard users close with Escape or the menu button.
              <div className="sidebar-overlay" data-testid="sidebar-overlay" onClick={drawer.close} />
            )}
          </>
        )}
        <div className="app-content">
          {/* In the page's flow, above it: a notice never covers a control (the test's Next button). */}
          <div className="app-notices">
            <OfflineNotice />
            <UpdateNotice />
            <ErasureCancelledNotice />
          </div>
          {showsSecondaryHeader && <SecondaryHeader />}
          <main id="main-content" ref={mainRef} tabIndex={-1} aria-busy={isNavigating}>
            {isCheckingSession ? (
              <LoadingScreen />
            ) : asksNoticeAgain ? (
              <Suspense fallback={<LoadingScreen />}>
                <NoticeConsentScreen />
              </Suspense>
            ) : (
              (children ?? <Outlet />)
            )}
          </main>
        </div>
      </div>
    </div>
  );
}

function toTopBarAccount(session: TSessionContextValue): TTopBarAccount {
  if (session.loading) return { status: 'loading' };
  if (session.user)
    return { status: 'authenticated', name: session.user.name, isStaff: session.user.role !== 'student' };
  return { status: 'anonymous' };
}

/** Shown on first load while the matched page's code downloads. */
export function AppLayoutLoading() {
  return (
    <AppLayout>
      <LoadingScreen />
    </AppLayout>
  );
}
