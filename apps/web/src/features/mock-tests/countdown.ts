// The quiz clock follows the server's deadline, not the device's: the offset between the two
// clocks is measured when the attempt is loaded, so a reload resumes with the same time left.
// Seconds left and 'mm:ss' come from lib/countdown.ts; what is the quiz's own is here.

/** The header's 'minutes left': rounded up, so 0 shows only when time is out. */
export function minutesLeft(seconds: number): number {
  return Math.ceil(Math.max(0, seconds) / 60);
}

/** The last minute is announced to screen readers. */
export function isFinalMinute(seconds: number): boolean {
  return seconds > 0 && seconds <= 60;
}
