/** Time as the server sees it. Injected so tests can move it (expiry, idle sessions, deadlines). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** A clock tests can set and advance by hand. */
export function createFakeClock(start = Date.UTC(2026, 10, 21, 9, 0, 0)): Clock & {
  advance(ms: number): void;
  set(ms: number): void;
} {
  let now = start;
  const clock = () => now;
  clock.advance = (ms: number) => {
    now += ms;
  };
  clock.set = (ms: number) => {
    now = ms;
  };
  return clock;
}
