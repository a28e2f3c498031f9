/**
 * The server's public face for tools that work on its database directly (the benchmarks'
 * setup and checks, operations scripts): exported as `@padanam/server/database`. Everything
 * else under src/ is internal; these are the few things such a tool may rely on.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './db/schema.js';
import { createSessionService } from './modules/auth/session.service.js';

export { openDatabase, type DatabaseHandle } from './db/database.js';
export { affectedStudents, AffectedQueryError, type AffectedStudent } from './db/affected-students.js';
export type { AttemptTable, Database } from './db/schema.js';
export { periodKey, periodKeysFor, type LeaderboardPeriod } from './modules/mock-tests/period-keys.js';

/**
 * Starts a session for a student exactly as a login does and returns its Bearer token;
 * `executor` may be a transaction the caller holds.
 */
export function startStudentSession(
  executor: Kysely<Database> | Transaction<Database>,
  userId: number,
  now = Date.now(),
): Promise<string> {
  return createSessionService({ db: executor, clock: () => now }).startSession(userId, executor);
}
