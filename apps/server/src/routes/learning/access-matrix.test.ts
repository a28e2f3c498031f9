/** Who may open what (SECURITY-CHECKLIST 16): every material endpoint, every kind of caller. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT_PHONE } from '../../db/seed/seed-demo-data.js';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { grantEnrollment, revokeEnrollments } from '../../test/enrollments.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface Fixture {
  enrolledPaperId: number;
  otherPaperId: number;
  paidModuleOfEnrolled: number;
  previewModuleOfOther: number;
  paidModuleOfOther: number;
  secondPaidModuleOfOther: number;
}

describe('access to paid content', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let demoToken: string;
  let strangerToken: string;
  const fixture = {} as Fixture;

  const get = (url: string, token?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  async function materialUrls(moduleId: number) {
    // The ids are looked up as the enrolled demo student sees them, then tried by everyone.
    const noteId = (await get(`/api/modules/${moduleId}/notes`, demoToken)).json().notes[0].id as number;
    const audioId = (await get(`/api/modules/${moduleId}/audio`, demoToken)).json().audio[0].id as number;
    const videoId = (await get(`/api/modules/${moduleId}/videos`, demoToken)).json().videos[0].id as number;
    return [`/api/notes/${noteId}/file`, `/api/audio/${audioId}/file`, `/api/videos/${videoId}`];
  }

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms });
    demoToken = await logIn(testApp.app, sms, DEMO_STUDENT_PHONE);
    strangerToken = await logIn(testApp.app, sms, (await insertStudent(testApp.database.db)).phone);
    const majors = (await get('/api/papers?type=Major')).json().papers as { id: number }[];
    fixture.enrolledPaperId = majors[0]!.id;
    fixture.otherPaperId = majors[1]!.id;
    const modulesOf = async (paperId: number) =>
      (await get(`/api/papers/${paperId}/modules`, demoToken)).json().modules as {
        id: number;
        isFreePreview: boolean;
        canOpen: boolean;
      }[];
    const enrolledModules = await modulesOf(fixture.enrolledPaperId);
    const otherModules = await modulesOf(fixture.otherPaperId);
    fixture.paidModuleOfEnrolled = enrolledModules.find((module) => !module.isFreePreview)!.id;
    fixture.previewModuleOfOther = otherModules.find((module) => module.isFreePreview)!.id;
    fixture.paidModuleOfOther = otherModules.find((module) => !module.isFreePreview)!.id;
    fixture.secondPaidModuleOfOther = otherModules.filter((module) => !module.isFreePreview)[1]!.id;
    expect(enrolledModules.every((module) => module.canOpen)).toBe(true);
    expect(otherModules.map((module) => module.canOpen)).toEqual(otherModules.map((module) => module.isFreePreview));
  });
  afterAll(() => testApp.close());

  it('opens every file of an enrolled paper for the enrolled student', async () => {
    for (const url of await materialUrls(fixture.paidModuleOfEnrolled)) {
      expect((await get(url, demoToken)).statusCode, url).toBe(200);
    }
  });

  it('refuses every file of a paid module to a student who is not enrolled, with NOT_ENROLLED', async () => {
    for (const url of await materialUrls(fixture.paidModuleOfEnrolled)) {
      const response = await get(url, strangerToken);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('NOT_ENROLLED');
      expect(response.json().error.message).toMatch(/Enroll in the paper/);
    }
  });

  it('opens a free-preview module for any logged-in student', async () => {
    for (const url of await materialUrls(fixture.previewModuleOfOther)) {
      expect((await get(url, strangerToken)).statusCode, url).toBe(200);
      expect((await get(url, demoToken)).statusCode, url).toBe(200);
    }
  });

  it('refuses a paid module of another paper even to a student enrolled elsewhere', async () => {
    for (const url of await materialUrls(fixture.paidModuleOfOther)) {
      expect((await get(url, demoToken)).statusCode, url).toBe(403);
    }
  });

  it('asks a logged-out caller to log in, even for a free preview', async () => {
    for (const moduleId of [fixture.previewModuleOfOther, fixture.paidModuleOfEnrolled]) {
      for (const url of await materialUrls(moduleId)) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('lists material to everyone logged in but links it only where it opens', async () => {
    const notes = (await get(`/api/modules/${fixture.paidModuleOfOther}/notes`, strangerToken)).json().notes;
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((note: { fileUrl: string | null }) => note.fileUrl === null)).toBe(true);
    const videos = (await get(`/api/modules/${fixture.paidModuleOfOther}/videos`, strangerToken)).json().videos;
    expect(videos.every((video: { tutorialUrl: string | null }) => video.tutorialUrl === null)).toBe(true);
    const module = (await get(`/api/modules/${fixture.paidModuleOfOther}`, strangerToken)).json();
    expect(module).toMatchObject({ canOpen: false, isFreePreview: false, paperId: fixture.otherPaperId });
  });

  it("lists a locked module's tests (titles, counts, timing) and nothing of their questions", async () => {
    // What a locked module offers, like its material's titles: what its tests are, so the student
    // knows what enrolling opens. Their questions come only with a start, which the rule refuses.
    const locked = await get(`/api/modules/${fixture.paidModuleOfEnrolled}/tests`, strangerToken);
    expect(locked.statusCode, locked.body).toBe(200);
    const { tests } = locked.json() as { tests: Record<string, unknown>[] };
    expect(tests.map((test) => test.category).sort()).toEqual(['special_exam', 'weekly_challenge']);
    for (const test of tests) {
      expect(Object.keys(test).sort()).toEqual(
        [
          'attemptId',
          'category',
          'closesAt',
          'deadlineAt',
          'durationSeconds',
          'maxMarks',
          'opensAt',
          'questionCount',
          'quizId',
          'result',
          'reviewOpensAt',
          'serverNow',
          'status',
          'title',
        ].sort(),
      );
      expect(test).toMatchObject({ attemptId: null, status: 'not_started', result: null, deadlineAt: null });
    }
    expect((await get(`/api/modules/${fixture.paidModuleOfEnrolled}/tests`)).statusCode).toBe(401);
    expect((await get('/api/modules/999999/tests', strangerToken)).statusCode).toBe(404);
  });

  it('tells a paper page whether the caller is enrolled', async () => {
    expect((await get(`/api/papers/${fixture.enrolledPaperId}`, demoToken)).json().isEnrolled).toBe(true);
    expect((await get(`/api/papers/${fixture.enrolledPaperId}`, strangerToken)).json().isEnrolled).toBe(false);
    expect((await get(`/api/papers/${fixture.enrolledPaperId}`)).json().isEnrolled).toBe(false);
    expect((await get('/api/papers/999999', demoToken)).statusCode).toBe(404);
  });

  it('starts a test only where the module opens, and writes nothing where it does not', async () => {
    const startTest = (moduleId: number, token: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/attempts',
        headers: bearer(token),
        payload: { moduleId, category: 'weekly_challenge' },
      });
    const attemptsOf = async (moduleId: number) =>
      (
        await testApp.database.db
          .selectFrom('attempts')
          .innerJoin('quizzes', 'quizzes.id', 'attempts.quizId')
          .select('attempts.id')
          .where('quizzes.moduleId', '=', moduleId)
          .execute()
      ).length;

    expect((await startTest(fixture.paidModuleOfEnrolled, demoToken)).json().status).toBe('open');
    expect((await startTest(fixture.previewModuleOfOther, strangerToken)).json().status).toBe('open');
    for (const [moduleId, token] of [
      [fixture.paidModuleOfEnrolled, strangerToken],
      [fixture.paidModuleOfOther, demoToken],
    ] as const) {
      const before = await attemptsOf(moduleId);
      const refused = await startTest(moduleId, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('NOT_ENROLLED');
      expect(await attemptsOf(moduleId)).toBe(before);
    }
    expect((await startTest(999_999, demoToken)).statusCode).toBe(404);
  });

  /** A note of the module: its reading (PUT /api/notes/:id/reading) is how a note's progress is recorded. */
  const noteOf = async (moduleId: number) =>
    (
      await testApp.database.db
        .selectFrom('notes')
        .select('id')
        .where('moduleId', '=', moduleId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const reportReading = async (moduleId: number, token: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/notes/${await noteOf(moduleId)}/reading`,
      headers: bearer(token),
      payload: { page: 1, pageCount: 1, pagesSeen: [1] },
    });

  it('refuses progress on a module the student may not open', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/modules/${fixture.paidModuleOfEnrolled}/progress`,
      headers: bearer(strangerToken),
      payload: { kind: 'audio' },
    });
    expect(response.statusCode).toBe(403);
    expect((await reportReading(fixture.paidModuleOfEnrolled, strangerToken)).statusCode).toBe(403);
  });

  describe('an enrollment revoked (a refund, a staff decision) and granted again', () => {
    const startTest = (moduleId: number, token: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/attempts',
        headers: bearer(token),
        payload: { moduleId, category: 'special_exam' },
      });
    const recordProgress = reportReading;

    it('closes every file, the test start and progress at once, and a new grant opens them again', async () => {
      const student = await insertStudent(testApp.database.db);
      const token = await logIn(testApp.app, sms, student.phone);
      const grant = { userId: student.id, paperId: fixture.enrolledPaperId };
      const urls = await materialUrls(fixture.paidModuleOfEnrolled);

      await grantEnrollment(testApp.database.db, grant);
      for (const url of urls) expect((await get(url, token)).statusCode, url).toBe(200);
      expect((await get('/api/enrollments', token)).json().papers).toHaveLength(1);
      expect((await get('/api/recommendations', token)).json().modules.length).toBeGreaterThan(0);

      await revokeEnrollments(testApp.database.db, student.id, fixture.enrolledPaperId);
      for (const url of urls) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error.code).toBe('NOT_ENROLLED');
      }
      const refusedStart = await startTest(fixture.paidModuleOfEnrolled, token);
      expect(refusedStart.statusCode).toBe(403);
      expect(refusedStart.json().error.code).toBe('NOT_ENROLLED');
      const attempts = await testApp.database.db
        .selectFrom('attempts')
        .select('id')
        .where('userId', '=', student.id)
        .execute();
      expect(attempts).toHaveLength(0);
      expect((await recordProgress(fixture.paidModuleOfEnrolled, token)).statusCode).toBe(403);
      expect((await get(`/api/papers/${fixture.enrolledPaperId}`, token)).json().isEnrolled).toBe(false);
      expect((await get(`/api/modules/${fixture.paidModuleOfEnrolled}`, token)).json().canOpen).toBe(false);
      expect((await get('/api/enrollments', token)).json().papers).toEqual([]);
      expect((await get('/api/recommendations', token)).json().modules).toEqual([]);
      // The revoked row is kept as history, never deleted.
      const rows = await testApp.database.db
        .selectFrom('enrollments')
        .select(['revokedAt', 'source'])
        .where('userId', '=', student.id)
        .execute();
      expect(rows).toEqual([{ revokedAt: expect.any(Number), source: 'staff' }]);

      await grantEnrollment(testApp.database.db, grant);
      for (const url of urls) expect((await get(url, token)).statusCode, url).toBe(200);
      expect((await startTest(fixture.paidModuleOfEnrolled, token)).json().status).toBe('open');
      expect((await recordProgress(fixture.paidModuleOfEnrolled, token)).statusCode).toBe(200);
      expect((await get(`/api/papers/${fixture.enrolledPaperId}`, token)).json().isEnrolled).toBe(true);
      expect((await get('/api/enrollments', token)).json().papers).toHaveLength(1);
    });

    it('a grant of one module opens that module only, and lists its paper with that module', async () => {
      const student = await insertStudent(testApp.database.db);
      const token = await logIn(testApp.app, sms, student.phone);
      await grantEnrollment(testApp.database.db, {
        userId: student.id,
        paperId: fixture.otherPaperId,
        moduleId: fixture.paidModuleOfOther,
      });
      for (const url of await materialUrls(fixture.paidModuleOfOther)) {
        expect((await get(url, token)).statusCode, url).toBe(200);
      }
      for (const url of await materialUrls(fixture.secondPaidModuleOfOther)) {
        expect((await get(url, token)).statusCode, url).toBe(403);
      }
      expect((await startTest(fixture.paidModuleOfOther, token)).json().status).toBe('open');
      expect((await startTest(fixture.secondPaidModuleOfOther, token)).statusCode).toBe(403);
      expect((await get(`/api/papers/${fixture.otherPaperId}`, token)).json().isEnrolled).toBe(false);
      const modules = (await get(`/api/papers/${fixture.otherPaperId}/modules`, token)).json().modules as {
        id: number;
        canOpen: boolean;
      }[];
      expect(modules.find((module) => module.id === fixture.paidModuleOfOther)?.canOpen).toBe(true);
      expect(modules.find((module) => module.id === fixture.secondPaidModuleOfOther)?.canOpen).toBe(false);
      const [paper, ...others] = (await get('/api/enrollments', token)).json().papers;
      expect(others).toEqual([]);
      expect(paper.id).toBe(fixture.otherPaperId);
      expect(paper.modules.map((module: { id: number }) => module.id)).toEqual([fixture.paidModuleOfOther]);
    });
  });
});
