// The API client reports a request whose bearer token the server refused (a 401 about the
// session); the session layer decides what that means. Kept apart so lib never imports features.

type TListener = (rejectedToken: string) => void;

const listeners = new Set<TListener>();

export function onSessionRejected(listener: TListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportSessionRejected(rejectedToken: string): void {
  for (const listener of listeners) listener(rejectedToken);
}
