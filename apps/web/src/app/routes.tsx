// Every route of the spec's route table, as plain route objects: the app mounts them in a hash
// router (router.tsx), tests in a memory router. The app composes the features here.
import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RequireSession } from './session/require-session';
import { RedirectSignedIn } from './session/redirect-signed-in';
import { AppLayout, AppLayoutLoading } from './layout/app-layout';
import { StaffGate } from './layout/staff-gate';
import { lazyPage } from '../lib/lazy-page';
import { RouteErrorPage } from './route-error-page';
import { routeRequests } from './first-requests';
import { paperDetailsQueryOptions, paperModulesQueryOptions, papersQueryOptions } from '../api/papers';
import { findSelectedPaper } from '../features/papers/hooks/use-paper-selection';
import { paperTypeFromNavigationState } from '../features/papers/hooks/use-requested-paper-type';
import { readIdParam } from '../lib/read-id-param';
import { attemptQueryOptions, openAttemptsQueryOptions } from '../api/mock-tests';
import { readMockTestRoute } from '../features/mock-tests/mock-test-state';
import { readAuthToken } from '../lib/auth-token';
import { recommendationsQueryOptions } from '../api/recommendations';
import { enrollmentsQueryOptions } from '../api/enrollments';
import { cartQueryOptions } from '../api/cart';
import { savedItemsQueryOptions } from '../api/saved';
import { notebookQueryOptions, practiceSetQueryOptions } from '../api/practice';
import { readPracticeRoute } from '../features/mock-tests/practice-route';
import { moduleNotesQueryOptions } from '../api/learning';
import { moduleOpenedOnNotes, readModuleRequest } from '../features/paper-learning/select-initial-module';

const feedbackSupportPage = lazyPage(
  () => import('../features/feedback/components/feedback-support-page'),
  (module) => module.FeedbackSupportPage,
);

