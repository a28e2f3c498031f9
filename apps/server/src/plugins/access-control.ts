/**
 * Who may call a route, declared once on the route itself and enforced here, so the declaration
 * cannot drift from the check: `config: { access: 'public' }` for anyone, `'owned'` for a
 * logged-in student acting on their own data, `{ staff: ['admin'] }` for the staff roles named.
 * A route declared staff gets its role check from this hook whether or not its handler
 * remembers one (routes/two-user-matrix.test.ts walks every route; every /api route must
 * declare its access, routes/route-inventory.test.ts).
 *
 * The check runs in `onRequest`, before Fastify reads the body, parses it and validates the
 * params, query and body (its lifecycle: onRequest, preParsing, parsing, preValidation,
 * validation, preHandler): who may call a route is decided before anything they sent is
 * looked at, so a logged-out caller gets 401 and a student on a staff route 403, never a 400
 * that names the route's fields, a 413 or a 415 (routes/access-before-input.test.ts). Whether
 * an owned route's object is the caller's needs its id and stays with the handler's service.
 * Routes that also call `requireUser` keep doing so; the session lookup behind it is
 * remembered for the request's burst (session-cache.ts), so the second call costs no query.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TUser } from '@padanam/contract';
import { AppError } from '../errors.js';
import type { UserService } from '../modules/users/user.service.js';
import { userIdOf } from './authentication.js';

export type StaffRole = Exclude<TUser['role'], 'student'>;

export type RouteAccess = 'public' | 'owned' | { readonly staff: readonly StaffRole[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; every /api route declares it. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** On a staff route, the caller's role as this hook found it. */
    staffRole?: StaffRole;
  }
}

export const STAFF_ONLY_MESSAGE = 'This page is for staff only.';

/** The caller's staff role on a staff route (the access hook has checked it). */
export function staffActorOf(request: FastifyRequest): { userId: number; role: StaffRole } {
  if (!request.staffRole) throw new AppError('FORBIDDEN', STAFF_ONLY_MESSAGE);
  return { userId: userIdOf(request), role: request.staffRole };
}

export function describeAccess(access: RouteAccess | undefined): string {
  if (access === undefined) return 'undeclared';
  return typeof access === 'string' ? access : `staff (${access.staff.join(', ')})`;
}

async function accessControlPlugin(app: FastifyInstance, { users }: { users: Pick<UserService, 'getUser'> }) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    await app.requireUser(request);
    if (access === 'owned') return;
    const { role } = await users.getUser(userIdOf(request));
    const admitted = access.staff.find((staffRole) => staffRole === role);
    if (!admitted) throw new AppError('FORBIDDEN', STAFF_ONLY_MESSAGE);
    request.staffRole = admitted;
  });
}

export default fp(accessControlPlugin, { name: 'access-control', dependencies: ['authentication'] });
