// What a screen shows when its data could not be loaded: the reason and a button to try again.
// `inline` is the compact form beside a single field (the signup form's lists). While a retry runs
// the button is aria-disabled, not disabled: a disabled button would drop keyboard focus mid-request.
// While the browser is offline it also says so: the query client loads the data again by itself
// when the connection is back, and the screen replaces this with the data once that succeeds.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import './load-error.css';

export const OFFLINE_LOAD_HINT = msg`You are offline. This will load again when the connection is back.`;

type TLoadErrorProps = {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
  variant?: 'block' | 'inline';
};

const subscribeToQueryOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const readQueryOnline = () => onlineManager.isOnline();
const assumeOnline = () => true;

export function LoadError({ message, onRetry, retryLabel, isRetrying = false, variant = 'block' }: TLoadErrorProps) {
  const { t } = useLingui();
  const retryText = retryLabel ?? t`Retry`;
  const offlineHint = t(OFFLINE_LOAD_HINT);
  const isOnline = useSyncExternalStore(subscribeToQueryOnline, readQueryOnline, assumeOnline);
  const retry = isRetrying ? undefined : onRetry;
  if (variant === 'inline') {
    return (
      <p className="load-error--inline" role="alert">
        {message}
        {!isOnline && <span className="load-error__offline">{offlineHint}</span>}
        <button type="button" className="btn btn--secondary btn--small" onClick={retry} aria-disabled={isRetrying}>
          {retryText}
        </button>
      </p>
    );
  }
  return (
    <div className="status-message status-message--error" role="alert">
      <p>{message}</p>
      {!isOnline && <p className="load-error__offline">{offlineHint}</p>}
      <button type="button" className="btn btn--primary" onClick={retry} aria-disabled={isRetrying}>
        {retryText}
      </button>
    </div>
  );
}
