// My Profile > Edit Profile (/my-profile/edit-profile).
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useSession, type TSessionContextValue } from '../../../lib/session/use-session';
import { EditProfileForm } from './edit-profile-form';
import { PrivacyChoices } from './privacy-choices';
import './edit-profile.css';

export function EditProfilePage() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <div className="page">
      <PageHeader title={t`Edit Profile`} />
      <EditProfileContent session={session} />
    </div>
  );
}

function EditProfileContent({ session }: { session: TSessionContextValue }) {
  if (session.loading) {
    return (
      <p className="status-message" role="status">
        <Trans>Loading user data...</Trans>
      </p>
    );
  }
  if (session.error) {
    return <LoadError message={session.error} onRetry={session.retry} />;
  }
  if (!session.user) {
    return (
      <>
        {session.isInitialized && !session.isAuthenticated && <Navigate to={paths.login} replace />}
        <p className="status-message">
          <Trans>Please login to access your profile.</Trans>
        </p>
      </>
    );
  }
  // Keyed by student, so a different login never inherits the typed name.
  return (
    <>
      <EditProfileForm key={session.user.id} user={session.user} onUserUpdated={session.replaceUser} />
      <PrivacyChoices key={`privacy-${session.user.id}`} userId={session.user.id} />
    </>
  );
}
