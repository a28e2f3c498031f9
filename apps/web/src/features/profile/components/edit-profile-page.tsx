// My Profile > Edit Profile (/my-profile/edit-profile). The session comes from the app as props.
import type { TUser } from '@padanam/contract';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { EditProfileForm } from './edit-profile-form';
import './edit-profile.css';

/** The parts of the session this page reads. */
export type TProfileSession = {
  user: TUser | null;
  loading: boolean;
  error: string | null;
  isInitialized: boolean;
  isAuthenticated: boolean;
  retry: () => void;
  replaceUser: (user: TUser) => void;
};

export function EditProfilePage({ session }: { session: TProfileSession }) {
  return (
    <div className="page">
      <PageHeader title="Edit Profile" />
      <EditProfileContent session={session} />
    </div>
  );
}

function EditProfileContent({ session }: { session: TProfileSession }) {
  if (session.loading) {
    return (
      <p className="status-message" role="status">
        Loading user data...
      </p>
    );
  }
  if (session.error) {
    return (
      <div className="status-message status-message--error" role="alert">
        <p>{session.error}</p>
        <button type="button" className="btn btn--primary" onClick={session.retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!session.user) {
    return (
      <>
        {session.isInitialized && !session.isAuthenticated && <Navigate to={paths.login} replace />}
        <p className="status-message">Please login to access your profile.</p>
      </>
    );
  }
  // Keyed by student, so a different login never inherits the typed name.
  return <EditProfileForm key={session.user.id} user={session.user} onUserUpdated={session.replaceUser} />;
}
