// Loading and failure of one tab's material. Logged out, the server asks for a login (401): then
// the way out is the login page rather than another try.
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';

export function ContentLoading({ label }: { label: string }) {
  return (
    <p className="content-status" role="status">
      {label}
    </p>
  );
}

type TContentLoadErrorProps = {
  /** What failed, e.g. 'the notes'. */
  subject: string;
  error: Error;
  isRetrying: boolean;
  onRetry: () => void;
};

export function ContentLoadError({ subject, error, isRetrying, onRetry }: TContentLoadErrorProps) {
  const needsLogin = isApiError(error) && error.status === 401;
  return (
    <div className="content-status content-status--error" role="alert">
      <p>
        Could not load {subject}: {error.message}
      </p>
      {needsLogin ? (
        <Link to={paths.login} className="btn btn--primary btn--small">
          Log in
        </Link>
      ) : (
        <button type="button" className="btn btn--secondary btn--small" onClick={onRetry} disabled={isRetrying}>
          Retry
        </button>
      )}
    </div>
  );
}
