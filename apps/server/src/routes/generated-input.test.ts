/**
 * Generated bad input over every route (SECURITY-CHECKLIST 19, 36, 37): requests made from each
 * registered route's own schemas, half of them with a logged-in student's token, against the
 * seeded demo database. No 5xx, every 4xx in the one error shape as application/json, every 2xx
 * JSON (or the file bytes its route declares). A failure prints the request, ready to replay.
 *
 * A second run sends generated requests in batches, all at once, so writes race each other (two
 * creates of one name, a delete beside an update): on PostgreSQL they really run in parallel
 * transactions, and a race must end in a 4xx, never a 5xx.
 *
 * FUZZ_SEED and FUZZ_RUNS change the seed and the number of requests (one request per run), and
 * FUZZ_BATCHES the number of batches, for longer runs on a developer's machine; CI runs the
 * defaults on both engines.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT_PHONE } from '../db/seed/seed-demo-data.js';
import { startStudentSession } from '../database-helpers.js';
import { generatedRequests, type GeneratedRequest } from '../test/generated-requests.js';
import { toJsonSchema } from '../test/json-schema-arbitrary.js';
import { ruleBroken } from '../test/one-error-shape.js';
import { listApiRoutes, routeKey, type ApiRoute } from '../test/route-access.js';
import { insertStaff } from '../test/staff.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20_000);
/** Batches of 2-8 requests sent at once (FUZZ_BATCHES): races between writes, as on exam day. */
const BATCHES = Number(process.env.FUZZ_BATCHES ?? 1_500);
const TEST_TIMEOUT_MS = Math.max(10 * 60_000, (RUNS + BATCHES * 5) * 60);

/** Whether a status of a route carries file bytes: its response schema is "anything" (no JSON shape). */
function servesBytesFor(route: ApiRoute | undefined) {
  const responses = (route?.schema?.response ?? {}) as Record<string, unknown>;
  return (status: number) => {
    const schema = toJsonSchema(responses[status]);
    return schema !== undefined && !schema.type && !schema.anyOf && !schema.properties && !schema.enum;
  };
}

/** The request as JSON and as curl, so whoever reads a failure can send it again. */
function replayable(request: GeneratedRequest, headers: Record<string, string>): string {
  const shown = { ...headers };
  if (request.asStudent) shown.authorization = 'Bearer <a logged-in token: an admin on staff routes, else a student>';
  const body =
    request.payload !== undefined && request.payload.length > 300
      ? `${request.payload.slice(0, 120)}… (${request.payload.length} characters)`
      : request.payload;
  const curlHeaders = Object.entries(shown)
    .map(([name, value]) => ` -H '${name}: ${value}'`)
    .join('');
  const curlBody = body === undefined ? '' : ` --data-raw '${body.replaceAll("'", "'\\''")}'`;
  return [
    `request: ${JSON.stringify({ method: request.method, url: request.url, headers: shown, body, remoteAddress: request.remoteAddress })}`,
    `replay:  curl -s -i -X ${request.method} 'http://localhost:3000${request.url}'${curlHeaders}${curlBody}`,
  ].join('\n');
}

function describeResponse(response: LightMyRequestResponse): string {
  const body = response.body.length > 300 ? `${response.body.slice(0, 300)}…` : response.body;
  return `response: ${response.statusCode} ${String(response.headers['content-type'] ?? '(no content type)')} ${body}`;
}

