// Login and signup are for visitors: a student already logged in who opens them goes Home instead.
// A token alone is not enough (it may be stale and the login form is how to replace it): only a
// session whose profile has loaded counts.
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/use-session';

export function RedirectSignedIn() {
  const session = useSession();
  if (session.user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
