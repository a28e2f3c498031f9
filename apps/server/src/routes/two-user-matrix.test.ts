/**
 * Two students over every route (SECURITY-CHECKLIST 15, 18): student B asks for, changes and
 * deletes each of student A's objects and gets 403/404, or an answer about B alone, and
 * nothing of A's changes; a logged-out caller gets 401 on every non-public route; a student
 * gets 403 on every staff route; every public route works without a token. The routes come
 * from the route inventory, so a route added later is in the matrix or the matrix fails.
 */
import type { LightMyRequestResponse } from 'fastify';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudentSession } from '../database-helpers.js';
import { DEMO_STUDENT_PHONE } from '../db/seed/seed-demo-data.js';
import { createFileStorage } from '../integrations/storage/index.js';
import { systemClock } from '../lib/clock.js';
import { createAuditService } from '../modules/audit/audit.service.js';
import { createDataExportService } from '../modules/privacy/data-export.service.js';
import { createFixedWindowLimiter } from '../modules/rate-limits/rate-limit.service.js';
import { bearer, insertStudent } from '../test/accounts.js';
import { FakeSmsSender } from '../test/fake-sms.js';
import { toJsonSchema } from '../test/json-schema-arbitrary.js';
import { ruleBroken } from '../test/one-error-shape.js';
import { listApiRoutes, pathParameters, routeKey, type ApiRoute } from '../test/route-access.js';
import { rowsOfUser } from '../test/rows-of-user.js';
import { sampleRequest } from '../test/sample-request.js';
import { insertStaff, TINY_PNG, uploadForm } from '../test/staff.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { matrixCaseOf, MATRIX_CASES, type AimedRequest, type ObjectsOfA } from '../test/two-user-cases.js';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const ID_MAXIMUM = 2_147_483_647;

/** Whether a route takes an id in its path or body (a body property that is an id column, or a list of them). */
function takesAnId(route: ApiRoute): boolean {
  if (pathParameters(route.url).length > 0) return true;
  const body = toJsonSchema(route.schema?.body);
  const members = [body, ...(body?.anyOf ?? [])];
  return members.some((member) =>
    Object.values(member?.properties ?? {}).some(
      (property) => property.maximum === ID_MAXIMUM || property.items?.maximum === ID_MAXIMUM,
    ),
  );
}

const isPublic = (route: ApiRoute) => route.access === 'public';
const isStaff = (route: ApiRoute) => typeof route.access === 'object';

function expectOneErrorShape(response: LightMyRequestResponse, method: string, label: string) {
  expect(ruleBroken(response, { method, servesBytes: () => false }), label).toBeNull();
}

