// App-wide providers: the interface's language, server state, then the session (it reads the profile through the query client).
// The app passes the client its first requests went into (app.tsx); tests pass their own (no
// retries) for isolation.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from './session/session-provider';
import { AppI18nProvider } from '../lib/i18n/i18n-provider';

type TAppProvidersProps = {
  children: ReactNode;
  queryClient: QueryClient;
};

export function AppProviders({ children, queryClient }: TAppProvidersProps) {
  return (
    <AppI18nProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </AppI18nProvider>
  );
}
