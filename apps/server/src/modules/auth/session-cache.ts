/**
 * Sessions checked in the last few seconds, so a student's burst of requests (an exam's
 * autosaves) costs one session lookup instead of one each. Logging out evicts at once in
 * this process; another server process sharing the database notices a revocation within
 * SESSION_RECHECK_MS, when it next reads the session row.
 */
/** Who a live token belongs to. */
export interface AuthenticatedSession {
  sessionId: number;
  userId: number;
}

export const SESSION_RECHECK_MS = 10_000;
const MAX_SESSIONS_KEPT = 100_000;

interface CheckedSession extends AuthenticatedSession {
  /** The earlier of the absolute and the idle expiry, as of the check. */
  validUntil: number;
  checkedAt: number;
}

export class SessionCache {
  private readonly byTokenHash = new Map<string, CheckedSession>();

  /** The session behind this token hash if it was found live less than SESSION_RECHECK_MS ago. */
  get(tokenHash: string, now: number): AuthenticatedSession | undefined {
    const checked = this.byTokenHash.get(tokenHash);
    if (!checked) return undefined;
    if (now - checked.checkedAt >= SESSION_RECHECK_MS || now >= checked.validUntil) {
      this.byTokenHash.delete(tokenHash);
      return undefined;
    }
    return { sessionId: checked.sessionId, userId: checked.userId };
  }

  remember(tokenHash: string, session: AuthenticatedSession, validUntil: number, now: number): void {
    this.byTokenHash.delete(tokenHash); // re-inserted last, so the first key is the oldest
    if (this.byTokenHash.size >= MAX_SESSIONS_KEPT) {
      const oldest = this.byTokenHash.keys().next();
      if (!oldest.done) this.byTokenHash.delete(oldest.value);
    }
    this.byTokenHash.set(tokenHash, { ...session, validUntil, checkedAt: now });
  }

  forget(sessionId: number): void {
    for (const [tokenHash, checked] of this.byTokenHash) {
      if (checked.sessionId === sessionId) this.byTokenHash.delete(tokenHash);
    }
  }
}