describe('two students and every route with an id', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let routes: ApiRoute[];
  let aId: number;
  let aToken: string;
  let bToken: string;
  let teacherToken: string;
  /** An uploaded picture's address, for the public picture route. */
  let pictureUrl: string;
  const a = {} as ObjectsOfA;
  /** B's answers to every own-view read, taken before A had anything. */
  const bBefore = new Map<string, { status: number; body: string }>();

  const send = (method: Method, request: AimedRequest, token?: string) =>
    testApp.app.inject({
      method,
      url: request.url,
      headers: token ? bearer(token) : {},
      ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
    });

  const casesWithIds = () => routes.filter(takesAnId);
  const label = (route: ApiRoute, request: AimedRequest) => `${route.method} ${request.url} (${routeKey(route)})`;

  /** A's answer to every read of the API, aimed at A's objects where the route takes an id. */
  async function viewsOfA(): Promise<Record<string, { status: number; body: string }>> {
    const views: Record<string, { status: number; body: string }> = {};
    for (const route of routes.filter((entry) => entry.method === 'GET')) {
      const requests = matrixCaseOf(route.method, route.url)?.requests(a) ?? [sampleRequest(route)];
      for (const request of requests) {
        const response = await send('GET', request, aToken);
        views[`GET ${request.url}`] = { status: response.statusCode, body: response.body };
      }
    }
    return views;
  }

  beforeAll(async () => {
    // A clock that stands still, so an open attempt reads the same (time left) before and after.
    const now = Date.now();
    testApp = await createTestApp({ seed: true, sms, clock: () => now });
    routes = listApiRoutes(testApp.app);
    const db = testApp.database.db;
    aId = (await db.selectFrom('users').select('id').where('phone', '=', DEMO_STUDENT_PHONE).executeTakeFirstOrThrow())
      .id;
    aToken = await startStudentSession(db, aId, now);
    bToken = await startStudentSession(db, (await insertStudent(db, { name: 'Student B' })).id, now);

    const preview = await db
      .selectFrom('modules')
      .select(['id', 'paperId'])
      .where('isFreePreview', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    a.moduleId = preview.id;
    a.paperId = preview.paperId;
    const firstOf = async (url: string, key: string) =>
      ((await send('GET', { url }, aToken)).json()[key] as { id: number }[])[0]!.id;
    a.noteId = await firstOf(`/api/modules/${a.moduleId}/notes`, 'notes');
    a.audioId = await firstOf(`/api/modules/${a.moduleId}/audio`, 'audio');
    a.videoId = await firstOf(`/api/modules/${a.moduleId}/videos`, 'videos');
    a.departmentId = await firstOf('/api/departments', 'departments');
    a.courseId = await firstOf(`/api/departments/${a.departmentId}/courses`, 'courses');
    a.collegeId = await firstOf('/api/colleges', 'colleges');
    a.userId = aId;
    a.sessionId = (await db.selectFrom('sessions').select('id').where('userId', '=', aId).executeTakeFirstOrThrow()).id;
    a.enrollmentId = (
      await db
        .selectFrom('enrollments')
        .select('id')
        .where('userId', '=', aId)
        .where('revokedAt', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    teacherToken = (await insertStaff(db, 'teacher', now)).token;
    // A picture on a module of another paper than A's, so B's views of A's paper stay as they are.
    const otherModule = await db
      .selectFrom('modules')
      .select('id')
      .where('paperId', '<>', a.paperId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const thumbnail = await send(
      'POST',
      { url: `/api/admin/modules/${otherModule.id}/thumbnail`, payload: uploadForm(TINY_PNG, 'cover.png') },
      teacherToken,
    );
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);
    pictureUrl = thumbnail.json().thumbnailUrl;
    const unowned = await db
      .selectFrom('papers')
      .select('id')
      .where('status', '=', 'published')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('enrollments').select('id').where('userId', '=', aId).whereRef('paperId', '=', 'papers.id'),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    a.unownedPaperId = unowned.id;
    // Placeholders until A has attempts: B's reads below do not use them.
    a.openAttemptId =
      a.openQuestionId =
      a.finishedAttemptId =
      a.cartLineId =
      a.orderId =
      a.announcementId =
      a.feedbackId =
      a.finishedQuestionId =
      a.doubtId =
      a.grievanceId =
      a.annotationImageId =
      a.dataExportId =
        ID_MAXIMUM;
    a.annotationId = 'stamp-of-a-0001';

    for (const route of casesWithIds().filter((entry) => entry.method === 'GET')) {
      const matrixCase = matrixCaseOf(route.method, route.url);
      if (matrixCase?.expect !== 'own-view') continue;
      for (const request of matrixCase.requests(a)) {
        const response = await send('GET', request, bToken);
        bBefore.set(request.url, { status: response.statusCode, body: response.body });
      }
    }

    // A's things: an open attempt with an answer, a finished one, saved items, progress, a new name.
    const open = (
      await send(
        'POST',
        { url: '/api/attempts', payload: { moduleId: a.moduleId, category: 'weekly_challenge' } },
        aToken,
      )
    ).json();
    a.openAttemptId = open.id;
    a.openQuestionId = open.questions[0].id;
    expect(
      (
        await send(
          'PUT',
          { url: `/api/attempts/${a.openAttemptId}/answers/${a.openQuestionId}`, payload: { option: 0 } },
          aToken,
        )
      ).statusCode,
    ).toBe(200);
    const exam = (
      await send('POST', { url: '/api/attempts', payload: { moduleId: a.moduleId, category: 'special_exam' } }, aToken)
    ).json();
    a.finishedAttemptId = exam.id;
    const examAnswers = { answers: { [exam.questions[0].id]: 1 } };
    expect(
      (await send('POST', { url: `/api/attempts/${a.finishedAttemptId}/submit`, payload: examAnswers }, aToken))
        .statusCode,
    ).toBe(200);
    for (const payload of [
      { category: 'module', id: a.moduleId },
      { category: 'paper', id: a.paperId },
    ]) {
      expect((await send('POST', { url: '/api/saved', payload }, aToken)).statusCode).toBe(201);
    }
    expect(
      (await send('POST', { url: `/api/modules/${a.moduleId}/progress`, payload: { kind: 'audio' } }, aToken))
        .statusCode,
    ).toBe(200);
    // A's records of a note: a reading, a bookmark, a stamp with its picture.
    const noteUrl = `/api/notes/${a.noteId}`;
    expect(
      (await send('PUT', { url: `${noteUrl}/reading`, payload: { page: 1, pageCount: 2, pagesSeen: [1] } }, aToken))
        .statusCode,
    ).toBe(200);
    expect((await send('PUT', { url: `${noteUrl}/bookmarks/1` }, aToken)).statusCode).toBe(200);
    const picture = await send(
      'POST',
      { url: `${noteUrl}/annotation-images`, payload: uploadForm(TINY_PNG, 'stamp.png') },
      aToken,
    );
    expect(picture.statusCode, picture.body).toBe(201);
    a.annotationImageId = picture.json().imageId;
    const stamp = { page: 1, kind: 'stamp', editor: { annotationType: 13 }, imageId: a.annotationImageId };
    expect(
      (await send('PUT', { url: `${noteUrl}/annotations/${a.annotationId}`, payload: stamp }, aToken)).statusCode,
    ).toBe(200);
    expect((await send('PATCH', { url: '/api/me', payload: { name: 'Avani A' } }, aToken)).statusCode).toBe(200);
    // An order of A's (checking out empties the cart), then a cart line of A's.
    const bought = await send('POST', { url: '/api/cart/items', payload: { paperId: a.unownedPaperId } }, aToken);
    const order = await send(
      'POST',
      { url: '/api/orders', payload: { method: 'whatsapp', seenTotalPaise: bought.json().totalPaise } },
      aToken,
    );
    expect(order.statusCode, order.body).toBe(201);
    a.orderId = order.json().order.id;
    const cart = await send('POST', { url: '/api/cart/items', payload: { paperId: a.unownedPaperId } }, aToken);
    expect(cart.statusCode, cart.body).toBe(201);
    a.cartLineId = cart.json().items[0].id;
    // A reads and registers for an event open to everyone.
    const event = await testApp.database.db
      .selectFrom('announcements')
      .select('id')
      .where('hasRegistration', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    a.announcementId = event.id;
    for (const url of [`/api/notifications/${event.id}/read`, `/api/announcements/${event.id}/registrations`])
      expect((await send('POST', { url, payload: {} }, aToken)).statusCode, url).toBe(204);
    const issue = await send(
      'POST',
      { url: '/api/feedback', payload: { kind: 'issue', issueType: 'bug', description: 'The timer froze.' } },
      aToken,
    );
    expect(issue.statusCode, issue.body).toBe(201);
    a.feedbackId = issue.json().id;
    const grievance = await send(
      'POST',
      {
        url: '/api/me/grievances',
        payload: { category: 'access', subject: 'What do you hold?', text: 'Please list my data.' },
      },
      aToken,
    );
    expect(grievance.statusCode, grievance.body).toBe(201);
    a.grievanceId = grievance.json().id;
    a.finishedQuestionId = exam.questions[0].id;
    const doubt = await send(
      'POST',
      {
        url: '/api/doubts',
        payload: {
          moduleId: a.moduleId,
          attemptId: a.finishedAttemptId,
          questionId: a.finishedQuestionId,
          text: 'Why is option B right?',
        },
      },
      aToken,
    );
    expect(doubt.statusCode, doubt.body).toBe(201);
    a.doubtId = doubt.json().id;
    const asked = await send(
      'POST',
      { url: '/api/assistant/questions', payload: { question: 'stack overflow' } },
      aToken,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    a.conversationId = asked.json().conversationId;
    // A's copy of their data, built as the sweep builds it and downloaded by A: a download changes
    // it (once only), and A reads every route below. B must get 404, never the 410 that tells A it
    // is spent (a ready one refused to B: routes/privacy/data-export.test.ts).
    const dataExport = await send('POST', { url: '/api/me/data-exports' }, aToken);
    expect(dataExport.statusCode, dataExport.body).toBe(202);
    a.dataExportId = dataExport.json().id;
    const built = await createDataExportService({
      db,
      clock: systemClock,
      storage: createFileStorage(testApp.config),
      audit: createAuditService({ db, clock: systemClock }),
      requestLimiter: createFixedWindowLimiter({ db, name: 'unused', limit: 1, windowMs: 1 }),
    }).sweep();
    expect(built.built).toBe(1);
    const downloaded = await send('GET', { url: `/api/me/data-exports/${a.dataExportId}/download` }, aToken);
    expect(downloaded.statusCode, downloaded.body).toBe(200);
  });
  afterAll(() => testApp.close());

  it('has a case for every route that takes an id, and none for a route that is gone', () => {
    const withIds = casesWithIds();
    expect(withIds.length).toBeGreaterThan(10);
    const missing = withIds.filter((route) => !matrixCaseOf(route.method, route.url)).map(routeKey);
    expect(missing, 'add these routes to test/two-user-cases.ts').toEqual([]);
    const known = new Set(routes.map(routeKey));
    expect(Object.keys(MATRIX_CASES).filter((key) => !known.has(key))).toEqual([]);
  });

  it("refuses B every read of A's attempts, answer key included, with 403/404 in the one shape", async () => {
    let checked = 0;
    for (const route of casesWithIds().filter((entry) => entry.method === 'GET' || entry.method === 'HEAD')) {
      const matrixCase = matrixCaseOf(route.method, route.url);
      if (matrixCase?.expect !== 'refused') continue;
      for (const request of matrixCase.requests(a)) {
        const response = await send(route.method as Method, request, bToken);
        expect([403, 404], label(route, request)).toContain(response.statusCode);
        expectOneErrorShape(response, route.method, label(route, request));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it("gives B the same answer on A's modules, files and papers as before A had anything", async () => {
    expect(bBefore.size).toBeGreaterThan(5);
    for (const route of casesWithIds().filter((entry) => entry.method === 'GET')) {
      const matrixCase = matrixCaseOf(route.method, route.url);
      if (matrixCase?.expect !== 'own-view') continue;
      for (const request of matrixCase.requests(a)) {
        const response = await send('GET', request, bToken);
        expect({ status: response.statusCode, body: response.body }, label(route, request)).toEqual(
          bBefore.get(request.url),
        );
      }
    }
  });

  it("lets B change or delete nothing of A's: 403/404 on A's attempts, B's own rows otherwise", async () => {
    const rowsBefore = await rowsOfUser(testApp.database.db, aId);
    const viewsBefore = await viewsOfA();
    let checked = 0;
    for (const route of casesWithIds().filter((entry) => !['GET', 'HEAD'].includes(entry.method))) {
      const matrixCase = matrixCaseOf(route.method, route.url)!;
      for (const request of matrixCase.requests(a)) {
        const response = await send(route.method as Method, request, bToken);
        expectOneErrorShape(response, route.method, label(route, request));
        if (matrixCase.expect === 'refused') expect([403, 404], label(route, request)).toContain(response.statusCode);
        else if (route.url.startsWith('/api/attempts')) {
          // B's own attempt: never one of A's.
          const id = response.body === '' ? undefined : (response.json() as { id?: unknown }).id;
          expect([a.openAttemptId, a.finishedAttemptId], label(route, request)).not.toContain(id);
        } else if (route.url === '/api/doubts' && response.statusCode === 201) {
          expect((response.json() as { id: number }).id, label(route, request)).not.toBe(a.doubtId);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    expect(await rowsOfUser(testApp.database.db, aId)).toEqual(rowsBefore);
    expect(await viewsOfA()).toEqual(viewsBefore);
  });

  it('asks a logged-out caller of every non-public route to log in: 401 in the one shape', async () => {
    const guarded = routes.filter((route) => !isPublic(route));
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      for (const request of matrixCaseOf(route.method, route.url)?.requests(a) ?? [sampleRequest(route)]) {
        const response = await send(route.method as Method, request);
        expect(response.statusCode, label(route, request)).toBe(401);
        expectOneErrorShape(response, route.method, label(route, request));
        if (route.method !== 'HEAD') expect(response.json().error.code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('refuses a student on every staff route with 403, the check coming from the declaration', async () => {
    // The declaration is enforced by one hook (plugins/access-control.test.ts proves it on a
    // staff route that has no check of its own); this app must run it.
    expect(testApp.app.hasPlugin('access-control')).toBe(true);
    for (const route of routes.filter(isStaff)) {
      for (const request of matrixCaseOf(route.method, route.url)?.requests(a) ?? [sampleRequest(route)]) {
        const response = await send(route.method as Method, request, bToken);
        expect(response.statusCode, label(route, request)).toBe(403);
        expectOneErrorShape(response, route.method, label(route, request));
      }
    }
  });

  it('refuses a teacher on every admin-only route with 403', async () => {
    const adminOnly = routes.filter(
      (route) => typeof route.access === 'object' && !route.access.staff.includes('teacher'),
    );
    expect(adminOnly.length).toBeGreaterThan(5);
    for (const route of adminOnly) {
      for (const request of matrixCaseOf(route.method, route.url)?.requests(a) ?? [sampleRequest(route)]) {
        const response = await send(route.method as Method, request, teacherToken);
        expect(response.statusCode, label(route, request)).toBe(403);
        expectOneErrorShape(response, route.method, label(route, request));
      }
    }
  });

  it('serves every public route without a token', async () => {
    const departmentId = a.departmentId;
    const courseId = (
      (await send('GET', { url: `/api/departments/${departmentId}/courses` })).json().courses as { id: number }[]
    )[0]!.id;
    const phone = '9876500011';
    const signup = {
      name: 'New Student',
      email: 'new.student@example.in',
      phone,
      collegeName: 'University College, Thiruvananthapuram',
      department: String(departmentId),
      semester: '3',
      course: String(courseId),
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeAgreed: true,
    };
    // In order: signing up, then sending a code, then checking it, is a whole login without a token.
    const publicRequests: Record<string, { request: () => AimedRequest; status: number }> = {
      'GET /api/health': { request: () => ({ url: '/api/health' }), status: 200 },
      'GET /api/departments': { request: () => ({ url: '/api/departments' }), status: 200 },
      'GET /api/departments/:id/courses': {
        request: () => ({ url: `/api/departments/${departmentId}/courses` }),
        status: 200,
      },
      'GET /api/colleges': { request: () => ({ url: '/api/colleges?q=college' }), status: 200 },
      'GET /api/papers': { request: () => ({ url: '/api/papers?type=Major' }), status: 200 },
      'GET /api/checkout/methods': { request: () => ({ url: '/api/checkout/methods' }), status: 200 },
      'GET /api/plans': { request: () => ({ url: '/api/plans' }), status: 200 },
      'GET /api/push/key': { request: () => ({ url: '/api/push/key' }), status: 200 },
      'GET /api/privacy/notice': { request: () => ({ url: '/api/privacy/notice' }), status: 200 },
      // Razorpay is off in this app: the webhook says so (409) without asking for a login.
      'POST /api/payments/razorpay/webhook': {
        request: () => ({ url: '/api/payments/razorpay/webhook', payload: { event: 'payment.captured' } }),
        status: 409,
      },
      'GET /api/papers/:id': { request: () => ({ url: `/api/papers/${a.paperId}` }), status: 200 },
      'GET /api/papers/:id/modules': { request: () => ({ url: `/api/papers/${a.paperId}/modules` }), status: 200 },
      'GET /api/pictures/:name': { request: () => ({ url: pictureUrl }), status: 200 },
      'GET /api/auth/parent-consent': { request: () => ({ url: '/api/auth/parent-consent' }), status: 200 },
      'POST /api/auth/parent-consent/code': {
        request: () => ({
          url: '/api/auth/parent-consent/code',
          payload: { countryCode: '+91', phone: '9876500012', studentPhone: '9876500013' },
        }),
        status: 202,
      },
      'POST /api/auth/signup': { request: () => ({ url: '/api/auth/signup', payload: signup }), status: 201 },
      'POST /api/auth/otp': {
        request: () => ({ url: '/api/auth/otp', payload: { countryCode: '+91', phone } }),
        status: 202,
      },
      'POST /api/auth/otp/verify': {
        request: () => ({
          url: '/api/auth/otp/verify',
          payload: { countryCode: '+91', phone, code: sms.lastCodeFor(`+91${phone}`) },
        }),
        status: 200,
      },
    };
    const publicRoutes = routes.filter(isPublic);
    const missing = publicRoutes.filter(
      (route) => !publicRequests[`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`],
    );
    expect(missing.map(routeKey), 'say in this test how each public route is used').toEqual([]);
    for (const route of publicRoutes) {
      const { request, status } = publicRequests[`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`]!;
      const aimed = request();
      const response = await send(route.method as Method, aimed);
      expect(response.statusCode, `${label(route, aimed)}: ${response.body}`).toBe(status);
    }
  });
});
