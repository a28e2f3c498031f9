/**
 * A route's access declaration is its check (SECURITY-CHECKLIST 15, 18): routes registered here
 * for the test declare staff or owned access and call no `requireUser` and no role check of
 * their own, so only the access-control hook stands between a caller and the handler.
 */
import { ZErrorBody } from '@padanam/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionService } from '../modules/auth/session.service.js';
import { userServiceFor } from '../test/consents.js';
import { bearer, insertStudent } from '../test/accounts.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import accessControlPlugin, { schemaWithAccess, STAFF_ONLY_MESSAGE, type RouteAccess } from './access-control.js';
import authenticationPlugin from './authentication.js';
import errorHandlerPlugin from './error-handler.js';

describe('a route’s OpenAPI security comes from its access declaration', () => {
  it('refuses to register a route that writes its own security requirement', async () => {
    const database = await createTestDatabase();
    const clock = () => Date.now();
    const app = Fastify();
    try {
      await app.register(authenticationPlugin, { sessions: createSessionService({ db: database.db, clock }) });
      await app.register(accessControlPlugin, { users: userServiceFor(database.db, clock) });
      const declaring = (security: unknown) =>
        app.get('/api/test-only/declares-security', {
          config: { access: 'owned' },
          schema: { security } as object,
          handler: async () => ({}),
        });
      expect(() => declaring([{ bearerAuth: [] }])).toThrow(/derived from config\.access/);
      expect(() => declaring([])).toThrow(/derived from config\.access/);
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it('adds the bearer requirement, 401, 403 naming the roles and 400 beside a route’s own responses', () => {
    const own = { 200: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
    const staff = schemaWithAccess({ params: {}, response: own }, { staff: ['teacher', 'admin'] });
    expect(staff.security).toEqual([{ bearerAuth: [] }]);
    const staffResponses = staff.response as Record<string, { description?: string }>;
    expect(Object.keys(staffResponses).sort()).toEqual(['200', '400', '401', '403']);
    expect(staffResponses[403]?.description).toMatch(/for teachers and admins only/);
    const owned = schemaWithAccess({ response: own }, 'owned');
    // An owned route's own 403 (NOT_ENROLLED) is kept; no input, so no 400.
    const ownedResponses = owned.response as Record<string, { description?: string }>;
    expect(Object.keys(ownedResponses).sort()).toEqual(['200', '401', '403']);
    expect(ownedResponses[403]).toBe(ZErrorBody);
    expect(ownedResponses[401]?.description).toMatch(/^UNAUTHENTICATED or SESSION_EXPIRED/);
    const open = schemaWithAccess({ querystring: {}, response: { 200: ZErrorBody } }, 'public');
    expect(open.security).toBeUndefined();
    expect(Object.keys(open.response as object).sort()).toEqual(['200', '400']);
  });
});

describe('access declared on a route is enforced by the hook', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let studentToken: string;
  let adminToken: string;
  const handled: string[] = [];

  const routeDeclaring = (url: string, access: RouteAccess) =>
    app.get(url, { config: { access } }, async (request) => {
      handled.push(`${request.method} ${url}`);
      return { secret: 'only for those admitted' };
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    const clock = () => Date.now();
    const sessions = createSessionService({ db: database.db, clock });
    const users = userServiceFor(database.db, clock);
    app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(authenticationPlugin, { sessions });
    await app.register(accessControlPlugin, { users });
    routeDeclaring('/api/test-only/staff', { staff: ['admin'] });
    routeDeclaring('/api/test-only/nobody', { staff: [] });
    routeDeclaring('/api/test-only/owned', 'owned');
    routeDeclaring('/api/test-only/public', 'public');
    for (const [url, access] of [
      ['/api/test-only/staff-form', { staff: ['admin'] }],
      ['/api/test-only/owned-form', 'owned'],
    ] as const) {
      app.post(
        url,
        {
          config: { access },
          schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
        },
        async () => {
          handled.push(`POST ${url}`);
          return { secret: 'only for those admitted' };
        },
      );
    }
    await app.ready();

    const student = await insertStudent(database.db);
    const admin = await insertStudent(database.db, { role: 'admin' });
    studentToken = await sessions.startSession(student.id);
    adminToken = await sessions.startSession(admin.id);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const call = (method: 'GET' | 'HEAD', url: string, token?: string) =>
    app.inject({ method, url, headers: token ? bearer(token) : {} });

  it('refuses a student on a staff route with 403 in the one shape, before the handler runs', async () => {
    handled.length = 0;
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await call(method, '/api/test-only/staff', studentToken);
      expect(response.statusCode, method).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      if (method === 'GET')
        expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: STAFF_ONLY_MESSAGE.en } });
    }
    expect(handled).toEqual([]);
  });

  it('asks a logged-out caller of a staff or owned route to log in (401), before the handler runs', async () => {
    handled.length = 0;
    for (const url of ['/api/test-only/staff', '/api/test-only/owned', '/api/test-only/nobody']) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' },
      });
      const stale = await call('GET', url, 'x'.repeat(43));
      expect(stale.statusCode, url).toBe(401);
      expect(stale.json().error.code, url).toBe('SESSION_EXPIRED');
    }
    expect(handled).toEqual([]);
  });

  it('decides who may call before the body is read or validated: 401 and 403, never 400', async () => {
    handled.length = 0;
    const post = (url: string, payload: string, token?: string) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      });
    for (const payload of ['{"broken":', '{"unknown":1}']) {
      for (const url of ['/api/test-only/staff-form', '/api/test-only/owned-form']) {
        const loggedOut = await post(url, payload);
        expect(loggedOut.statusCode, `${url} ${payload}`).toBe(401);
        expect(loggedOut.json().error.code).toBe('UNAUTHENTICATED');
      }
      const student = await post('/api/test-only/staff-form', payload, studentToken);
      expect(student.statusCode, payload).toBe(403);
      expect(student.json().error.code).toBe('FORBIDDEN');
      // Once admitted, the body is checked as before.
      expect((await post('/api/test-only/staff-form', payload, adminToken)).statusCode, payload).toBe(400);
      expect((await post('/api/test-only/owned-form', payload, studentToken)).statusCode, payload).toBe(400);
    }
    expect(handled).toEqual([]);
  });

  it('admits a staff role only to the routes that name it', async () => {
    expect((await call('GET', '/api/test-only/staff', adminToken)).json()).toEqual({
      secret: 'only for those admitted',
    });
    expect((await call('GET', '/api/test-only/nobody', adminToken)).statusCode).toBe(403);
  });

  it('admits any logged-in student to an owned route, and anyone to a public one', async () => {
    expect((await call('GET', '/api/test-only/owned', studentToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/test-only/owned', adminToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/test-only/public')).statusCode).toBe(200);
  });
});
