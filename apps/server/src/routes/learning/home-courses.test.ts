/**
 * Home's Courses, as GET /api/recommendations carries them (`papers`): the catalogue's papers
 * most students take, with real prices and counts. Drafts never show, archived papers only to
 * their students, revoked enrollments count for nothing.
 */
import { ZRecommendationList, type TPopularPaper } from '@padanam/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, PaperStatus } from '../../db/schema.js';
import { createFakeClock } from '../../lib/clock.js';
import { STUDENT_COUNT_TTL_MS, createPaperService } from '../../modules/papers/paper.service.js';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { grantEnrollment, revokeEnrollments } from '../../test/enrollments.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 1);

describe("Home's Courses (GET /api/recommendations: papers)", () => {
  const sms = new FakeSmsSender();
  const clock = createFakeClock();
  /** Past the counts' stated staleness: what the next reply counts is the database's now. */
  const letCountsRefresh = () => clock.advance(STUDENT_COUNT_TTL_MS);
  let testApp: TestApp;
  let db: Kysely<Database>;
  let created = 0;

  async function insertPaper(
    title: string,
    options: { status?: PaperStatus; pricePaise?: number; listPricePaise?: number | null } = {},
  ) {
    created += 1;
    const { id } = await db
      .insertInto('papers')
      .values({
        type: 'Major',
        title,
        language: 'English',
        description: `${title}, in full.`,
        pricePaise: options.pricePaise ?? 24_900,
        listPricePaise: options.listPricePaise ?? null,
        rating: 4.9,
        imageUrl: null,
        status: options.status ?? 'published',
        // Each paper a day newer than the one before.
        createdAt: START + created * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function insertModules(paperId: number, count: number, archived = 0) {
    const ids: number[] = [];
    for (let number = 1; number <= count + archived; number += 1) {
      const { id } = await db
        .insertInto('modules')
        .values({
          paperId,
          number,
          title: `Module ${number}`,
          description: '',
          duration: null,
          isFreePreview: number === 1 ? 1 : 0,
          thumbnailUrl: null,
          archivedAt: number > count ? START : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    return ids;
  }

  async function student() {
    const { id, phone } = await insertStudent(db);
    return { id, token: await logIn(testApp.app, sms, phone) };
  }

  async function coursesFor(token: string): Promise<TPopularPaper[]> {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/recommendations', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return ZRecommendationList.parse(response.json()).papers;
  }

  const titlesAndCounts = (papers: TPopularPaper[]) => papers.map((paper) => [paper.title, paper.studentCount]);

  beforeAll(async () => {
    testApp = await createTestApp({ sms, clock });
    db = testApp.database.db;
  });
  afterAll(() => testApp.close());

  // The first test runs on the empty catalogue the app starts with.
  it('is an empty list while the catalogue has no papers, and needs a session like the rest of the reply', async () => {
    const { token } = await student();
    expect(await coursesFor(token)).toEqual([]);

    const loggedOut = await testApp.app.inject({ method: 'GET', url: '/api/recommendations' });
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('lists the newest papers first while nobody is enrolled, never a draft, at most three', async () => {
    const { token } = await student();
    await insertPaper('Oldest');
    await insertPaper('Middle');
    await insertPaper('Draft', { status: 'draft' });
    await insertPaper('Newest');
    await insertPaper('Newer draft', { status: 'draft' });
    // Also an archived paper nobody holds: gone from every student screen.
    await insertPaper('Archived', { status: 'archived' });
    expect(titlesAndCounts(await coursesFor(token))).toEqual([
      ['Newest', 0],
      ['Middle', 0],
      ['Oldest', 0],
    ]);
  });

  describe('with enrollments', () => {
    let popular: number;
    let modulesOfPopular: number[];
    let runnerUp: number;
    let draft: number;
    let archived: number;
    let fresh: number;
    const students: { id: number; token: string }[] = [];

    beforeAll(async () => {
      await db.deleteFrom('papers').execute();
      popular = await insertPaper('Microeconomic Theory', { pricePaise: 74_900, listPricePaise: 99_900 });
      modulesOfPopular = await insertModules(popular, 4, 1);
      runnerUp = await insertPaper('Linear Algebra', { pricePaise: 49_950 });
      await insertModules(runnerUp, 3);
      draft = await insertPaper('Unfinished Draft', { status: 'draft' });
      archived = await insertPaper('Retired Paper', { status: 'archived' });
      fresh = await insertPaper('Brand New Paper');
      for (let index = 0; index < 6; index += 1) students.push(await student());
      type Student = (typeof students)[number];
      const [a, b, c, d, e, f] = students as [Student, Student, Student, Student, Student, Student];
      // popular: a and b whole, c two of its modules (counted once), d revoked: 3 students.
      await grantEnrollment(db, { userId: a.id, paperId: popular });
      await grantEnrollment(db, { userId: b.id, paperId: popular });
      await grantEnrollment(db, { userId: c.id, paperId: popular, moduleId: modulesOfPopular[1]! });
      await grantEnrollment(db, { userId: c.id, paperId: popular, moduleId: modulesOfPopular[2]! });
      await grantEnrollment(db, { userId: d.id, paperId: popular });
      await revokeEnrollments(db, d.id, popular);
      // runnerUp: one student; the draft four (never shown, whatever its count).
      await grantEnrollment(db, { userId: a.id, paperId: runnerUp });
      for (const holder of [a, b, c, e]) await grantEnrollment(db, { userId: holder.id, paperId: draft });
      // The archived paper: e holds it (and sees it), f held it once.
      await grantEnrollment(db, { userId: e.id, paperId: archived });
      await grantEnrollment(db, { userId: f.id, paperId: archived });
      await revokeEnrollments(db, f.id, archived);
      letCountsRefresh();
    });

    it('puts the most enrolled first, each student once, and leaves revoked enrollments and drafts out', async () => {
      const outsider = await student();
      const papers = await coursesFor(outsider.token);
      expect(titlesAndCounts(papers)).toEqual([
        ['Microeconomic Theory', 3],
        ['Linear Algebra', 1],
        ['Brand New Paper', 0],
      ]);
      // The server's prices in rupees, the live modules only, no rating.
      expect(papers[0]).toEqual({
        id: popular,
        type: 'Major',
        title: 'Microeconomic Theory',
        language: 'English',
        price: 749,
        listPrice: 999,
        moduleCount: 4,
        studentCount: 3,
        isEnrolled: false,
      });
      expect(papers[1]).toMatchObject({ id: runnerUp, price: 499.5, listPrice: null, moduleCount: 3 });
      expect(papers[2]).toMatchObject({ id: fresh, moduleCount: 0, isEnrolled: false });
      for (const paper of papers) expect(paper).not.toHaveProperty('rating');
    });

    it('says which papers the caller holds whole: a module of it is not the paper', async () => {
      const [a, , c] = students;
      expect((await coursesFor(a!.token)).map((paper) => [paper.title, paper.isEnrolled])).toEqual([
        ['Microeconomic Theory', true],
        ['Linear Algebra', true],
        ['Brand New Paper', false],
      ]);
      expect((await coursesFor(c!.token)).find((paper) => paper.id === popular)?.isEnrolled).toBe(false);
    });

    it('shows an archived paper to its own students only, counted like any other', async () => {
      const [, , , , e, f] = students;
      // e's archived paper ties with Linear Algebra on one student and is newer.
      expect(titlesAndCounts(await coursesFor(e!.token))).toEqual([
        ['Microeconomic Theory', 3],
        ['Retired Paper', 1],
        ['Linear Algebra', 1],
      ]);
      expect((await coursesFor(e!.token))[1]).toMatchObject({ id: archived, isEnrolled: true });
      // f's enrollment was revoked: the paper is gone for f.
      expect((await coursesFor(f!.token)).map((paper) => paper.id)).not.toContain(archived);
    });

    it('drops a student from the count when their enrollment is revoked, within a minute', async () => {
      const [a, b] = students;
      await revokeEnrollments(db, a!.id, popular);
      await revokeEnrollments(db, b!.id, popular);
      // Whether a holds the paper is read live; the counts may be up to a minute old.
      expect((await coursesFor(a!.token))[0]).toMatchObject({ id: popular, studentCount: 3, isEnrolled: false });
      letCountsRefresh();
      // Now level with Linear Algebra, which is newer and goes first.
      expect(titlesAndCounts(await coursesFor(a!.token))).toEqual([
        ['Linear Algebra', 1],
        ['Microeconomic Theory', 1],
        ['Brand New Paper', 0],
      ]);
      expect((await coursesFor(a!.token))[1]).toMatchObject({ id: popular, isEnrolled: false });
    });

    it('reads the papers in one query, and counts the students in one more once a minute', async () => {
      let queries = 0;
      const counting = db.withPlugin({
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const ownClock = createFakeClock();
      const service = createPaperService({ db: counting, clock: ownClock });
      const queriesFor = async (student: number) => {
        queries = 0;
        expect(await service.listPopularPapers(student)).toHaveLength(3);
        return queries;
      };
      expect(await queriesFor(students[0]!.id)).toBe(2);
      for (const student of students) expect(await queriesFor(student.id)).toBe(1);
      ownClock.advance(STUDENT_COUNT_TTL_MS);
      expect(await queriesFor(students[1]!.id)).toBe(2);
    });
  });
});
