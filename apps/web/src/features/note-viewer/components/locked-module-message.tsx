// What a student sees for a module of a paper they have not enrolled in: why, and the way to the plans.
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function LockedModuleMessage({ message }: { message: string }) {
  return (
    <div className="status-message note-viewer__locked" role="alert">
      <Lock aria-hidden="true" className="note-viewer__lock-icon" />
      <p>{message}</p>
      <Link to={paths.subscriptions} className="btn btn--primary">
        See the plans
      </Link>
    </div>
  );
}
