// Loading and failure of one tab's material. Logged out, the server asks for a login (401): then
// the way out is the login page rather than another try.
import { Trans } from '@lingui/react/macro';
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
  /** What failed, as a whole sentence, e.g. 'Could not load the notes'. */
  failure: string;
  error: Error;
  isRetrying: boolean;
  onRetry: () => void;
};

export function ContentLoadError({ failure, error, isRetrying, onRetry }: TContentLoadErrorProps) {
  const needsLogin = isApiError(error) && error.status === 401;
  const message = error.message;
  return (
    <div className="content-status content-status--error" role="alert">
      <p>
        <Trans>
          {failure}: {message}
        </Trans>
      </p>
      {needsLogin ? (
        <Link to={paths.login} className="btn btn--primary btn--small">
          <Trans>Log in</Trans>
        </Link>
      ) : (
        <button type="button" className="btn btn--secondary btn--small" onClick={onRetry} disabled={isRetrying}>
          <Trans>Retry</Trans>
        </button>
      )}
    </div>
  );
}
