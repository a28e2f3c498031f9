// Whether the browser has a connection, and whether the server answers. `navigator.onLine` is
// only trusted when it says offline: a network without a way out still reports online.
import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';

// Shown in the language on screen (i18n._ where they are displayed).
export const OFFLINE_PAGE_MESSAGE = msg`You are offline. This page will open when the connection is back.`;
export const UNREACHABLE_PAGE_MESSAGE = msg`Could not reach the server. This page will open when the connection is back.`;

export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function subscribeToOnlineStatus(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const assumeOnline = () => true;

export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeToOnlineStatus, isBrowserOnline, assumeOnline);
}

/** Asks the server for the app's own page (never cached): any answer at all means it is reachable. */
export async function canReachServer(): Promise<boolean> {
  try {
    await fetch(window.location.pathname, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

export async function isConnectionProblem(): Promise<boolean> {
  return !isBrowserOnline() || !(await canReachServer());
}
