// Seconds left until `endsAt`, re-read from Date.now() on every tick; it stops ticking at 0.
// `clockOffsetMs` is the server's clock minus the device's (see clock-offset.ts), 0 for a local wait.
import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

const TICK_MS = 250;

export function useCountdown(endsAt: number, clockOffsetMs = 0): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(endsAt, clockOffsetMs, Date.now()));

  useEffect(() => {
    const update = () => {
      const left = secondsLeft(endsAt, clockOffsetMs, Date.now());
      setSeconds(left);
      return left;
    };
    if (update() === 0) return;
    const timer = setInterval(() => {
      if (update() === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt, clockOffsetMs]);

  return seconds;
}
