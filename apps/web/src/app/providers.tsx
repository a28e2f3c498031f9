// App-wide providers: server state, then the session (it reads the profile through the query client).
// Tests pass their own QueryClient (no retries) for isolation.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from './session/session-provider';
import { createQueryClient } from './query-client';

type TAppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient }: TAppProvidersProps) {
  const [defaultClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? defaultClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
