/** "1 minute", "9 minutes": a wait in whole minutes, rounded up and never below one. */
export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
