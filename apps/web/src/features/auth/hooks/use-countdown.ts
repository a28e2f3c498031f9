// Seconds left until a moment, ticking once a second and stopping at 0. Measured against the clock
// rather than counted, so a throttled background tab still shows the right time.
import { useEffect, useState } from 'react';

const TICK_MS = 1000;

export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = (seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  };

  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, restart };
}

/** 30 -> '00:30' (spec: "a timer starting at 00:30"). */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
