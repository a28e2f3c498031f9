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
 * A route does not call `requireUser` itself: by its handler, this hook has set `request.auth`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { MODULE_EDITOR_ROLES, ZErrorBody, type TUser } from '@padanam/contract';
import { AppError } from '../errors.js';
import type { UserService } from '../modules/users/user.service.js';
import { userIdOf } from './authentication.js';

export type StaffRole = Exclude<TUser['role'], 'student'>;

/**
 * `'metrics-token'`: no person, but Prometheus, with the configured METRICS_TOKEN as its bearer
 * token (GET /metrics, plugins/metrics.ts); a student's or staff member's session is refused.
 */
export type RouteAccess = 'public' | 'owned' | 'metrics-token' | { readonly staff: readonly StaffRole[] };

/** Who may call the console's routes (the table in docs/API.md): teachers and admins, or admins only. */
export const TEACHERS_AND_ADMINS: RouteAccess = { staff: ['teacher', 'admin'] };
export const ADMINS_ONLY: RouteAccess = { staff: ['admin'] };
/** Who may edit modules and their material: the same roles open every module to preview it (db/module-access-conditions.ts). */
export const MODULE_EDITORS: RouteAccess = { staff: MODULE_EDITOR_ROLES };

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

export const STAFF_ONLY_MESSAGE = { en: 'This page is for staff only.', ml: 'ഈ പേജ് സ്റ്റാഫിന് മാത്രമുള്ളതാണ്.' } as const;

/** The caller's staff role on a staff route (the access hook has checked it). */
export function staffActorOf(request: FastifyRequest): { userId: number; role: StaffRole } {
  if (!request.staffRole) throw new AppError('FORBIDDEN', STAFF_ONLY_MESSAGE);
  return { userId: userIdOf(request), role: request.staffRole };
}

/** The OpenAPI security requirement of a route that needs a session. */
const BEARER_SECURITY = [{ bearerAuth: [] }];

const ROLE_NAMES: Record<StaffRole, string> = { teacher: 'teachers', admin: 'admins' };

const REFUSED_INPUT = ZErrorBody.describe(
  'VALIDATION_FAILED: the id, query or body did not pass the route’s checks (`fields` names each refused field)',
);
const NOT_LOGGED_IN = ZErrorBody.describe(
  'UNAUTHENTICATED or SESSION_EXPIRED: log in (checked before the request is read)',
);
const NO_METRICS_TOKEN = ZErrorBody.describe('UNAUTHENTICATED: send METRICS_TOKEN as the bearer token');
const refusedRole = (access: { readonly staff: readonly StaffRole[] }) =>
  ZErrorBody.describe(
    `FORBIDDEN: for ${access.staff.map((role) => ROLE_NAMES[role]).join(' and ') || 'no one'} only (checked before the request is read)`,
  );

/** Whether Fastify validates or the handler reads a request's params, query, headers or body (any of which can be refused with 400). */
const takesInput = (schema: FastifySchema) =>
  schema.params !== undefined ||
  schema.querystring !== undefined ||
  schema.headers !== undefined ||
  schema.body !== undefined ||
  ((schema as { consumes?: string[] }).consumes?.includes('multipart/form-data') ?? false);

/**
 * A route's schema with what its access declaration and the validator imply, for the OpenAPI
 * document and the reply serializer alike: the bearer security requirement on owned and staff
 * routes, 401 on both, 403 on staff routes (naming the roles) and 400 on routes that take input.
 * The access check's 401 and 403 replace any the route declares; its other statuses (an owned
 * route's 403 NOT_ENROLLED, its own 400) are kept as they are.
 */
export function schemaWithAccess(schema: FastifySchema, access: RouteAccess): FastifySchema {
  const declared = schema.response as Record<string, unknown> | undefined;
  const refusedInput = takesInput(schema) ? { 400: REFUSED_INPUT } : {};
  const refusedCaller = {
    ...(access === 'public' ? {} : { 401: access === 'metrics-token' ? NO_METRICS_TOKEN : NOT_LOGGED_IN }),
    ...(typeof access === 'object' ? { 403: refusedRole(access) } : {}),
  };
  return {
    ...schema,
    ...(access === 'public' ? {} : { security: BEARER_SECURITY }),
    // Only beside a response schema the route has: the serializer compiler is the app's (zod's).
    ...(declared ? { response: { ...refusedInput, ...declared, ...refusedCaller } } : {}),
  };
}

export const METRICS_TOKEN_REFUSED = {
  en: 'Send the metrics token as a bearer token.',
  ml: 'മെട്രിക്സ് ടോക്കൺ bearer ടോക്കണായി അയയ്ക്കുക.',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the token. Both sides are hashed first, so the
 * comparison takes the same time whatever was sent, its length included.
 */
export function isBearerOf(token: string, authorization: string | undefined): boolean {
  const sent = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
  return timingSafeEqual(sha256(sent), sha256(token)) && sent.length > 0;
}

export interface AccessControlOptions {
  users: Pick<UserService, 'getUser'>;
  /** METRICS_TOKEN; null or absent: no route may declare 'metrics-token'. */
  metricsToken?: string | null;
}

async function accessControlPlugin(app: FastifyInstance, { users, metricsToken = null }: AccessControlOptions) {
  // One place turns every route's declaration into its OpenAPI security and refusals, so the
  // document cannot disagree with this hook (plugins/openapi.test.ts walks every route).
  // The check itself is the route's own onRequest hook, added here to each route that is not
  // public: a public route runs no access hook at all, and the check knows its route's
  // declaration without looking it up on every request. Route-level onRequest hooks run after
  // the app's (error-handler, security headers), still before the request is read.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) return;
    if (route.schema !== undefined) {
      if (route.schema.security !== undefined)
        throw new Error(
          `${String(route.method)} ${route.url}: remove schema.security; it is derived from config.access (plugins/access-control.ts)`,
        );
      route.schema = schemaWithAccess(route.schema, access);
    }
    if (access === 'public') return;
    if (access === 'metrics-token' && metricsToken === null)
      throw new Error(`${String(route.method)} ${route.url}: 'metrics-token' access needs METRICS_TOKEN`);
    const check =
      access === 'owned' ? requireOwner : access === 'metrics-token' ? requireMetricsToken : requireStaff(access);
    const own = route.onRequest;
    route.onRequest = own === undefined ? [check] : [check, ...(Array.isArray(own) ? own : [own])];
  });
  const requireMetricsToken = async (request: FastifyRequest) => {
    if (metricsToken === null || !isBearerOf(metricsToken, request.headers.authorization))
      throw new AppError('UNAUTHENTICATED', METRICS_TOKEN_REFUSED);
  };
  const requireOwner = async (request: FastifyRequest) => {
    await app.requireUser(request);
  };
  const requireStaff = (access: { readonly staff: readonly StaffRole[] }) => async (request: FastifyRequest) => {
    await app.requireUser(request);
    const { role } = await users.getUser(userIdOf(request));
    const admitted = access.staff.find((staffRole) => staffRole === role);
    if (!admitted) throw new AppError('FORBIDDEN', STAFF_ONLY_MESSAGE);
    request.staffRole = admitted;
  };
}

export default fp(accessControlPlugin, { name: 'access-control', dependencies: ['authentication'] });
