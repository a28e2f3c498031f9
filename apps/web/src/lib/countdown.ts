// Counting down to a moment (a quiz's deadline, the end of the OTP resend wait), measured against
// the clock rather than counted in ticks, so a late tick (a background tab) cannot make it drift.

/** Whole seconds left until `endsAt`, as the server's clock sees it; never negative. */
export function secondsLeft(endsAt: number, clockOffsetMs: number, deviceNow: number): number {
  const serverNow = deviceNow + clockOffsetMs;
  return Math.max(0, Math.ceil((endsAt - serverNow) / 1000));
}

/** 'mm:ss' (spec: "a timer starting at 00:30"); minutes may exceed 59 only for unusually long tests. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
