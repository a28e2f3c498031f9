/**
 * Sessions: 30 days at most, 7 days without use at most, revocable. An expired, revoked or
 * unknown token is the same 401 SESSION_EXPIRED to the client.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  createSessionToken,
  hashSessionToken,
} from './session-token.js';
import type { SessionCache } from './session-cache.js';
import { findSessionByTokenHash, insertSession, revokeSession, touchSession } from './session.repository.js';

export interface AuthenticatedSession {
  sessionId: number;
  userId: number;
}

export async function startSession(db: Kysely<Database> | Transaction<Database>, userId: number, now: number) {
  const token = createSessionToken();
  await insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    expiresAt: now + SESSION_ABSOLUTE_MS,
  });
  return token;
}

export const sessionExpired = () => new AppError('SESSION_EXPIRED', 'Session expired');

export async function authenticateToken(
  db: Kysely<Database>,
  token: string,
  now: number,
  recentlyChecked?: SessionCache,
): Promise<AuthenticatedSession> {
  const tokenHash = hashSessionToken(token);
  const cached = recentlyChecked?.get(tokenHash, now);
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
  recentlyChecked?.remember(
    tokenHash,
    authenticated,
    Math.min(session.expiresAt, session.lastSeenAt + SESSION_IDLE_MS),
    now,
  );
  return authenticated;
}

export async function endSession(
  db: Kysely<Database>,
  sessionId: number,
  now: number,
  recentlyChecked?: SessionCache,
): Promise<void> {
  await revokeSession(db, sessionId, now);
  recentlyChecked?.forget(sessionId);
}
