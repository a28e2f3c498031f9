// A class of a paper the student has not enrolled in: why it is locked, and the way to the plans.
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function LockedVideoMessage({ message }: { message: string }) {
  return (
    <div className="video-stage__message" role="alert">
      <Lock aria-hidden="true" className="video-stage__icon" />
      <p>{message}</p>
      <Link to={paths.subscriptions} className="btn btn--primary">
        See the plans
      </Link>
    </div>
  );
}
