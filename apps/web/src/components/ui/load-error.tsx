/** What a screen shows when its data could not be loaded: the reason and a button to try again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  isRetrying,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <div className="status-message status-message--error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry} disabled={isRetrying}>
        {retryLabel}
      </button>
    </div>
  );
}
