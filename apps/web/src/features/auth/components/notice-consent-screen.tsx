// Asked before anything else when the privacy notice changed since the student last agreed
// (DPDP Act 2023 s. 6): the notice's short form, "I agree", or log out. The full notice's page
// stays open to read.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import { useAgreeToNotice } from '../../../api/privacy-consent';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useSession } from '../../../lib/session/use-session';
import { authMessageText } from '../login-messages';
import { describeSignupError } from '../signup-messages';
import { SignupNotice } from './signup-notice';
import './auth.css';

export function NoticeConsentScreen() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const session = useSession();
  const agree = useAgreeToNotice();

  return (
    <div className="page auth-page">
      <div className="card auth-card auth-card--wide notice-consent">
        <DocumentTitle title={t`Privacy notice`} />
        <div className="auth-card__header">
          <h1>
            <Trans>Our privacy notice has changed</Trans>
          </h1>
          <p className="auth-form__lead">
            <Trans>Please read what has changed and agree to keep using your account.</Trans>
          </p>
        </div>
        <SignupNotice headingId={headingId} />
        {agree.isError && (
          <p className="auth-banner" role="alert">
            {authMessageText(i18n, describeSignupError(agree.error))}
          </p>
        )}
        <div className="notice-consent__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={agree.isPending}
            onClick={() => agree.mutate(PRIVACY_NOTICE_VERSION, { onSuccess: session.replaceUser })}
          >
            <Trans>I agree</Trans>
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => void session.logOut()}>
            <Trans>Log out</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
