/**
 * Counts events per key in fixed windows, in this process's memory: the embedded default
 * for limits that are only a brake (sends per client address). Limits that must hold
 * across instances (per phone, per challenge) are counted in the database instead.
 */
export interface LimitDecision {
  allowed: boolean;
  retryAfterMs: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  consume(key: string, now: number): LimitDecision {
    this.pruneExpired(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return { allowed: true, retryAfterMs: 0 };
    }
    if (window.count >= this.limit) return { allowed: false, retryAfterMs: window.resetAt - now };
    window.count += 1;
    return { allowed: true, retryAfterMs: 0 };
  }

  private pruneExpired(now: number): void {
    // Bounded memory: sweep only when the map has grown, not on every call.
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
