// The app's service worker (src/service-worker/sw.ts, served as /sw.js): registered once the first
// screen has loaded and the browser is idle, so it never competes with what the student asked
// for; workbox-window (loaded then, not with the app) follows its life. A new release's worker
// waits: the student is told ("A new version is ready") and chooses when to reload, so a page
// never runs half the old code and half the new.
import { afterLoadWhenIdle } from './use-after-load';

export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open tab asks whether a new release is out (browsers also ask on each visit). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let applyWaitingUpdate: (() => void) | null = null;

function setWaitingUpdate(apply: () => void): void {
  applyWaitingUpdate = apply;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: told when a new release is waiting. */
export function subscribeToWaitingUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes the waiting release and reloads, or null when none is waiting. */
export function waitingUpdate(): (() => void) | null {
  return applyWaitingUpdate;
}

function isServiceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    setWaitingUpdate(() => {
      // Once the new worker controls this page, reload into the new release's code.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
}

/**
 * Registers the worker after the first screen; a browser without service workers gets none, and
 * neither does the development server (its modules are not the build the worker precaches).
 */
export function registerServiceWorker({ isDevelopment = import.meta.env.DEV } = {}): void {
  if (!isServiceWorkerSupported() || isDevelopment) return;
  afterLoadWhenIdle(() => {
    register().catch(() => {
      // No worker (a private window, storage refused): the app works as a plain web page.
    });
  });
}
