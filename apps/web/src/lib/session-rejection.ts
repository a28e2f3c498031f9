// The API client reports a request whose bearer token the server refused (a 401 about the
// session); the session layer decides what that means. Kept apart so lib never imports features.
//
// The app's first requests start before React has rendered (app/first-requests.ts), so a refusal
// can arrive before the session layer listens: the latest one is kept and handed to the first
// listener, marked as such (the API client has cleared the token by then), instead of being lost.

type TListener = (rejectedToken: string, heardLate: boolean) => void;

const listeners = new Set<TListener>();
let unheardRejection: string | null = null;

export function onSessionRejected(listener: TListener): () => void {
  listeners.add(listener);
  if (unheardRejection !== null) {
    const rejectedToken = unheardRejection;
    unheardRejection = null;
    listener(rejectedToken, true);
  }
  return () => {
    listeners.delete(listener);
  };
}

export function reportSessionRejected(rejectedToken: string): void {
  if (listeners.size === 0) {
    unheardRejection = rejectedToken;
    return;
  }
  for (const listener of listeners) listener(rejectedToken, false);
}
