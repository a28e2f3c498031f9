// Whether a session token is stored (spec section 6: logged in means a token under 'authToken').
// Read straight from lib: the session feature's hook is off limits to another feature.
import { useSyncExternalStore } from 'react';
import { readAuthToken, subscribeToAuthToken } from '../../../lib/auth-token';

const hasAuthToken = () => readAuthToken() !== null;
const hasNoTokenOnServer = () => false;

export function useHasAuthToken(): boolean {
  return useSyncExternalStore(subscribeToAuthToken, hasAuthToken, hasNoTokenOnServer);
}
