// "In progress, N min left" for a test the student has started and not finished: on the Mock
// test card, the instructions screen and Home. The minutes follow the server's deadline; the
// device's clock is corrected by the server's clock as it was when the data arrived.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { measureClockOffset } from '../../lib/clock-offset';
import { useCountdown } from '../../lib/use-countdown';

/** Whole minutes left, rounded up (0 only once time is out); the offset is measured on mount. */
function useMinutesLeft(deadlineAt: number, serverNow: number): number {
  const [offsetMs] = useState(() => measureClockOffset(serverNow, Date.now()));
  return Math.ceil(useCountdown(deadlineAt, offsetMs) / 60);
}

type TInProgressProps = { deadlineAt: number; serverNow: number; className?: string };

/** A newer server reading (a refetch) mounts it afresh, so the offset is measured again. */
export function InProgress(props: TInProgressProps) {
  return <MinutesLeft key={props.serverNow} {...props} />;
}

function MinutesLeft({ deadlineAt, serverNow, className }: TInProgressProps) {
  const minutes = useMinutesLeft(deadlineAt, serverNow);
  return (
    <span className={className}>
      <Trans>In progress, {minutes} min left</Trans>
    </span>
  );
}
