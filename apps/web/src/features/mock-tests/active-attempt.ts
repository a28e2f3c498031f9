// The attempt in hand, kept for this tab in sessionStorage so a reload of the quiz, the result
// or the answer key finds it even where navigation state is gone.
const ACTIVE_ATTEMPT_KEY = 'padanam.activeAttemptId';

export function rememberActiveAttempt(attemptId: number): void {
  try {
    window.sessionStorage.setItem(ACTIVE_ATTEMPT_KEY, String(attemptId));
  } catch {
    // Private mode may refuse storage; navigation state still carries the id.
  }
}

export function recallActiveAttempt(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(ACTIVE_ATTEMPT_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
