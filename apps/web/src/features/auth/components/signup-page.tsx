// Signup (/signup): personal and academic details; on success the app goes to /login after 2 s.
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/ui/document-title';
import { paths } from '../../../config/paths';
import { SignupForm } from './signup-form';
import './auth.css';

export function SignupPage() {
  return (
    <div className="page auth-page">
      <div className="card auth-card auth-card--wide">
        <DocumentTitle title="Sign up" />
        <div className="auth-card__header">
          <h1>Sign up</h1>
          <p className="auth-form__lead">Create your account to study papers, notes, classes and mock tests.</p>
        </div>
        <SignupForm />
        <p className="auth-form__switch">
          <Link to={paths.login}>You have an account ? Login</Link>
        </p>
      </div>
    </div>
  );
}
