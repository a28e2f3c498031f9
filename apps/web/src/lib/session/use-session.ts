// The current session and what can be done with it: the one place every feature and the app read
// "who is logged in" from. The app's SessionProvider (app/session) fills it from the stored token
// and GET /api/me.
import { useLingui } from '@lingui/react';
import type { TSession, TUser } from '@padanam/contract';
import { createContext, useContext, useMemo } from 'react';
import { sessionErrorText, type TSessionState } from './session-state';

export type TSessionActions = {
  /** After a verified login code: remember the token and the student. */
  logIn: (session: TSession) => void;
  /** Ends the session on the server, then forgets it here whatever the server said. */
  logOut: () => Promise<void>;
  /** Fetches the profile again after a failure. */
  retry: () => void;
  /** Puts a fresher copy of the student (from an update) in place of the cached one. */
  replaceUser: (user: TUser) => void;
};

/** What the SessionProvider holds: its error may be one of the app's messages, not yet in a language. */
export type TSessionProviderValue = TSessionState & TSessionActions;

/** What a component reads (useSession): the same, with the error as text in the language on screen. */
export type TSessionContextValue = Omit<TSessionProviderValue, 'error'> & { error: string | null };

export const SessionContext = createContext<TSessionProviderValue | null>(null);

export function useSession(): TSessionContextValue {
  const session = useContext(SessionContext);
  const { i18n } = useLingui();
  const error = session === null || session.error === null ? null : sessionErrorText(session.error, i18n);
  const view = useMemo(() => (session ? { ...session, error } : null), [session, error]);
  if (!view) throw new Error('useSession must be used inside <SessionProvider>');
  return view;
}
