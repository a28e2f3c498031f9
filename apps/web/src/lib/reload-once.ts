// The one automatic reload the app does: when a page's code is gone because a new version was
// deployed. A reload for the same reason within a minute is not repeated, so a broken deploy
// cannot put the tab in a reload loop.
const RELOADED_AT_KEY = 'padanam:reloaded-for-new-version';
const RELOAD_GUARD_MS = 60_000;

/** Reloads unless a reload for the same reason happened within the last minute. */
export function reloadOnceForNewVersion(reload = () => window.location.reload(), now = Date.now()): boolean {
  try {
    const reloadedAt = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    if (reloadedAt && now - reloadedAt < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // No session storage: no way to guard against a loop, so leave the reload to the student.
    return false;
  }
  reload();
  return true;
}
