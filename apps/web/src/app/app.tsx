// Starts the app in the page: the query client and the router first, so that the first page's
// requests go out before React has rendered anything (first-requests.ts), then React renders
// providers around the router.
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import type { DataRouter } from 'react-router';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startPageRequests, startSessionRequest } from './first-requests';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { readDeviceLanguage } from '../lib/i18n/device-language';
import { activateLanguage } from '../lib/i18n/language-loader';
import { inTasksOfTheirOwn } from '../lib/in-tasks-of-their-own';
import { registerServiceWorker } from '../lib/service-worker';

/**
 * Short tasks with breaks between them for input and painting, rather than one as long as all of
 * them: on a phone each is long enough to hold up a tap (Lighthouse counts the part of a task past
 * 50 ms as blocking time). Evaluating the code (before this is called), then the session request,
 * then ranking every route and matching the address, then the router's first navigation (which
 * starts the page's own code download), then the page's own requests (one task each:
 * first-requests.ts), then the render, once the device's language has loaded (its catalog is
 * fetched beside the first requests; index.html already asks for English's).
 */
export function startApp(rootElement: HTMLElement): void {
  const queryClient = createQueryClient();
  startSessionRequest(queryClient);
  const languageReady = activateLanguage(readDeviceLanguage());
  let appRouter: DataRouter;
  void inTasksOfTheirOwn([
    () => (appRouter = createAppRouter()),
    () => appRouter.initialize(),
    () => startPageRequests(queryClient, appRouter),
  ])
    .then(() => languageReady)
    .then(() => inTasksOfTheirOwn([() => renderApp(rootElement, queryClient, appRouter)]));
  registerServiceWorker(); // once the first screen has loaded and the browser is idle
}

function renderApp(rootElement: HTMLElement, queryClient: QueryClient, router: DataRouter): void {
  // A transition lets React render the first tree in short slices, yielding to the browser
  // between them, instead of in one long task that holds up input; index.html's static frame (the
  // top bar and the loader) stays on screen until the first commit replaces it.
  startTransition(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
