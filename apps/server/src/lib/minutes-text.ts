/** A wait in whole minutes, rounded up and never below one. */
export function waitMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** "1 minute", "9 minutes": a wait in whole minutes, rounded up and never below one. */
export function minutesText(ms: number): string {
  const minutes = waitMinutes(ms);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
