// The console's own frame: no student sidebar, its own navigation, and the staff check. The
// server refuses every staff route to a student whatever this shows; here a logged-out visitor is
// sent to log in, and a student is told it is for staff (app/layout/staff-gate.tsx).
import { ArrowLeft } from 'lucide-react';
import { Navigate, NavLink, Outlet, Link } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/use-session';
import { adminPaths } from '../admin-paths';
import { isAdmin, isStaff } from '../lib/staff-access';
import '../styles/admin.css';

export function AdminLayout() {
  const session = useSession();
  if (!session.hasToken) return <Navigate to={paths.login} replace />;
  if (session.loading || !session.isInitialized) return <LoadingScreen />;
  const role = session.user?.role;
  // The app's staff gate (app/layout/staff-gate.tsx) shows anyone else the staff-only page first.
  if (!session.user || !isStaff(role)) return null;
  const links: { to: string; label: string; end?: boolean }[] = [
    // The home's own address is the start of every other: active only there.
    { to: adminPaths.home, label: 'Home', end: true },
    { to: adminPaths.papers, label: 'Papers' },
    { to: adminPaths.people, label: 'People' },
    { to: adminPaths.classReport, label: 'Class report' },
    { to: adminPaths.orders, label: 'Orders' },
    { to: adminPaths.announcements, label: 'Announcements' },
    { to: `${adminPaths.doubts}?status=open`, label: 'Doubts' },
    { to: adminPaths.feedback, label: 'Feedback' },
    { to: adminPaths.referenceData, label: 'Reference data' },
    ...(isAdmin(role)
      ? [
          { to: adminPaths.sales, label: 'Sales' },
          { to: adminPaths.importEnrollments, label: 'Import enrollments' },
          { to: adminPaths.auditLog, label: 'Audit log' },
          { to: adminPaths.deliveryFailures, label: 'Failed SMS and pushes' },
        ]
      : []),
  ];
  return (
    <div className="admin">
      <header className="admin__header">
        <p className="admin__brand">
          Padanam <span className="admin__brand-part">staff console</span>
        </p>
        <nav aria-label="Console" className="admin__nav">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className="admin__nav-link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <p className="admin__who">
          {session.user.name} · {role}
        </p>
        <Link to={paths.home} className="admin__back">
          <ArrowLeft aria-hidden="true" /> Back to Padanam
        </Link>
      </header>
      <main className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
