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

/**
 * Four tasks with breaks between them for input and painting, rather than one as long as the
 * four: on a phone each is long enough to hold up a tap (Lighthouse counts such tasks as blocking
 * time). Evaluating the code (before this is called), then the session request, then the router's
 * first navigation (ranking every route, matching the address, starting the page's own code
 * download: the longest of them), then the page's own requests and the render.
 */
export function startApp(rootElement: HTMLElement): void {
  const queryClient = createQueryClient();
  startSessionRequest(queryClient);
  setTimeout(() => {
    const router = createAppRouter();
    setTimeout(() => renderApp(rootElement, queryClient, router), 0);
  }, 0);
}

function renderApp(rootElement: HTMLElement, queryClient: QueryClient, router: DataRouter): void {
  startPageRequests(queryClient, router);
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
