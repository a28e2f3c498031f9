// Set by a login that cancelled the account's scheduled erasure (the login reply says so), read
// once by the notice that tells the student; in memory only, so a reload does not repeat it.
import { useSyncExternalStore } from 'react';

let isCancelledByLogin = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function noteErasureCancelledByLogin(): void {
  isCancelledByLogin = true;
  notify();
}

export function dismissErasureCancelledNotice(): void {
  isCancelledByLogin = false;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => isCancelledByLogin;
const never = () => false;

export function useErasureCancelledByLogin(): boolean {
  return useSyncExternalStore(subscribe, read, never);
}
