// A list the form needs could not be loaded: say so next to its field and offer to try again.
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p className="signup-form__load-error" role="alert">
      {message}
      <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}
