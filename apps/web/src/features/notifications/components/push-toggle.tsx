// 'Notifications on this device': web push, as an addition to this screen. Shown only where the
// browser supports it and the server has it configured; the browser's permission is asked only
// when the student presses the button.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { deleteSubscription, saveSubscription, usePushKey } from '../../../api/push';
import {
  currentSubscription,
  isPushSupported,
  pushPermission,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '../../../lib/browser-push';

type TPushState = 'checking' | 'off' | 'on' | 'blocked';

export function PushToggle() {
  const { t } = useLingui();
  const isSupported = isPushSupported();
  const key = usePushKey({ isEnabled: isSupported });
  const [state, setState] = useState<TPushState>('checking');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isSupported) return;
    let isCurrent = true;
    void currentSubscription()
      .then((subscription) => {
        if (!isCurrent) return;
        setState(pushPermission() === 'denied' ? 'blocked' : subscription ? 'on' : 'off');
      })
      .catch(() => isCurrent && setState('off'));
    return () => {
      isCurrent = false;
    };
  }, [isSupported]);

  const publicKey = key.data?.publicKey;
  if (!isSupported || !publicKey || state === 'checking') return null;

  async function turnOn(keyText: string) {
    setIsBusy(true);
    setError(null);
    try {
      const subscription = await subscribeThisBrowser(keyText);
      if (!subscription) {
        setState(pushPermission() === 'denied' ? 'blocked' : 'off');
        return;
      }
      await saveSubscription(subscription);
      setState('on');
    } catch {
      setError(t`Could not turn on notifications on this device. Please try again.`);
    } finally {
      setIsBusy(false);
    }
  }

  async function turnOff() {
    setIsBusy(true);
    setError(null);
    try {
      const endpoint = await unsubscribeThisBrowser();
      if (endpoint) await deleteSubscription(endpoint);
      setState('off');
    } catch {
      setError(t`Could not turn off notifications on this device. Please try again.`);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="card push-toggle" role="group" aria-label={t`Notifications on this device`}>
      {state === 'on' && (
        <>
          <p className="push-toggle__text">
            <Trans>This device shows a notification when something new arrives.</Trans>
          </p>
          <button type="button" className="btn btn--secondary btn--small" disabled={isBusy} onClick={turnOff}>
            <Trans>Turn off on this device</Trans>
          </button>
        </>
      )}
      {state === 'off' && (
        <>
          <p className="push-toggle__text">
            <Trans>Get a notification on this device when something new arrives.</Trans>
          </p>
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={isBusy}
            onClick={() => void turnOn(publicKey)}
          >
            <Trans>Turn on notifications</Trans>
          </button>
        </>
      )}
      {state === 'blocked' && (
        <p className="push-toggle__text">
          <Trans>
            Notifications are blocked for Padanam in this browser. Allow them in the browser&apos;s site settings to get
            them here.
          </Trans>
        </p>
      )}
      {error && (
        <p className="push-toggle__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
