// Seconds left on the server's clock, re-read from Date.now() every tick (a tick that comes
// late, e.g. in a background tab, cannot make the clock drift).
import { useEffect, useState } from 'react';
import { secondsLeft } from '../countdown';

const TICK_MS = 250;

export function useCountdown(deadlineAt: number, clockOffsetMs: number): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(deadlineAt, clockOffsetMs, Date.now()));

  useEffect(() => {
    const update = () => setSeconds(secondsLeft(deadlineAt, clockOffsetMs, Date.now()));
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [deadlineAt, clockOffsetMs]);

  return seconds;
}
