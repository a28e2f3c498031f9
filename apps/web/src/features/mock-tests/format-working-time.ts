// 'Time taken' on the result: seconds as '12m 05s' (or '45s' under a minute).
export function formatWorkingTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return minutes > 0 ? `${minutes}m ${rest}s` : `${seconds % 60}s`;
}
