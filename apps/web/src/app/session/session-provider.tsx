// Holds the session for the whole app: the stored token, the student it belongs to (GET /api/me,
// fetched once per token) and the actions that change them.
import type { TSession, TUser } from '@padanam/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { clearAuthToken, readAuthToken, storeAuthToken, subscribeToAuthToken } from '../../lib/auth-token';
import { onSessionRejected } from '../../lib/session-rejection';
import { meQueryOptions, useMe } from '../../api/me';
import { logOutOnServer } from '../../api/auth';
import { SessionContext, type TSessionProviderValue } from '../../lib/session/use-session';
import { deriveSessionState, SESSION_EXPIRED_MESSAGE, type TSessionError } from '../../lib/session/session-state';
import { useAccountLanguage } from './use-account-language';

const readTokenOnServer = () => null;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToAuthToken, readAuthToken, readTokenOnServer);
  const [endedReason, setEndedReason] = useState<TSessionError | null>(null);
  const profile = useMe(token);
  const { refetch: refetchProfile } = profile;

  const endSession = useCallback(
    (reason: TSessionError | null) => {
      clearAuthToken();
      // Everything cached (cart, saved items...) belonged to the student who just left.
      queryClient.removeQueries();
      setEndedReason(reason);
    },
    [queryClient],
  );

  // Spec: a 401 on any call logs out with 'Session expired'. A late 401 for a token that has
  // since been replaced (a new login) must not end the new session. One heard late came before
  // the app listened (its first requests): nobody can have logged in or out since, and the API
  // client has already cleared the token it refused.
  useEffect(
    () =>
      onSessionRejected((rejectedToken, heardLate) => {
        const currentToken = readAuthToken();
        if (rejectedToken === currentToken || (heardLate && currentToken === null)) {
          endSession(SESSION_EXPIRED_MESSAGE);
        }
      }),
    [endSession],
  );

  const logIn = useCallback(
    ({ token: newToken, user }: TSession) => {
      queryClient.removeQueries();
      queryClient.setQueryData(meQueryOptions(newToken).queryKey, user);
      storeAuthToken(newToken);
      setEndedReason(null);
    },
    [queryClient],
  );

  const logOut = useCallback(async () => {
    try {
      await logOutOnServer();
    } catch {
      // The student asked to leave: forget the session here even if the server could not be told.
    } finally {
      endSession(null);
    }
  }, [endSession]);

  const retry = useCallback(() => {
    void refetchProfile();
  }, [refetchProfile]);

  const replaceUser = useCallback(
    (user: TUser) => {
      const currentToken = readAuthToken();
      if (currentToken) queryClient.setQueryData(meQueryOptions(currentToken).queryKey, user);
    },
    [queryClient],
  );

  const { user, loading, error, isAuthenticated, isInitialized, hasToken } = deriveSessionState({
    token,
    endedReason,
    profile,
  });

  useAccountLanguage(user, replaceUser);

  const value = useMemo<TSessionProviderValue>(
    () => ({ user, loading, error, isAuthenticated, isInitialized, hasToken, logIn, logOut, retry, replaceUser }),
    [user, loading, error, isAuthenticated, isInitialized, hasToken, logIn, logOut, retry, replaceUser],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
