/**
 * Session tokens are 256 random bits handed to the client once; the database keeps only
 * their SHA-256, so a leaked table cannot be replayed as sessions.
 */
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * lastSeenAt is refreshed at most this often, so reads don't become writes: the 7-day idle
 * limit holds to the hour, and a class taking a test costs no write per student per minute.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
