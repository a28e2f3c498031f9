/**
 * Reads `Authorization: Bearer <token>` and resolves it to a session. Routes opt in with
 * `preHandler: app.requireUser`; handlers then read `request.auth`. Tokens only ever travel
 * in that header, never in a URL.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import type { Clock } from '../lib/clock.js';
import { SessionCache } from '../modules/auth/session-cache.js';
import { authenticateToken, type AuthenticatedSession } from '../modules/auth/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** For public reads that say more to a logged-in caller: a token is checked when sent, never required. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
    /** Sessions checked in the last seconds; logout must evict from it (see session-cache.ts). */
    recentSessions: SessionCache;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new AppError('SESSION_EXPIRED', 'Session expired');
  return match[1];
}

async function authenticationPlugin(app: FastifyInstance, options: { clock: Clock }) {
  const recentSessions = new SessionCache();
  app.decorate('recentSessions', recentSessions);
  app.decorateRequest('auth', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    request.auth = await authenticateToken(app.db, token, options.clock(), recentSessions);
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.auth = token ? await authenticateToken(app.db, token, options.clock(), recentSessions) : null;
  });
}

export function sessionIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return request.auth.sessionId;
}

/** The caller's user id; for routes behind requireUser. */
export function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  return request.auth.userId;
}

export default fp(authenticationPlugin, { name: 'authentication', dependencies: ['database'] });
