// Told when a new release of the app is waiting (lib/service-worker.ts): the student reloads when
// it suits them (not in the middle of a test's answer), and the page never runs half the old code
// and half the new. Nothing is shown until then.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { subscribeToWaitingUpdate, waitingUpdate } from '../../lib/service-worker';

export const UPDATE_READY_MESSAGE = msg`A new version is ready`;

const noUpdateOnServer = () => null;

export function UpdateNotice() {
  const { t } = useLingui();
  const applyUpdate = useSyncExternalStore(subscribeToWaitingUpdate, waitingUpdate, noUpdateOnServer);
  if (!applyUpdate) return null;
  return (
    <div className="card app-notice" role="status">
      <p className="app-notice__text">{t(UPDATE_READY_MESSAGE)}</p>
      <button type="button" className="btn btn--primary btn--small" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
