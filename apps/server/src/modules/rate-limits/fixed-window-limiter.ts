/**
 * Counts events per key in fixed windows kept in the database, so a limit holds however
 * many server processes or machines share it (SECURITY-CHECKLIST 32): two processes do
 * not each allow the limit. Used for the per-address brake on login-code requests; the
 * per-phone and per-challenge limits are counted on their own rows.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countEvent, deleteEndedWindows } from './rate-limit.repository.js';

export interface LimitDecision {
  allowed: boolean;
  retryAfterMs: number;
}

export class FixedWindowLimiter {
  /** Ended windows are deleted at most once a window per process: the table stays small. */
  private nextCleanupAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    /** Keeps this limiter's keys apart from other limiters' in the shared table. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async consume(key: string, now: number): Promise<LimitDecision> {
    if (now >= this.nextCleanupAt) {
      this.nextCleanupAt = now + this.windowMs;
      await deleteEndedWindows(this.db, now);
    }
    const window = await countEvent(this.db, `${this.name}:${key}`, now, this.windowMs);
    if (window.count > this.limit) return { allowed: false, retryAfterMs: window.resetAt - now };
    return { allowed: true, retryAfterMs: 0 };
  }
}
