// In front of the staff console (/admin): a logged-in student, or anyone whose profile is not a
// staff one, gets a page of the student app (top bar, sidebar) saying the console is for staff,
// with the way Home. The console itself handles logged-out visitors (to /login) and the wait for
// the profile; the server refuses every staff route to a student whatever this shows.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { paths } from '../../config/paths';
import { isStaff } from '../../console/lib/staff-access';
import { useSession } from '../../lib/session/use-session';
import { AppLayout } from './app-layout';

export function StaffGate() {
  const session = useSession();
  const isKnown = session.hasToken && session.isInitialized && !session.loading;
  if (isKnown && !isStaff(session.user?.role)) return <StaffOnlyPage />;
  return <Outlet />;
}

function StaffOnlyPage() {
  const { t } = useLingui();
  return (
    <AppLayout>
      <div className="page staff-only">
        <DocumentTitle title={t`Staff console`} />
        <h1>
          <Trans>Staff console</Trans>
        </h1>
        <p className="status-message status-message--error" role="alert">
          <Trans>This page is for staff only.</Trans>
        </p>
        <Link to={paths.home} className="btn btn--primary">
          <Trans>Go to Home</Trans>
        </Link>
      </div>
    </AppLayout>
  );
}
