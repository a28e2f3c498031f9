// The quiz clock follows the server's deadline, not the device's: the offset between the two
// clocks is measured when the attempt is loaded, so a reload resumes with the same time left.

/** Whole seconds left until the deadline, as the server's clock sees it; never negative. */
export function secondsLeft(deadlineAt: number, clockOffsetMs: number, deviceNow: number): number {
  const serverNow = deviceNow + clockOffsetMs;
  return Math.max(0, Math.ceil((deadlineAt - serverNow) / 1000));
}

/** 'mm:ss' (minutes may exceed 59 only for unusually long tests). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The header's 'minutes left': rounded up, so 0 shows only when time is out. */
export function minutesLeft(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}

/** The last minute is announced to screen readers. */
export function isFinalMinute(seconds: number): boolean {
  return seconds > 0 && seconds <= 60;
}
