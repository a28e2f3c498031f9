/**
 * Who may call a route is decided before anything the caller sent is read (SECURITY-CHECKLIST
 * 18): on every non-public route a logged-out caller with a garbage id, query or body gets 401,
 * a student on a staff route and a teacher on an admin-only route get 403, never a 400 that
 * names the route's fields, a 413 or a 415. The routes come from the route inventory.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertStudent } from '../test/accounts.js';
import { startStudentSession } from '../database-helpers.js';
import { ruleBroken } from '../test/one-error-shape.js';
import { listApiRoutes, routeKey, type ApiRoute } from '../test/route-access.js';
import { insertStaff } from '../test/staff.js';
import { createTestApp, TEST_METRICS_TOKEN, type TestApp } from '../test/test-app.js';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const ONE_MEBIBYTE = 1024 * 1024;

/** Bodies that fail every route's body schema or parser, each with the content type it is sent as. */
const GARBAGE_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"broken":' },
  { contentType: 'application/json', payload: '{"extraField":[1,2],"role":"admin","name":""}' },
  { contentType: 'application/json', payload: JSON.stringify({ name: 'x'.repeat(ONE_MEBIBYTE + 16) }) },
  { contentType: 'text/plain', payload: 'not json at all' },
  { contentType: 'multipart/form-data; boundary=----padanam', payload: '------padanam\r\nbroken' },
];

/** The route's URL with every path parameter and the query made of garbage. */
const garbageUrl = (route: ApiRoute) =>
  `${route.url.replaceAll(/:[A-Za-z]+/g, 'not-an-id')}?page=-1&limit=zz&status=nonsense&extra=%zz&__proto__[role]=admin`;

function garbageRequests(route: ApiRoute): { url: string; headers: Record<string, string>; payload?: string }[] {
  const url = garbageUrl(route);
  if (route.method === 'GET' || route.method === 'HEAD') return [{ url, headers: {} }];
  return GARBAGE_BODIES.map(({ contentType, payload }) => ({ url, headers: { 'content-type': contentType }, payload }));
}

describe('access before input, on every non-public route', () => {
  let testApp: TestApp;
  let routes: ApiRoute[];
  let studentToken: string;
  let teacherToken: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    routes = listApiRoutes(testApp.app);
    const student = await insertStudent(testApp.database.db);
    studentToken = await startStudentSession(testApp.database.db, student.id);
    ({ token: teacherToken } = await insertStaff(testApp.database.db, 'teacher'));
  });
  afterAll(() => testApp.close());

  /** Every garbage request to each route, sent with the given authorization header; the wrong answers. */
  async function wrongAnswers(
    chosen: ApiRoute[],
    authorization: Record<string, string>,
    expected: { status: number; code: string },
  ): Promise<string[]> {
    const wrong: string[] = [];
    for (const route of chosen) {
      for (const request of garbageRequests(route)) {
        const response: LightMyRequestResponse = await testApp.app.inject({
          method: route.method as Method,
          url: request.url,
          headers: { ...request.headers, ...authorization },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        const label = `${routeKey(route)} ${request.headers['content-type'] ?? ''} ${request.payload?.slice(0, 40) ?? ''}`;
        const broken = ruleBroken(response, { method: route.method, servesBytes: () => false });
        if (response.statusCode !== expected.status || broken)
          wrong.push(`${label}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        else if (route.method !== 'HEAD' && response.json().error.code !== expected.code)
          wrong.push(`${label}: ${response.statusCode} ${response.json().error.code}`);
      }
    }
    return wrong;
  }

  it('asks a logged-out caller to log in (401) whatever the id, query or body', async () => {
    const guarded = routes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(60);
    expect(await wrongAnswers(guarded, {}, { status: 401, code: 'UNAUTHENTICATED' })).toEqual([]);
  });

  it('refuses a malformed or unknown token with 401 before reading the request', async () => {
    const guarded = routes.filter((route) => route.access !== 'public' && route.access !== 'metrics-token');
    for (const authorization of ['Bearer short', `Bearer ${'a'.repeat(43)}`]) {
      expect(await wrongAnswers(guarded, { authorization }, { status: 401, code: 'SESSION_EXPIRED' })).toEqual([]);
    }
  });

  it('admits only METRICS_TOKEN on a metrics-token route: a session, a wrong or a near token get 401', async () => {
    const tokenRoutes = routes.filter((route) => route.access === 'metrics-token');
    expect(tokenRoutes.map(routeKey).sort()).toEqual(['GET /metrics', 'HEAD /metrics']);
    const { token: adminToken } = await insertStaff(testApp.database.db, 'admin');
    const refused = [
      bearer(studentToken),
      bearer(teacherToken),
      bearer(adminToken),
      { authorization: 'Bearer short' },
      { authorization: `Bearer ${TEST_METRICS_TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${TEST_METRICS_TOKEN} ` },
      { authorization: `Bearer ${TEST_METRICS_TOKEN}${TEST_METRICS_TOKEN}` },
      { authorization: TEST_METRICS_TOKEN },
      { authorization: `Basic ${TEST_METRICS_TOKEN}` },
      { authorization: 'Bearer ' },
    ];
    for (const authorization of refused)
      expect(await wrongAnswers(tokenRoutes, authorization, { status: 401, code: 'UNAUTHENTICATED' })).toEqual([]);
    const admitted = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
    });
    expect(admitted.statusCode).toBe(200);
  });

  it('refuses a student on every staff route with 403 whatever the id, query or body', async () => {
    const staffRoutes = routes.filter((route) => typeof route.access === 'object');
    expect(staffRoutes.length).toBeGreaterThan(40);
    expect(await wrongAnswers(staffRoutes, bearer(studentToken), { status: 403, code: 'FORBIDDEN' })).toEqual([]);
  });

  it('refuses a teacher on every admin-only route with 403 whatever the id, query or body', async () => {
    const adminOnly = routes.filter(
      (route) => typeof route.access === 'object' && !route.access.staff.includes('teacher'),
    );
    expect(adminOnly.length).toBeGreaterThan(5);
    expect(await wrongAnswers(adminOnly, bearer(teacherToken), { status: 403, code: 'FORBIDDEN' })).toEqual([]);
  });
});
