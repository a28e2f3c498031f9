// What every tab of a locked module shows instead of its material: why, and the way to the plans.
// Nothing of a locked module is requested.
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LOCKED_MODULE_MESSAGE } from '../learning-constants';

export function LockedContent() {
  return (
    <div className="locked-content">
      <Lock aria-hidden="true" className="locked-content__icon" />
      <h3 className="locked-content__title">This module is locked</h3>
      <p>{LOCKED_MODULE_MESSAGE}</p>
      <Link to={paths.subscriptions} className="btn btn--primary">
        Unlock Premium Access
      </Link>
    </div>
  );
}
