// Content that needs a session, shown to a visitor: say why and offer the way in.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function LoginPrompt({ message }: { message: string }) {
  return (
    <div className="status-message" role="status">
      <p>{message}</p>
      <Link to={paths.login} className="btn btn--primary">
        <Trans>Log in</Trans>
      </Link>
    </div>
  );
}
