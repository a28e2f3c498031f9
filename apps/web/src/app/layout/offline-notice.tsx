// Said once for the whole app while the browser is offline: the screens whose code is on the
// device still open (the service worker keeps it), and what they need from the server waits
// (the query client sends it when the connection is back). Without it a screen whose data has not
// come would only say "Loading…" and never why.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useBrowserOnline } from '../../lib/connection';

export const OFFLINE_NOTICE = msg`You are offline. What you opened before still works; the rest loads when the connection is back.`;

export function OfflineNotice() {
  const { t } = useLingui();
  const isOnline = useBrowserOnline();
  if (isOnline) return null;
  return (
    <div className="card app-notice" role="status">
      <p className="app-notice__text">{t(OFFLINE_NOTICE)}</p>
    </div>
  );
}
