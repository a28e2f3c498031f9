/**
 * The anonymous catalogue replies are cached per catalogue version (plugins/catalogue-response-cache.ts):
 * a version bump in the database reaches every app on that database, and a logged-in caller's
 * own fields never reach anyone else.
 */
import { ZModuleList, ZPaperDetails, ZPaperList } from '@padanam/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogueVersion, readCatalogueVersion } from '../../db/catalogue-version.js';
import { DEMO_STUDENT_PHONE } from '../../db/seed/demo-accounts.js';
import { startStudentSession } from '../../database-helpers.js';
import { createFakeClock } from '../../lib/clock.js';
import { CATALOGUE_VERSION_MAX_AGE_MS } from '../../modules/papers/catalogue-version.service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('catalogue reply cache', () => {
  const clock = createFakeClock();
  let first: TestApp;
  let second: TestApp;
  let paperId: number;
  let studentToken: string;

  const get = (testApp: TestApp, url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const listTitles = async (testApp: TestApp) =>
    ZPaperList.parse((await get(testApp, '/api/papers?type=Major')).json()).papers.map((paper) => paper.title);
  const renamePaper = (title: string) =>
    first.database.db.updateTable('papers').set({ title }).where('id', '=', paperId).execute();

  beforeAll(async () => {
    first = await createTestApp({ seed: true, clock });
    second = await createTestApp({ sameDatabaseAs: first, clock });
    const { papers } = ZPaperList.parse((await get(first, '/api/papers?type=Major')).json());
    paperId = papers[0]!.id; // the demo student is enrolled in the first paper of each type
    const student = await first.database.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', DEMO_STUDENT_PHONE)
      .executeTakeFirstOrThrow();
    studentToken = await startStudentSession(first.database.db, student.id, clock());
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('is at a version past the empty database once the demo catalogue is seeded', async () => {
    // The migration starts at 1; the seed writes the catalogue and bumps it in the same transaction.
    expect(await readCatalogueVersion(first.database.db)).toBe(2);
  });

  it('serves the same bytes and ETag from memory as the route produced', async () => {
    const fresh = await get(first, '/api/papers?type=Major');
    const cached = await get(first, '/api/papers?type=Major');
    expect(cached.statusCode).toBe(200);
    expect(cached.body).toBe(fresh.body);
    expect(cached.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(cached.headers.etag).toBe(fresh.headers.etag);
    expect(cached.headers['content-type']).toBe(fresh.headers['content-type']);
  });

  it('keeps serving the cached list until the catalogue version is bumped, then the new data', async () => {
    const before = await listTitles(first);
    await renamePaper('Renamed without a bump');
    clock.advance(CATALOGUE_VERSION_MAX_AGE_MS + 1);
    // The write did not bump the version: the cache cannot know, and still answers what it had.
    expect(await listTitles(first)).toEqual(before);

    await renamePaper('Renamed with a bump');
    await bumpCatalogueVersion(first.database.db);
    // Within the stated staleness the version is not re-read ...
    expect(await listTitles(first)).toEqual(before);
    clock.advance(CATALOGUE_VERSION_MAX_AGE_MS);
    // ... and once it is, the new title is served.
    expect(await listTitles(first)).toContain('Renamed with a bump');
  });

  it('two apps on one database agree after a bump', async () => {
    // Both have cached the paper's details and module list.
    for (const testApp of [first, second]) {
      await get(testApp, `/api/papers/${paperId}`);
      await get(testApp, `/api/papers/${paperId}/modules`);
    }
    await renamePaper('Edited through another server');
    await first.database.db
      .updateTable('modules')
      .set({ title: 'Edited module' })
      .where('paperId', '=', paperId)
      .execute();
    await bumpCatalogueVersion(first.database.db);
    clock.advance(CATALOGUE_VERSION_MAX_AGE_MS);

    for (const testApp of [first, second]) {
      expect(ZPaperDetails.parse((await get(testApp, `/api/papers/${paperId}`)).json()).title).toBe(
        'Edited through another server',
      );
      expect(await listTitles(testApp)).toContain('Edited through another server');
      const { modules } = ZModuleList.parse((await get(testApp, `/api/papers/${paperId}/modules`)).json());
      expect(modules.every((module) => module.title === 'Edited module')).toBe(true);
    }
  });

  it("never gives a logged-in student's fields to an anonymous caller, nor the anonymous reply to a student", async () => {
    const auth = { authorization: `Bearer ${studentToken}` };
    // Anonymous first (cached), then the student, then anonymous again.
    const anonymousBefore = ZPaperDetails.parse((await get(first, `/api/papers/${paperId}`)).json());
    const student = ZPaperDetails.parse((await get(first, `/api/papers/${paperId}`, auth)).json());
    const anonymousAfter = await get(first, `/api/papers/${paperId}`);
    expect(anonymousBefore.isEnrolled).toBe(false);
    expect(student.isEnrolled).toBe(true);
    expect(ZPaperDetails.parse(anonymousAfter.json()).isEnrolled).toBe(false);

    // The student's view first this time, on a fresh version, so it would be what got cached.
    await bumpCatalogueVersion(first.database.db);
    clock.advance(CATALOGUE_VERSION_MAX_AGE_MS);
    const studentModules = ZModuleList.parse((await get(first, `/api/papers/${paperId}/modules`, auth)).json());
    const anonymousModules = ZModuleList.parse((await get(first, `/api/papers/${paperId}/modules`)).json());
    const studentAgain = ZModuleList.parse((await get(first, `/api/papers/${paperId}/modules`, auth)).json());
    expect(studentModules.modules.every((module) => module.canOpen)).toBe(true);
    expect(studentAgain).toEqual(studentModules);
    expect(anonymousModules.modules.map((module) => module.canOpen)).toEqual(
      anonymousModules.modules.map((module) => module.isFreePreview),
    );
    expect(anonymousModules.modules.some((module) => !module.canOpen)).toBe(true);
    // A student's reply carries no ETag: only the shared anonymous reply is a cache entry.
    expect((await get(first, `/api/papers/${paperId}`, auth)).headers.etag).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match, and 200 with a new ETag once the catalogue changed', async () => {
    const { etag } = (await get(first, '/api/papers?type=Major')).headers;
    expect(typeof etag).toBe('string');
    const notModified = await get(first, '/api/papers?type=Major', { 'if-none-match': String(etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    await renamePaper('Renamed for the ETag');
    await bumpCatalogueVersion(first.database.db);
    clock.advance(CATALOGUE_VERSION_MAX_AGE_MS);
    const changed = await get(first, '/api/papers?type=Major', { 'if-none-match': String(etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(ZPaperList.parse(changed.json()).papers.map((paper) => paper.title)).toContain('Renamed for the ETag');
  });

  it('caches nothing for a paper that does not exist, and keys on the validated query', async () => {
    expect((await get(first, '/api/papers/999999')).statusCode).toBe(404);
    expect((await get(first, '/api/papers/999999')).statusCode).toBe(404);
    // Unknown query parameters are dropped by the schema, so they share the one entry.
    const plain = await get(first, '/api/papers?type=Major');
    const noisy = await get(first, '/api/papers?type=Major&utm=1');
    expect(noisy.body).toBe(plain.body);
    expect((await get(first, '/api/papers?type=Bogus')).statusCode).toBe(400);
  });
});
