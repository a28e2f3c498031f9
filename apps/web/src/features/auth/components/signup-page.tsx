// Signup (/signup): personal and academic details; on success the app goes to /login after 2 s.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/ui/document-title';
import { paths } from '../../../config/paths';
import { SignupForm } from './signup-form';
import './auth.css';

export function SignupPage() {
  const { t } = useLingui();
  return (
    <div className="page auth-page">
      <div className="card auth-card auth-card--wide">
        <DocumentTitle title={t`Sign up`} />
        <div className="auth-card__header">
          <h1>
            <Trans>Sign up</Trans>
          </h1>
          <p className="auth-form__lead">
            <Trans>Create your account to study papers, notes, classes and mock tests.</Trans>
          </p>
        </div>
        <SignupForm />
        <p className="auth-form__switch">
          <Link to={paths.login}>
            <Trans>You have an account ? Login</Trans>
          </Link>
        </p>
      </div>
    </div>
  );
}
