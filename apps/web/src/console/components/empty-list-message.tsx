// The one line a console list shows when it has nothing to show, so every list says it alike.
import type { ReactNode } from 'react';

export function EmptyListMessage({ children }: { children: ReactNode }) {
  return <p className="status-message">{children}</p>;
}
