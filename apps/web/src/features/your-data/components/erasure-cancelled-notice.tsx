// Said once after a login that cancelled the account's scheduled deletion (a login during the
// grace period is the student changing their mind); the app shows it above any page.
import { Trans } from '@lingui/react/macro';
import { dismissErasureCancelledNotice, useErasureCancelledByLogin } from '../../../lib/erasure-cancelled';

export function ErasureCancelledNotice() {
  const isCancelled = useErasureCancelledByLogin();
  if (!isCancelled) return null;
  return (
    <div className="card app-notice" role="status">
      <p className="app-notice__text">
        <Trans>Your account will not be deleted: you logged in.</Trans>
      </p>
      <button type="button" className="btn btn--secondary btn--small" onClick={dismissErasureCancelledNotice}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}
