// In front of the staff console (/admin): a logged-in student, or anyone whose profile is not a
// staff one, gets a page of the student app (top bar, sidebar) saying the console is for staff,
// with the way Home. The console itself handles logged-out visitors (to /login) and the wait for
// the profile; the server refuses every staff route to a student whatever this shows.
import { Link, Outlet } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { paths } from '../../config/paths';
import { isStaff } from '../../console/routes';
import { useSession } from '../../lib/session/use-session';
import { AppLayout } from './app-layout';

export function StaffGate() {
  const session = useSession();
  const isKnown = session.hasToken && session.isInitialized && !session.loading;
  if (isKnown && !isStaff(session.user?.role)) return <StaffOnlyPage />;
  return <Outlet />;
}

function StaffOnlyPage() {
  return (
    <AppLayout>
      <div className="page staff-only">
        <DocumentTitle title="Staff console" />
        <h1>Staff console</h1>
        <p className="status-message status-message--error" role="alert">
          This page is for staff only.
        </p>
        <Link to={paths.home} className="btn btn--primary">
          Go to Home
        </Link>
      </div>
    </AppLayout>
  );
}
