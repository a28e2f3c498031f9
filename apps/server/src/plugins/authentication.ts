/**
 * Reads `Authorization: Bearer <token>` and resolves it to a session. A route never calls
 * `requireUser` itself: the access hook (plugins/access-control.ts) calls it in onRequest on
 * every owned and staff route, and handlers then read `request.auth` (`userIdOf`). A public
 * route that says more to a logged-in caller calls `identifyUser` in its preHandler. Tokens
 * only ever travel in that header, never in a URL.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOG_IN_TO_CONTINUE_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../modules/auth/auth-messages.js';
import { AppError } from '../errors.js';
import type { AuthenticatedSession, SessionService } from '../modules/auth/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * For public reads that say more to a logged-in caller: a live token identifies its user;
     * no token, or one that is expired, revoked, unknown or malformed, is the anonymous view.
     */
    identifyUser: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = BEARER.exec(header);
  if (!match?.[1]) throw new AppError('SESSION_EXPIRED', SESSION_EXPIRED_MESSAGE);
  return match[1];
}

async function authenticationPlugin(app: FastifyInstance, { sessions }: { sessions: SessionService }) {
  app.decorateRequest('auth', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    // Once a request: a request whose session is already known costs no second token hash.
    if (request.auth) return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', LOG_IN_TO_CONTINUE_MESSAGE);
    request.auth = await sessions.authenticateToken(token);
  });
  // A stale token on a public page is common (a phone's tab left open for a week) and is no
  // reason to refuse the page: the caller simply gets what anyone gets. Only the session's
  // verdict is forgiven; any other failure (the database down) still fails the request.
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    try {
      const token = bearerToken(request);
      request.auth = token ? await sessions.authenticateToken(token) : null;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'SESSION_EXPIRED')) throw error;
      request.auth = null;
    }
  });
}

export function sessionIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', LOG_IN_TO_CONTINUE_MESSAGE);
  return request.auth.sessionId;
}

/** The caller's user id; for owned and staff routes (the access hook has set `request.auth`). */
export function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', LOG_IN_TO_CONTINUE_MESSAGE);
  return request.auth.userId;
}

export default fp(authenticationPlugin, { name: 'authentication' });