const pageRoutes: RouteObject[] = [
  {
    // A student already logged in goes Home rather than to the forms.
    element: <RedirectSignedIn />,
    children: [
      {
        path: 'login',
        lazy: lazyPage(
          () => import('../features/auth/components/login-page'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'signup',
        lazy: lazyPage(
          () => import('../features/auth/components/signup-page'),
          (m) => m.SignupPage,
        ),
      },
    ],
  },
  {
    path: 'papers',
    handle: routeRequests((requests, _params, navigationState) => {
      // The page opens on the tab's first paper and lists its modules beside the cards.
      requests.prefetch(papersQueryOptions(paperTypeFromNavigationState(navigationState)), (papers, next) => {
        const openedPaper = findSelectedPaper(papers, null);
        if (openedPaper) next.prefetch(paperModulesQueryOptions(openedPaper.id));
      });
      // The cards wait for what the student owns and has in the cart (use-card-purchase-facts.ts),
      // and each shows whether its paper is saved.
      if (readAuthToken() !== null) {
        requests.prefetch(enrollmentsQueryOptions());
        requests.prefetch(cartQueryOptions());
        requests.prefetch(savedItemsQueryOptions());
      }
    }),
    lazy: lazyPage(
      () => import('../features/papers/components/paper-selection-page'),
      (m) => m.PaperSelectionPage,
    ),
  },
  {
    path: 'paper-details/:paperId',
    handle: routeRequests((requests, params, navigationState) => {
      const paperId = readIdParam(params.paperId);
      if (paperId === null) return;
      requests.prefetch(paperDetailsQueryOptions(paperId));
      // The pane opens on a module's notes: asked for as the modules arrive, not once it has drawn.
      requests.prefetch(paperModulesQueryOptions(paperId), (modules, next) => {
        const module = moduleOpenedOnNotes(modules, readModuleRequest(navigationState));
        if (module) next.prefetch(moduleNotesQueryOptions({ paperId, moduleId: module.id }));
      });
    }),
    lazy: lazyPage(
      () => import('../features/paper-learning/components/paper-learning-page'),
      (m) => m.PaperLearningPage,
    ),
  },
  {
    path: 'subscrptions',
    lazy: lazyPage(
      () => import('../features/subscriptions/components/subscriptions-page'),
      (m) => m.SubscriptionsPage,
    ),
  },
  {
    path: 'module-summary/:moduleId',
    lazy: lazyPage(
      () => import('../features/module-summary/components/module-summary-page'),
      (m) => m.ModuleSummaryPage,
    ),
  },
  {
    path: 'view-note/:moduleId',
    lazy: lazyPage(
      () => import('../features/note-viewer/components/note-viewer-page'),
      (m) => m.NoteViewerPage,
    ),
  },
  {
    path: 'video-class/:courseId/:vdoId',
    lazy: lazyPage(
      () => import('../features/video-class/components/video-class-page'),
      (m) => m.VideoClassPage,
    ),
  },
  {
    path: 'commig-soon',
    lazy: lazyPage(
      () => import('../features/coming-soon/components/coming-soon-page'),
      (m) => m.ComingSoonPage,
    ),
  },
  {
    path: 'quiz-result',
    lazy: lazyPage(
      () => import('../features/mock-tests/components/quiz-result-page'),
      (m) => m.QuizResultPage,
    ),
  },
  {
    path: 'answer-key',
    lazy: lazyPage(
      () => import('../features/mock-tests/components/answer-key-page'),
      (m) => m.AnswerKeyPage,
    ),
  },
  {
    path: 'quiz-analysis',
    lazy: lazyPage(
      () => import('../features/mock-tests/components/quiz-analysis-page'),
      (m) => m.QuizAnalysisPage,
    ),
  },
  {
    path: 'enrolled',
    lazy: lazyPage(
      () => import('../features/enrolled/components/enrolled-page'),
      (m) => m.EnrolledPage,
    ),
  },
  {
    path: 'leader-board-page',
    lazy: lazyPage(
      () => import('../features/leaderboard/components/leaderboard-page'),
      (m) => m.LeaderboardPage,
    ),
  },
  {
    path: 'chat-assistant',
    lazy: lazyPage(
      () => import('../features/chat-assistant/components/chat-assistant-page'),
      (m) => m.ChatAssistantPage,
    ),
  },
  {
    path: 'about-us',
    lazy: lazyPage(
      () => import('../features/static-pages/components/about-us-page'),
      (m) => m.AboutUsPage,
    ),
  },
  {
    path: 'privacy-policy',
    lazy: lazyPage(
      () => import('../features/static-pages/components/privacy-policy-page'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: 'mock-test',
    lazy: lazyPage(
      () => import('../features/mock-tests/components/mock-test-instructions-page'),
      (m) => m.MockTestInstructionsPage,
    ),
  },
  {
    path: 'weekly-challenge-exam',
    // The same attempt the quiz finds (useMockTestRoute); only a logged-in student has one.
    handle: routeRequests((requests, _params, navigationState, search) => {
      const { attemptId } = readMockTestRoute(search, navigationState);
      if (attemptId !== null && readAuthToken() !== null) requests.prefetch(attemptQueryOptions(attemptId));
    }),
    lazy: lazyPage(
      () => import('../features/mock-tests/components/quiz-page'),
      (m) => m.QuizPage,
    ),
  },
  { path: 'feedback', lazy: feedbackSupportPage },
  // Not in the spec's table, but it is where the sidebar's 'Feedback & Support' points.
  { path: 'feedback-support', lazy: feedbackSupportPage },
  {
    path: 'feedback-rating',
    lazy: lazyPage(
      () => import('../features/feedback/components/feedback-rating-page'),
      (m) => m.FeedbackRatingPage,
    ),
  },
  {
    path: 'your-doubts',
    lazy: lazyPage(
      () => import('../features/doubts/components/your-doubts-page'),
      (m) => m.YourDoubtsPage,
    ),
  },
  {
    path: '*',
    lazy: lazyPage(
      () => import('../features/not-found/components/not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];

// Spec section 6: Home, the profile pages and the cart need login.
const guardedRoutes: RouteObject[] = [
  {
    element: <RequireSession />,
    children: [
      {
        index: true,
        // Continue Journey and Courses come in one reply; only a logged-in student has one. A test
        // in progress, shown first, is asked for at once too.
        handle: routeRequests((requests) => {
          if (readAuthToken() === null) return;
          requests.prefetch(recommendationsQueryOptions());
          requests.prefetch(openAttemptsQueryOptions());
        }),
        lazy: lazyPage(
          () => import('../features/home/components/home-page'),
          (m) => m.HomePage,
        ),
      },
      {
        path: 'cart',
        lazy: lazyPage(
          () => import('../features/cart/components/cart-page'),
          (m) => m.CartPage,
        ),
      },
    ],
  },
  {
    element: <RequireSession canRetry />,
    children: [
      {
        path: 'mistake-notebook',
        handle: routeRequests((requests) => {
          if (readAuthToken() !== null) requests.prefetch(notebookQueryOptions());
        }),
        lazy: lazyPage(
          () => import('../features/mock-tests/components/mistake-notebook-page'),
          (m) => m.MistakeNotebookPage,
        ),
      },
      {
        path: 'practice',
        // The same set the page asks for (readPracticeRoute): its source and module are in the address.
        handle: routeRequests((requests, _params, _navigationState, search) => {
          const { source, moduleId } = readPracticeRoute(search);
          if (readAuthToken() !== null && (source === 'notebook' || moduleId !== null))
            requests.prefetch(practiceSetQueryOptions(source, moduleId));
        }),
        lazy: lazyPage(
          () => import('../features/mock-tests/components/practice-page'),
          (m) => m.PracticePage,
        ),
      },
      {
        path: 'my-profile',
        lazy: lazyPage(
          () => import('../features/profile/components/profile-layout'),
          (m) => m.ProfileLayout,
        ),
        children: [
          { index: true, element: <Navigate to={paths.editProfile} replace /> },
          {
            path: 'edit-profile',
            lazy: lazyPage(
              () => import('../features/profile/components/edit-profile-page'),
              (m) => m.EditProfilePage,
            ),
          },
          {
            path: 'mock-test',
            lazy: lazyPage(
              () => import('../features/mock-tests/components/my-mock-tests-page'),
              (m) => m.MyMockTestsPage,
            ),
          },
          {
            path: 'save-items',
            lazy: lazyPage(
              () => import('../features/saved-items/components/saved-items-page'),
              (m) => m.SavedItemsPage,
            ),
          },
          {
            path: 'notification',
            lazy: lazyPage(
              () => import('../features/notifications/components/notifications-page'),
              (m) => m.NotificationsPage,
            ),
          },
          {
            path: 'orders',
            lazy: lazyPage(
              () => import('../features/orders/components/my-orders-page'),
              (m) => m.MyOrdersPage,
            ),
          },
          {
            path: 'downloads',
            lazy: lazyPage(
              () => import('../features/downloads/components/downloads-page'),
              (m) => m.DownloadsPage,
            ),
          },
          {
            path: 'your-data',
            lazy: lazyPage(
              () => import('../features/your-data/your-data-page'),
              (m) => m.YourDataPage,
            ),
          },
          {
            path: 'orders/:orderId',
            lazy: lazyPage(
              () => import('../features/orders/components/order-page'),
              (m) => m.OrderPage,
            ),
          },
        ],
      },
    ],
  },
];

/** The staff gate's route, under which the console's routes are mounted on first use. */
const STAFF_GATE_ROUTE_ID = 'staff-gate';
/**
 * The staff console's route table (console/routes.tsx) joins the router only when an address under
 * /admin is first asked for (react-router's patchRoutesOnNavigation), so a student's first visit
 * never downloads it: its 21 routes were about 1 KB gzip of every first visit. The router asks
 * only while no console route matches, and leaves out a route it already has (two navigations
 * patching at once mount it once).
 */
export const mountConsoleOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== '/admin' && !path.startsWith('/admin/')) return;
  const { consoleRoutes } = await import('../console/routes');
  patch(STAFF_GATE_ROUTE_ID, [consoleRoutes]);
};

export const appRoutes: RouteObject[] = [
  // The staff console: a wing of its own (console/), outside the student shell, mounted on first
  // use (mountConsoleOnNavigation); anyone not staff gets the student shell's staff-only page instead.
  { id: STAFF_GATE_ROUTE_ID, Component: StaffGate, ErrorBoundary: RouteErrorPage, children: [] },
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    // First load: the shell with 'Loading...' while the page's chunk downloads.
    HydrateFallback: AppLayoutLoading,
    // Last resort if the shell itself fails.
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Page errors render inside the shell, so the navigation stays usable.
        ErrorBoundary: RouteErrorPage,
        children: [...guardedRoutes, ...pageRoutes],
      },
    ],
  },
];
