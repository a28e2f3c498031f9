// The session token lives in localStorage under 'authToken' (spec sections 7 and 9).
// Storage can throw or refuse writes (private mode, disabled storage): then the token is kept in
// memory for this tab, so logging in still works. Subscribers hear of every change, from any tab.
// A change of token is a change of person (or none): the API answers kept for offline use, the
// modules downloaded for offline study, and reading reports and annotation writes (with the
// pictures added offline) not yet sent go.
import { forgetPicturesOnDevice } from './annotation-pictures-on-device';
import { forgetOfflineApiData } from './offline-api-data';
import { removeAllDownloads } from './offline-downloads/downloads-on-device';
import { forgetPendingAnnotationWrites } from './pending-annotation-writes';
import { forgetPendingReadings } from './pending-note-readings';

export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

type TListener = () => void;

const listeners = new Set<TListener>();
/** Only set while storage refuses to hold the token. */
let tokenInMemory: string | null = null;

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY) ?? tokenInMemory;
  } catch {
    return tokenInMemory;
  }
}

export function storeAuthToken(token: string): void {
  tokenInMemory = null;
  try {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  } catch {
    tokenInMemory = token;
  }
  notifyListeners();
}

export function clearAuthToken(): void {
  tokenInMemory = null;
  try {
    window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  notifyListeners();
}

/** For useSyncExternalStore: called after this tab changes the token, or another tab does. */
export function subscribeToAuthToken(listener: TListener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared all of storage.
    if (event.key === AUTH_TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function notifyListeners() {
  void forgetOfflineApiData().catch(() => undefined);
  void removeAllDownloads().catch(() => undefined);
  forgetPendingReadings();
  forgetPendingAnnotationWrites();
  void forgetPicturesOnDevice().catch(() => undefined);
  for (const listener of listeners) listener();
}
