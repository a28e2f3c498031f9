/**
 * Sessions: 30 days at most, 7 days without use at most, revocable. An expired, revoked or
 * unknown token is the same 401 SESSION_EXPIRED to the client. Sessions checked in the last
 * seconds are remembered (see session-cache.ts); ending one forgets it at once.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SESSION_EXPIRED_MESSAGE } from './auth-messages.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { deleteInBatches, PURGE_BATCH_SIZE } from '../../lib/delete-in-batches.js';
import { type AuthenticatedSession, SessionCache } from './session-cache.js';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  createSessionToken,
  hashSessionToken,
} from './session-token.js';
import {
  deleteEndedSessions,
  findLiveSessionsOfUser,
  findSessionByTokenHash,
  insertSession,
  revokeLiveSessionOfUser,
  revokeSession,
  revokeSessionsOfUser,
  touchSession,
} from './session.repository.js';

export type { AuthenticatedSession } from './session-cache.js';

const sessionExpired = () => new AppError('SESSION_EXPIRED', SESSION_EXPIRED_MESSAGE);

export interface SessionServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
}

export function createSessionService({ db, clock }: SessionServiceDependencies) {
  const recentlyChecked = new SessionCache();

  /**
   * A new session's token; `executor` lets a caller start it inside its own transaction, and
   * `device` is its label (see device-label.ts), null when unknown.
   */
  async function startSession(
    userId: number,
    executor: Kysely<Database> | Transaction<Database> = db,
    device: string | null = null,
  ): Promise<string> {
    const token = createSessionToken();
    const now = clock();
    await insertSession(executor, {
      userId,
      tokenHash: hashSessionToken(token),
      device,
      createdAt: now,
      expiresAt: now + SESSION_ABSOLUTE_MS,
    });
    return token;
  }

  async function authenticateToken(token: string): Promise<AuthenticatedSession> {
    const now = clock();
    const tokenHash = hashSessionToken(token);
    const cached = recentlyChecked.get(tokenHash, now);
    if (cached) return cached;
    const session = await findSessionByTokenHash(db, tokenHash);
    const isLive =
      session !== undefined &&
      session.revokedAt === null &&
      now < session.expiresAt &&
      now < session.lastSeenAt + SESSION_IDLE_MS;
    if (!isLive) throw sessionExpired();
    if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, session.id, now);
    const authenticated = { sessionId: session.id, userId: session.userId };
    recentlyChecked.remember(
      tokenHash,
      authenticated,
      Math.min(session.expiresAt, session.lastSeenAt + SESSION_IDLE_MS),
      now,
    );
    return authenticated;
  }

  async function endSession(sessionId: number): Promise<void> {
    await revokeSession(db, sessionId, clock());
    recentlyChecked.forget(sessionId);
  }

  /**
   * Ends every session of `userId` but `exceptSessionId` inside the caller's transaction and
   * returns the ended ids; this process forgets them at once (another process within its
   * cache's few seconds).
   */
  async function endSessionsOfUser(
    executor: Kysely<Database> | Transaction<Database>,
    userId: number,
    exceptSessionId: number | null = null,
  ): Promise<number[]> {
    const ended = await revokeSessionsOfUser(executor, userId, exceptSessionId, clock());
    for (const sessionId of ended) recentlyChecked.forget(sessionId);
    return ended;
  }

  /** The live sessions of `userId`, most recently used first. */
  async function liveSessionsOf(userId: number) {
    const now = clock();
    return findLiveSessionsOfUser(db, userId, { now, idleCutoff: now - SESSION_IDLE_MS });
  }

  /**
   * Ends session `sessionId` inside the caller's transaction when it is a live session of
   * `userId`; returns its device label, or undefined when there is no such live session.
   */
  async function endLiveSessionOf(
    executor: Kysely<Database> | Transaction<Database>,
    userId: number,
    sessionId: number,
  ): Promise<{ device: string | null } | undefined> {
    const now = clock();
    const ended = await revokeLiveSessionOfUser(executor, userId, sessionId, {
      now,
      idleCutoff: now - SESSION_IDLE_MS,
    });
    if (ended) recentlyChecked.forget(sessionId);
    return ended;
  }

  /**
   * Deletes every session that can never be used again (revoked, expired or idle too long),
   * in batches; returns how many went. A token of a deleted session is unknown, which is the
   * same 401 SESSION_EXPIRED it already was.
   */
  async function purgeEndedSessions(batchSize = PURGE_BATCH_SIZE): Promise<number> {
    const now = clock();
    return deleteInBatches(
      (limit) => deleteEndedSessions(db, { now, idleCutoff: now - SESSION_IDLE_MS }, limit),
      batchSize,
    );
  }

  return {
    startSession,
    authenticateToken,
    endSession,
    endSessionsOfUser,
    liveSessionsOf,
    endLiveSessionOf,
    purgeEndedSessions,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
