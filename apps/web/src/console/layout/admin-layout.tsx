// The console's own frame: no student sidebar, its own navigation, and the staff check. The
// server refuses every staff route to a student whatever this shows; here a logged-out visitor is
// sent to log in, and a student is told it is for staff (app/layout/staff-gate.tsx).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Navigate, NavLink, Outlet, Link } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/use-session';
import { adminPaths } from '../admin-paths';
import { ROLE_LABELS } from '../lib/role-labels';
import { isAdmin, isStaff } from '../lib/staff-access';
import '../styles/admin.css';

export function AdminLayout() {
  const { t } = useLingui();
  const session = useSession();
  if (!session.hasToken) return <Navigate to={paths.login} replace />;
  if (session.loading || !session.isInitialized) return <LoadingScreen />;
  const role = session.user?.role;
  // The app's staff gate (app/layout/staff-gate.tsx) shows anyone else the staff-only page first.
  if (!session.user || !isStaff(role)) return null;
  const links: { to: string; label: MessageDescriptor; end?: boolean }[] = [
    // The home's own address is the start of every other: active only there.
    { to: adminPaths.home, label: msg`Home`, end: true },
    { to: adminPaths.papers, label: msg`Papers` },
    { to: adminPaths.people, label: msg`People` },
    { to: adminPaths.classReport, label: msg`Class report` },
    { to: adminPaths.orders, label: msg`Orders` },
    { to: adminPaths.announcements, label: msg`Announcements` },
    { to: `${adminPaths.doubts}?status=open`, label: msg`Doubts` },
    { to: adminPaths.feedback, label: msg`Feedback` },
    { to: adminPaths.referenceData, label: msg`Reference data` },
    ...(isAdmin(role)
      ? [
          { to: adminPaths.sales, label: msg`Sales` },
          { to: adminPaths.importEnrollments, label: msg`Import enrollments` },
          { to: adminPaths.auditLog, label: msg`Audit log` },
          { to: adminPaths.dataRequests, label: msg`Data requests` },
          { to: adminPaths.deliveryFailures, label: msg`Failed SMS and pushes` },
        ]
      : []),
  ];
  return (
    <div className="admin">
      <header className="admin__header">
        <p className="admin__brand">
          <Trans>
            Padanam <span className="admin__brand-part">staff console</span>
          </Trans>
        </p>
        <nav aria-label={t`Console`} className="admin__nav">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className="admin__nav-link">
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <p className="admin__who">
          {session.user.name} · {role && t(ROLE_LABELS[role])}
        </p>
        <Link to={paths.home} className="admin__back">
          <ArrowLeft aria-hidden="true" /> <Trans>Back to Padanam</Trans>
        </Link>
      </header>
      <main className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
