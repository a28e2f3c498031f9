// Spec "Guarded pages": no token goes to /login; while the profile loads, the Loading screen; on
// failure 'Error: {message}' (with Retry on the profile pages); otherwise the page.
import { Trans } from '@lingui/react/macro';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/use-session';

export function RequireSession({ canRetry = false }: { canRetry?: boolean }) {
  const session = useSession();

  if (!session.hasToken) return <Navigate to={paths.login} replace />;
  if (session.loading || !session.isInitialized) return <LoadingScreen />;
  if (session.error) {
    const message = session.error;
    return (
      <div className="page">
        <div className="status-message status-message--error" role="alert">
          <p>
            <Trans>Error: {message}</Trans>
          </p>
          {canRetry && (
            <button type="button" className="btn btn--primary" onClick={session.retry}>
              <Trans>Retry</Trans>
            </button>
          )}
        </div>
      </div>
    );
  }
  if (!session.user) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
