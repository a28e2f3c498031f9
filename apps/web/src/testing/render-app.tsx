// Renders the real route table in a memory router, with a fresh QueryClient that never retries.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { appRoutes, mountConsoleOnNavigation } from '../app/routes';

type TRenderAppOptions = {
  /** Pass `vi.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (delay: number) => unknown;
};

export function renderApp(entry: InitialEntry = '/', { advanceTimers }: TRenderAppOptions = {}) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [entry],
    patchRoutesOnNavigation: mountConsoleOnNavigation,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}

/** One component with the app's providers around it (language, server state, session) and no router. */
export function renderInProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
}
