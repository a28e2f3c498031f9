// A plain status line or a failure with an optional retry; the shapes every viewer state takes.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function ViewerMessage({ children }: { children: ReactNode }) {
  return (
    <p className="status-message" role="status">
      {children}
    </p>
  );
}

export function ViewerFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="status-message status-message--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
