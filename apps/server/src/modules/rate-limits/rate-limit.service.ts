/**
 * Counts events per key in fixed windows kept in the database, so a limit holds however
 * many server processes or machines share it (SECURITY-CHECKLIST 32): two processes do
 * not each allow the limit. Used for the per-address brake on login-code requests; the
 * per-phone and per-challenge limits are counted on their own rows.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { deleteInBatches, PURGE_BATCH_SIZE } from '../../lib/delete-in-batches.js';
import { countEvent, deleteEndedWindows, deleteEndedWindowsUpTo, uncountEvent } from './rate-limit.repository.js';

export interface LimitDecision {
  allowed: boolean;
  retryAfterMs: number;
}

export interface FixedWindowLimiterOptions {
  db: Kysely<Database>;
  /** Keeps this limiter's keys apart from other limiters' in the shared table. */
  name: string;
  limit: number;
  windowMs: number;
}

export function createFixedWindowLimiter({ db, name, limit, windowMs }: FixedWindowLimiterOptions) {
  /** Ended windows are deleted at most once a window per process: the table stays small. */
  let nextCleanupAt = 0;

  async function consume(key: string, now: number): Promise<LimitDecision> {
    if (now >= nextCleanupAt) {
      nextCleanupAt = now + windowMs;
      await deleteEndedWindows(db, now);
    }
    const window = await countEvent(db, `${name}:${key}`, now, windowMs);
    if (window.count > limit) return { allowed: false, retryAfterMs: window.resetAt - now };
    return { allowed: true, retryAfterMs: 0 };
  }

  /** Gives back one event of the current window: the request it counted came to nothing. */
  async function giveBack(key: string, now: number): Promise<void> {
    await uncountEvent(db, `${name}:${key}`, now);
  }

  return { consume, giveBack };
}

export type FixedWindowLimiter = ReturnType<typeof createFixedWindowLimiter>;

/**
 * Deletes ended windows of every limiter, in batches. Each limiter also clears ended windows
 * as it counts, but only while it is used: this catches the windows of limiters gone quiet.
 */
export function createRateLimitPurge({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function purgeEndedWindows(batchSize = PURGE_BATCH_SIZE): Promise<number> {
    const now = clock();
    return deleteInBatches((limit) => deleteEndedWindowsUpTo(db, now, limit), batchSize);
  }
  return { purgeEndedWindows };
}

export type RateLimitPurge = ReturnType<typeof createRateLimitPurge>;
