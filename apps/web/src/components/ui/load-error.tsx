// What a screen shows when its data could not be loaded: the reason and a button to try again.
// `inline` is the compact form beside a single field (the signup form's lists). While a retry runs
// the button is aria-disabled, not disabled: a disabled button would drop keyboard focus mid-request.
import './load-error.css';

type TLoadErrorProps = {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
  isRetrying?: boolean;
  variant?: 'block' | 'inline';
};

export function LoadError({
  message,
  onRetry,
  retryLabel = 'Retry',
  isRetrying = false,
  variant = 'block',
}: TLoadErrorProps) {
  const retry = isRetrying ? undefined : onRetry;
  if (variant === 'inline') {
    return (
      <p className="load-error--inline" role="alert">
        {message}
        <button type="button" className="btn btn--secondary btn--small" onClick={retry} aria-disabled={isRetrying}>
          {retryLabel}
        </button>
      </p>
    );
  }
  return (
    <div className="status-message status-message--error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={retry} aria-disabled={isRetrying}>
        {retryLabel}
      </button>
    </div>
  );
}