describe('generated bad input over every route', () => {
  let testApp: TestApp;
  let studentId: number;
  let studentToken: string;
  let adminId: number;
  let adminToken: string;
  let routes: ApiRoute[];
  const statusesByRoute = new Map<string, Map<number, number>>();
  let sent = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const student = await testApp.database.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', DEMO_STUDENT_PHONE)
      .executeTakeFirstOrThrow();
    studentId = student.id;
    studentToken = await startStudentSession(testApp.database.db, studentId);
    ({ id: adminId, token: adminToken } = await insertStaff(testApp.database.db, 'admin'));
    routes = listApiRoutes(testApp.app);
  });
  afterAll(async () => {
    printHistogram();
    await testApp?.close();
  });

  function count(request: GeneratedRequest, status: number, isRoute: boolean) {
    // Other methods on a route's path are no route at all: one line for all of them.
    const route = isRoute ? request.route : 'any other method on a route path';
    const statuses = statusesByRoute.get(route) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    statusesByRoute.set(route, statuses);
    sent += 1;
  }

  function printHistogram() {
    const lines = [...statusesByRoute.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, statuses]) => {
        const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
        const byStatus = [...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ');
        return `${route.padEnd(48)} ${String(total).padStart(5)}  ${byStatus}`;
      });
    console.log(`generated-input: ${sent} requests, seed ${SEED}\n${lines.join('\n')}`);
  }

  /** A logged-in request to a staff route goes as an admin, so the console's handlers meet the
   * generated input too (a student would only ever get 403 there). */
  function isStaffRoute(key: string) {
    return typeof routes.find((route) => routeKey(route) === key)?.access === 'object';
  }

  async function send(request: GeneratedRequest) {
    const asAdmin = request.asStudent && isStaffRoute(request.route);
    const headers = {
      ...request.headers,
      ...(request.asStudent ? { authorization: `Bearer ${asAdmin ? adminToken : studentToken}` } : {}),
    };
    try {
      const response = await testApp.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        remoteAddress: request.remoteAddress,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      return { request, headers, asAdmin, response };
    } catch (error) {
      throw new Error(
        `${request.route}: the request could not be answered (${String(error)})\n${replayable(request, headers)}`,
      );
    }
  }

  /** Counts the answer, checks it against the rules, and puts the callers back as they were. */
  async function check({ request, headers, asAdmin, response }: Awaited<ReturnType<typeof send>>) {
    const route = routes.find((candidate) => routeKey(candidate) === request.route);
    count(request, response.statusCode, route !== undefined);
    // Logging out (a generated request may) ends the student's session: carry on with a new one.
    if (
      request.asStudent &&
      !asAdmin &&
      response.statusCode === 401 &&
      headers.authorization === `Bearer ${studentToken}`
    )
      studentToken = await startStudentSession(testApp.database.db, studentId);
    // A generated role change may have demoted the admin: restore them and carry on.
    if (asAdmin && [401, 403].includes(response.statusCode) && headers.authorization === `Bearer ${adminToken}`) {
      await testApp.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', adminId).execute();
      adminToken = await startStudentSession(testApp.database.db, adminId);
    }
    const broken = ruleBroken(response, { method: request.method, servesBytes: servesBytesFor(route) });
    if (broken) {
      throw new Error(
        `${request.route} answered ${broken}\n${replayable(request, headers)}\n${describeResponse(response)}`,
      );
    }
  }

  it(
    'answers every generated request without a 5xx, every 4xx in the one error shape, every 2xx in JSON',
    async () => {
      const property = fc.asyncProperty(generatedRequests(routes), async (request) => check(await send(request)));
      await fc.assert(property, { seed: SEED, numRuns: RUNS });

      // Every route was reached, and rate limits did not turn a route's run into nothing but refusals.
      for (const route of routes) {
        const statuses = statusesByRoute.get(routeKey(route));
        const total = [...(statuses?.values() ?? [])].reduce((sum, n) => sum + n, 0);
        expect(total, `${routeKey(route)} got no requests`).toBeGreaterThan(0);
        expect(statuses?.get(429) ?? 0, `${routeKey(route)} was mostly rate-limited`).toBeLessThan(total / 2);
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'answers generated requests sent together by the same rules: a race ends in a 4xx, never a 5xx',
    async () => {
      const batches = fc.array(generatedRequests(routes), { minLength: 2, maxLength: 8 });
      const property = fc.asyncProperty(batches, async (batch) => {
        const answered = await Promise.all(batch.map(send));
        for (const each of answered) await check(each);
      });
      await fc.assert(property, { seed: SEED + 1, numRuns: BATCHES });
    },
    TEST_TIMEOUT_MS,
  );
});
