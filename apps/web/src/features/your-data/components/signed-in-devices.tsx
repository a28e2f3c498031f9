// Your data → Signed-in devices: every phone and browser signed in to the account (its label made
// at login, "Chrome on Android"), this one marked; another can be signed out, or all the others at
// once, each after a confirmation. A signed-out device's next request is refused and it goes to
// the login screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Monitor, MonitorSmartphone, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { TSignedInDevice } from '@padanam/contract';
import { useSignedInDevices, useSignOutDevice, useSignOutOtherDevices } from '../../../api/signed-in-devices';
import { AlertDialogBox } from '../../../components/ui/alert-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { hasServerMessage } from '../../../lib/api-error';
import { formatIndiaDateTime } from '../../../lib/india-time';
import './signed-in-devices.css';

/** What the confirmation is about: one device, or every device but this one. */
type TSigningOut = { kind: 'one'; device: TSignedInDevice } | { kind: 'others' } | null;

const PHONE_WORDS = /Android|iPhone|iPad|iPod|Windows Phone|HarmonyOS/;

export function SignedInDevices() {
  const { t } = useLingui();
  const devices = useSignedInDevices();
  const signOutOne = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const [confirming, setConfirming] = useState<TSigningOut>(null);
  const [done, setDone] = useState<string | null>(null);

  const nameOf = (device: TSignedInDevice) => device.device ?? t`Unknown device`;
  const failed = signOutOne.isError ? signOutOne.error : signOutOthers.isError ? signOutOthers.error : null;
  const busy = signOutOne.isPending || signOutOthers.isPending;

  function confirm() {
    const target = confirming;
    setConfirming(null);
    setDone(null);
    if (target?.kind === 'one') {
      const name = nameOf(target.device);
      signOutOne.mutate(target.device.id, { onSuccess: () => setDone(t`${name} is signed out.`) });
    } else if (target?.kind === 'others') {
      signOutOthers.mutate(undefined, { onSuccess: () => setDone(t`Every other device is signed out.`) });
    }
  }

  const others = devices.data?.filter((device) => !device.current) ?? [];
  const deviceName = confirming?.kind === 'one' ? nameOf(confirming.device) : '';
  return (
    <section className="card your-data__section" aria-labelledby="signed-in-devices-heading">
      <h2 id="signed-in-devices-heading" className="your-data__title">
        <MonitorSmartphone aria-hidden="true" />
        <Trans>Signed-in devices</Trans>
      </h2>
      <p>
        <Trans>
          The phones and browsers signed in to your account. If you do not recognise one, or you used a shared computer,
          sign it out.
        </Trans>
      </p>
      {devices.isPending ? (
        <p role="status">
          <Trans>Loading your devices...</Trans>
        </p>
      ) : devices.isError ? (
        <LoadError message={t`Could not load your devices.`} onRetry={() => void devices.refetch()} />
      ) : (
        <>
          <ul className="signed-in-devices" aria-label={t`Signed-in devices`}>
            {devices.data.map((device) => (
              <DeviceRow
                key={device.id}
                device={device}
                name={nameOf(device)}
                disabled={busy}
                onSignOut={() => setConfirming({ kind: 'one', device })}
              />
            ))}
          </ul>
          {others.length > 0 && (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={busy}
              onClick={() => setConfirming({ kind: 'others' })}
            >
              <LogOut aria-hidden="true" className="signed-in-devices__icon" />
              <Trans>Sign out of all other devices</Trans>
            </button>
          )}
        </>
      )}
      {done !== null && (
        <p className="signed-in-devices__note" role="status">
          {done}
        </p>
      )}
      {failed !== null && (
        <p className="signed-in-devices__error" role="alert">
          {hasServerMessage(failed) ? failed.message : t`Could not sign it out. Please try again.`}
        </p>
      )}
      <AlertDialogBox
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        tone="warning"
        title={confirming?.kind === 'one' ? t`Sign out ${deviceName}?` : t`Sign out of all other devices?`}
        description={
          confirming?.kind === 'one'
            ? t`That device will need to log in again with a code sent to your phone.`
            : t`Every device but this one will need to log in again with a code sent to your phone.`
        }
        confirmLabel={t`Sign out`}
        dismissLabel={t`Back`}
        onConfirm={confirm}
      />
    </section>
  );
}

function DeviceRow({
  device,
  name,
  disabled,
  onSignOut,
}: {
  device: TSignedInDevice;
  name: string;
  disabled: boolean;
  onSignOut: () => void;
}) {
  const signedInAt = formatIndiaDateTime(device.signedInAt);
  const lastActiveAt = formatIndiaDateTime(device.lastActiveAt);
  const titleId = `signed-in-device-${device.id}`;
  const Icon = device.device !== null && PHONE_WORDS.test(device.device) ? Smartphone : Monitor;
  return (
    <li className="signed-in-device">
      <Icon aria-hidden="true" className="signed-in-device__icon" />
      <div className="signed-in-device__text">
        <h3 id={titleId} className="signed-in-device__title">
          {name}
          {device.current && (
            <span className="signed-in-device__current">
              <Trans>This device</Trans>
            </span>
          )}
        </h3>
        <p className="signed-in-device__meta">
          <Trans>Signed in {signedInAt}</Trans>
        </p>
        <p className="signed-in-device__meta">
          <Trans>Last active {lastActiveAt}</Trans>
        </p>
      </div>
      {!device.current && (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-describedby={titleId}
          disabled={disabled}
          onClick={onSignOut}
        >
          <Trans>Sign out</Trans>
        </button>
      )}
    </li>
  );
}
