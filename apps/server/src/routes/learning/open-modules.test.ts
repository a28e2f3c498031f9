/**
 * POST /api/modules/open: which downloaded modules a student may still open, asked by their device
 * on every connection. The same access rule as the material files; what is closed is left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_MODULES_CHECK_MAX } from '@padanam/contract';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { grantEnrollment, revokeEnrollments } from '../../test/enrollments.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { ruleBroken } from '../../test/one-error-shape.js';
import { insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type TModule = { id: number; isFreePreview: boolean };

describe('modules a device may keep', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let student: { id: number; token: string };
  let paperId: number;
  let modules: TModule[];
  let otherPaperModules: TModule[];

  const check = (moduleIds: unknown, token: string | null = student.token) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/modules/open',
      headers: token ? bearer(token) : {},
      payload: { moduleIds },
    });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms });
    const inserted = await insertStudent(testApp.database.db);
    student = { id: inserted.id, token: await logIn(testApp.app, sms, inserted.phone) };
    const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(student.token) });
    const majors = (await get('/api/papers?type=Major')).json().papers as { id: number }[];
    paperId = majors[0]!.id;
    modules = (await get(`/api/papers/${paperId}/modules`)).json().modules as TModule[];
    otherPaperModules = (await get(`/api/papers/${majors[1]!.id}/modules`)).json().modules as TModule[];
    expect(modules.some((module) => module.isFreePreview)).toBe(true);
    expect(modules.some((module) => !module.isFreePreview)).toBe(true);
  });
  afterAll(() => testApp.close());

  const ids = (list: TModule[]) => list.map((module) => module.id);
  const freeOf = (list: TModule[]) => ids(list.filter((module) => module.isFreePreview));

  it('lists an enrolled paper’s modules, and of a paper not bought only its free ones, in the order asked', async () => {
    await grantEnrollment(testApp.database.db, { userId: student.id, paperId });
    const asked = [...ids(otherPaperModules), ...ids(modules).reverse()];

    const response = await check(asked);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ moduleIds: [...freeOf(otherPaperModules), ...ids(modules).reverse()] });
  });

  it('leaves out what a revoked enrollment no longer opens, keeping the free modules', async () => {
    expect((await check(ids(modules))).json()).toEqual({ moduleIds: ids(modules) });
    await revokeEnrollments(testApp.database.db, student.id, paperId);
    expect((await check(ids(modules))).json()).toEqual({ moduleIds: freeOf(modules) });
  });

  it('opens one module granted alone, not its neighbours', async () => {
    const other = await insertStudent(testApp.database.db);
    const token = await logIn(testApp.app, sms, other.phone);
    const paid = modules.filter((module) => !module.isFreePreview);
    await grantEnrollment(testApp.database.db, { userId: other.id, paperId, moduleId: paid[0]!.id });
    expect((await check(ids(paid), token)).json()).toEqual({ moduleIds: [paid[0]!.id] });
  });

  it('opens nothing to one student by another’s enrollment', async () => {
    const buyer = await insertStudent(testApp.database.db);
    await grantEnrollment(testApp.database.db, { userId: buyer.id, paperId });
    const buyerToken = await logIn(testApp.app, sms, buyer.phone);
    const other = await insertStudent(testApp.database.db);
    const otherToken = await logIn(testApp.app, sms, other.phone);

    expect((await check(ids(modules), buyerToken)).json()).toEqual({ moduleIds: ids(modules) });
    expect((await check(ids(modules), otherToken)).json()).toEqual({ moduleIds: freeOf(modules) });
  });

  it('leaves out an archived module, and every module of a paper turned back to a draft', async () => {
    const db = testApp.database.db;
    const enrolled = await insertStudent(db);
    await grantEnrollment(db, { userId: enrolled.id, paperId });
    const token = await logIn(testApp.app, sms, enrolled.phone);
    const [archived, ...rest] = ids(modules);

    await db.updateTable('modules').set({ archivedAt: Date.now() }).where('id', '=', archived!).execute();
    try {
      expect((await check(ids(modules), token)).json()).toEqual({ moduleIds: rest });
    } finally {
      await db.updateTable('modules').set({ archivedAt: null }).where('id', '=', archived!).execute();
    }

    await db.updateTable('papers').set({ status: 'draft' }).where('id', '=', paperId).execute();
    try {
      expect((await check(ids(modules), token)).json()).toEqual({ moduleIds: [] });
      // Staff who edit modules read every module, a draft's too, as the module's other reads do.
      const teacher = await insertStaff(db, 'teacher');
      expect((await check(ids(modules), teacher.token)).json()).toEqual({ moduleIds: ids(modules) });
    } finally {
      await db.updateTable('papers').set({ status: 'published' }).where('id', '=', paperId).execute();
    }
  });

  it('keeps an archived paper open to whoever bought it, and closes even its free modules to everyone else', async () => {
    const db = testApp.database.db;
    const buyer = await insertStudent(db);
    await grantEnrollment(db, { userId: buyer.id, paperId });
    const buyerToken = await logIn(testApp.app, sms, buyer.phone);

    await db.updateTable('papers').set({ status: 'archived' }).where('id', '=', paperId).execute();
    try {
      expect((await check(ids(modules), buyerToken)).json()).toEqual({ moduleIds: ids(modules) });
      expect((await check(ids(modules))).json()).toEqual({ moduleIds: [] });
    } finally {
      await db.updateTable('papers').set({ status: 'published' }).where('id', '=', paperId).execute();
    }
  });

  it('leaves out modules that are not there and names each module once', async () => {
    const free = freeOf(modules)[0]!;
    expect((await check([free, 999_999, free])).json()).toEqual({ moduleIds: [free] });
  });

  it('needs a session', async () => {
    const response = await check(ids(modules), null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['no module', []],
    ['too many modules', Array.from({ length: OPEN_MODULES_CHECK_MAX + 1 }, (_, index) => index + 1)],
    ['a module that is not an id', [1.5]],
    ['a list that is not one', 'all'],
  ])('refuses %s in the one error shape', async (_case, moduleIds) => {
    const response = await check(moduleIds);
    expect(response.statusCode).toBe(400);
    expect(ruleBroken(response, { method: 'POST', servesBytes: () => false })).toBeNull();
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });
  });
});

describe('an audio class’s size', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms });
  });
  afterAll(() => testApp.close());

  it('is said before a download: the stored file’s own size', async () => {
    const inserted = await insertStudent(testApp.database.db);
    const token = await logIn(testApp.app, sms, inserted.phone);
    const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
    const paper = ((await get('/api/papers?type=Major')).json().papers as { id: number }[])[0]!;
    const free = ((await get(`/api/papers/${paper.id}/modules`)).json().modules as TModule[]).find(
      (module) => module.isFreePreview,
    )!;
    const [audio] = (await get(`/api/modules/${free.id}/audio`)).json().audio as {
      id: number;
      fileUrl: string;
      sizeBytes: number;
    }[];

    const stored = await testApp.database.db
      .selectFrom('audioClasses')
      .innerJoin('storedFiles', 'storedFiles.id', 'audioClasses.fileId')
      .select('storedFiles.sizeBytes')
      .where('audioClasses.id', '=', audio!.id)
      .executeTakeFirstOrThrow();
    const file = await get(audio!.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(audio!.sizeBytes).toBe(stored.sizeBytes);
    expect(audio!.sizeBytes).toBe(file.rawPayload.byteLength);
    expect(audio!.sizeBytes).toBeGreaterThan(0);
  });
});
