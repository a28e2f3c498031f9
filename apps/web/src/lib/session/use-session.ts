// The current session and what can be done with it: the one place every feature and the app read
// "who is logged in" from. The app's SessionProvider (app/session) fills it from the stored token
// and GET /api/me.
import type { TSession, TUser } from '@padanam/contract';
import { createContext, useContext } from 'react';
import type { TSessionState } from './session-state';

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

export type TSessionContextValue = TSessionState & TSessionActions;

export const SessionContext = createContext<TSessionContextValue | null>(null);

export function useSession(): TSessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
