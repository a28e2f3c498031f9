/**
 * The class report on this engine, against a class whose figures were worked out by hand:
 * a college + department + semester class and a paper's enrolled students, each student's
 * study and tests, who has not started, the class summary, paging order, the progress filter,
 * the CSV download, and who may read it. The person page's attempts, standing, test time and
 * progress per paper are checked against the same class.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClassReport, TClassStudent } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { createFakeClock } from '../../lib/clock.js';
import { insertStaff, callerOf } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readWorkbookSheets } from '../../test/workbook.js';

const T = Date.UTC(2026, 10, 20, 4, 0, 0);
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('the class report', () => {
  const clock = createFakeClock(T + 24 * HOUR);
  let testApp: TestApp;
  let teacher: { id: number; token: string };
  let studentToken: string;
  const ids = {} as Record<string, number>;
  const call = callerOf(() => testApp.app);

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    const db = testApp.database.db;
    teacher = await insertStaff(db, 'teacher', clock());

    const insertId = async <R extends { id: number }>(query: { executeTakeFirstOrThrow(): Promise<R> }) =>
      (await query.executeTakeFirstOrThrow()).id;
    ids.college = await insertId(db.insertInto('colleges').values({ name: 'Govt College, Kollam' }).returning('id'));
    ids.otherCollege = await insertId(
      db.insertInto('colleges').values({ name: 'St Mary’s College, Thrissur' }).returning('id'),
    );
    ids.department = await insertId(
      db.insertInto('departments').values({ slug: 'physics-report', name: 'Physics' }).returning('id'),
    );
    const paper = (title: string) =>
      insertId(
        db
          .insertInto('papers')
          .values({
            type: 'Major',
            title,
            language: 'English',
            description: '',
            pricePaise: 0,
            rating: 0,
            listPricePaise: null,
            imageUrl: null,
            imageFileId: null,
            status: 'published',
            createdAt: T,
            updatedAt: null,
          })
          .returning('id'),
      );
    ids.mechanics = await paper('Mechanics');
    ids.optics = await paper('Optics');
    const module = (paperId: number, number: number) =>
      insertId(
        db
          .insertInto('modules')
          .values({
            paperId,
            number,
            title: `Module ${number}`,
            description: '',
            summaryLine: null,
            duration: null,
            isFreePreview: 0,
            thumbnailUrl: null,
            thumbnailFileId: null,
            pricePaise: null,
            listPricePaise: null,
            archivedAt: null,
          })
          .returning('id'),
      );
    ids.m1 = await module(ids.mechanics, 1);
    ids.m2 = await module(ids.mechanics, 2);
    ids.m4 = await module(ids.optics, 1);
    const quiz = (moduleId: number, title: string) =>
      insertId(
        db
          .insertInto('quizzes')
          .values({ moduleId, category: 'special_exam', title, maxMarks: null, opensAt: null, closesAt: null })
          .returning('id'),
      );
    ids.q1 = await quiz(ids.m1, 'Vectors');
    ids.q2 = await quiz(ids.m2, 'Motion');
    ids.q3 = await quiz(ids.m4, 'Lenses');

    const student = (name: string, collegeId: number, phone: string) =>
      insertId(
        db
          .insertInto('users')
          .values({
            name,
            countryCode: '+91',
            phone,
            email: `${phone}@example.in`,
            collegeName: 'A college',
            collegeId,
            departmentId: ids.department!,
            courseId: null,
            semester: 3,
            role: 'student',
            profileImageUrl: null,
            createdAt: T,
            updatedAt: T,
          })
          .returning('id'),
      );
    ids.anu = await student('Anu', ids.college, '9700000001');
    ids.babu = await student('Babu', ids.college, '9700000002');
    ids.chitra = await student('Chitra', ids.college, '9700000003');
    ids.devi = await student('Devi', ids.college, '9700000004');
    ids.eswar = await student('Eswar', ids.college, '9700000005');
    ids.eby = await student('Eby', ids.otherCollege, '9700000006');
    studentToken = await startStudentSession(db, ids.anu, clock());

    const enroll = (userId: number, paperId: number, revokedAt: number | null = null) =>
      db
        .insertInto('enrollments')
        .values({
          userId,
          paperId,
          moduleId: null,
          source: 'staff',
          orderId: null,
          grantedByUserId: teacher.id,
          createdAt: T,
          revokedAt,
        })
        .execute();
    await enroll(ids.anu, ids.mechanics);
    await enroll(ids.babu, ids.mechanics);
    await enroll(ids.chitra, ids.mechanics, T + HOUR);
    await enroll(ids.eby, ids.mechanics);
    await enroll(ids.devi, ids.optics);

    const progress = (
      userId: number,
      moduleId: number,
      done: { note?: number; audio?: number; video?: number },
      percent: number,
      updatedAt: number,
    ) =>
      db
        .insertInto('moduleProgress')
        .values({
          userId,
          moduleId,
          noteOpenedAt: done.note ?? null,
          audioCompletedAt: done.audio ?? null,
          videoCompletedAt: done.video ?? null,
          progress: percent,
          updatedAt,
        })
        .execute();
    await progress(ids.anu, ids.m1, { note: T, audio: T, video: T + HOUR }, 100, T + HOUR);
    await progress(ids.anu, ids.m2, { note: T + 2 * HOUR }, 33, T + 2 * HOUR);
    await progress(ids.anu, ids.m4, { audio: T + 5 * HOUR }, 50, T + 5 * HOUR);
    await progress(ids.chitra, ids.m1, { video: T + 3 * HOUR }, 33, T + 3 * HOUR);

    const finished = (
      userId: number,
      quizId: number,
      startedAt: number,
      score: { hundredths: number; max: number },
      finishedAt: number,
    ) =>
      db
        .insertInto('attempts')
        .values({
          userId,
          quizId,
          status: 'finished',
          startedAt,
          deadlineAt: startedAt + 35 * MINUTE,
          finishedAt,
          totalQuestions: score.max,
          answeredQuestions: score.max,
          correctAnswers: 0,
          wrongAnswers: 0,
          scoreHundredths: score.hundredths,
          maxMarks: score.max,
          workingTimeSeconds: Math.round((finishedAt - startedAt) / 1000),
          // As the server records it: closed at the deadline (the sweep, or a submit at zero).
          timedOut: finishedAt >= startedAt + 35 * MINUTE ? 1 : 0,
        })
        .execute();
    // Anu: 75 %, submitted after 20 minutes; 45 %, timed out (closed at its deadline); 100 % in Optics.
    await finished(ids.anu, ids.q1, T + HOUR + 10 * MINUTE, { hundredths: 1500, max: 20 }, T + HOUR + 30 * MINUTE);
    await finished(
      ids.anu,
      ids.q2,
      T + 2 * HOUR - 5 * MINUTE,
      { hundredths: 450, max: 10 },
      T + 2 * HOUR + 30 * MINUTE,
    );
    await finished(ids.anu, ids.q3, T + 6 * HOUR - 10 * MINUTE, { hundredths: 1000, max: 10 }, T + 6 * HOUR);
    await finished(ids.babu, ids.q1, T + HOUR, { hundredths: 1000, max: 20 }, T + HOUR + 12 * MINUTE);
    await finished(ids.eby, ids.q1, T + 40 * MINUTE, { hundredths: 2000, max: 20 }, T + HOUR);
    // Devi has opened a test and not finished it: she has started, with no test taken.
    await db
      .insertInto('attempts')
      .values({
        userId: ids.devi,
        quizId: ids.q3,
        status: 'open',
        startedAt: T + 4 * HOUR,
        deadlineAt: T + 4 * HOUR + 35 * MINUTE,
        finishedAt: null,
        totalQuestions: null,
        answeredQuestions: null,
        correctAnswers: null,
        wrongAnswers: null,
        scoreHundredths: null,
        maxMarks: null,
        workingTimeSeconds: null,
      })
      .execute();
  });
  afterAll(() => testApp.close());

  const report = async (query: string) => {
    const response = await call('GET', `/api/admin/classes/report?${query}`, teacher.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TClassReport;
  };
  const byName = (items: TClassStudent[]) => Object.fromEntries(items.map((item) => [item.name, item]));

  it('reads a college, department and semester: each student’s study, tests and last activity, by name', async () => {
    const cls = await report(`collegeId=${ids.college}&departmentId=${ids.department}&semester=3`);
    expect(cls.items.map((item) => item.name)).toEqual(['Anu', 'Babu', 'Chitra', 'Devi', 'Eswar']);
    expect(cls).toMatchObject({ total: 5, page: 1, pageSize: 20, paper: null });
    expect(cls.summary).toEqual({ students: 5, started: 4, notStarted: 1, testsTaken: 4, averageScorePercent: 67.5 });
    const student = byName(cls.items);
    expect(student.Anu).toEqual({
      userId: ids.anu,
      name: 'Anu',
      collegeName: 'A college',
      departmentName: 'Physics',
      semester: 3,
      modulesStarted: 3,
      modulesCompleted: 1,
      notesOpened: 2,
      audioFinished: 2,
      videoFinished: 1,
      testsTaken: 3,
      averageScorePercent: 73.33,
      lastScore: 10,
      lastMaxMarks: 10,
      lastActiveAt: T + 6 * HOUR,
      hasStarted: true,
    });
    expect(student.Babu).toMatchObject({
      modulesStarted: 0,
      testsTaken: 1,
      averageScorePercent: 50,
      lastScore: 10,
      lastMaxMarks: 20,
      lastActiveAt: T + HOUR + 12 * MINUTE,
      hasStarted: true,
    });
    expect(student.Chitra).toMatchObject({
      modulesStarted: 1,
      modulesCompleted: 0,
      videoFinished: 1,
      testsTaken: 0,
      averageScorePercent: null,
      lastScore: null,
      lastActiveAt: T + 3 * HOUR,
      hasStarted: true,
    });
    expect(student.Devi).toMatchObject({ testsTaken: 0, lastActiveAt: T + 4 * HOUR, hasStarted: true });
    expect(student.Eswar).toMatchObject({
      modulesStarted: 0,
      testsTaken: 0,
      averageScorePercent: null,
      lastActiveAt: null,
      hasStarted: false,
    });

    const notStarted = await report(`collegeId=${ids.college}&semester=3&progress=not_started`);
    expect(notStarted.items.map((item) => item.name)).toEqual(['Eswar']);
    expect(notStarted.total).toBe(1);
    expect(notStarted.summary.students).toBe(5);
    const started = await report(`collegeId=${ids.college}&progress=started&order=desc`);
    expect(started.items.map((item) => item.name)).toEqual(['Devi', 'Chitra', 'Babu', 'Anu']);
    const secondPage = await report(`departmentId=${ids.department}&page=2&pageSize=10`);
    expect(secondPage).toMatchObject({ items: [], total: 6, page: 2 });
  });

  it('reads a paper’s enrolled students, their study and tests in that paper only', async () => {
    const cls = await report(`paperId=${ids.mechanics}`);
    expect(cls.items.map((item) => item.name)).toEqual(['Anu', 'Babu', 'Eby']);
    expect(cls.paper).toEqual({ id: ids.mechanics, title: 'Mechanics', moduleCount: 2 });
    expect(cls.summary).toEqual({ students: 3, started: 3, notStarted: 0, testsTaken: 4, averageScorePercent: 67.5 });
    expect(byName(cls.items).Anu).toMatchObject({
      modulesStarted: 2,
      modulesCompleted: 1,
      notesOpened: 2,
      audioFinished: 1,
      videoFinished: 1,
      testsTaken: 2,
      averageScorePercent: 60,
      lastScore: 4.5,
      lastMaxMarks: 10,
      lastActiveAt: T + 2 * HOUR + 30 * MINUTE,
    });
    expect(byName(cls.items).Eby).toMatchObject({ averageScorePercent: 100, lastActiveAt: T + HOUR });
    const narrowed = await report(`paperId=${ids.mechanics}&collegeId=${ids.otherCollege}`);
    expect(narrowed.items.map((item) => item.name)).toEqual(['Eby']);
  });

  it('downloads the whole class as CSV and as a workbook, with the report’s columns', async () => {
    const exportUrl = (format: string) => `/api/admin/classes/report/export?paperId=${ids.mechanics}&format=${format}`;
    const response = await call('GET', exportUrl('csv'), teacher.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'name,college,department,semester,started,modules_started,modules_completed,notes_opened,audio_finished,video_finished,tests_taken,average_score_percent,last_score,last_max_marks,last_active_at',
      `Anu,A college,Physics,3,yes,2,1,2,1,1,2,60,4.5,10,${new Date(T + 2 * HOUR + 30 * MINUTE).toISOString()}`,
      `Babu,A college,Physics,3,yes,0,0,0,0,0,1,50,10,20,${new Date(T + HOUR + 12 * MINUTE).toISOString()}`,
      `Eby,A college,Physics,3,yes,0,0,0,0,0,1,100,20,20,${new Date(T + HOUR).toISOString()}`,
    ]);

    const workbook = await call('GET', exportUrl('xlsx'), teacher.token);
    expect(workbook.statusCode, workbook.body).toBe(200);
    expect(workbook.headers['content-disposition']).toBe('attachment; filename="class-report.xlsx"');
    const [sheet] = await readWorkbookSheets(workbook.rawPayload);
    expect(sheet!.rows[0]).toEqual(lines[0]!.split(','));
    expect(sheet!.rows.slice(1).map((row) => row.slice(0, 5))).toEqual([
      ['Anu', 'A college', 'Physics', 3, 'yes'],
      ['Babu', 'A college', 'Physics', 3, 'yes'],
      ['Eby', 'A college', 'Physics', 3, 'yes'],
    ]);
  });

  it('asks for a class, knows its paper, and is for teachers and admins only', async () => {
    const none = await call('GET', '/api/admin/classes/report', teacher.token);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('Choose a class: a college, department or semester, or a paper.');
    expect((await call('GET', '/api/admin/classes/report/export?format=csv', teacher.token)).statusCode).toBe(400);
    const noFormat = await call('GET', `/api/admin/classes/report/export?paperId=${ids.mechanics}`, teacher.token);
    expect(noFormat.statusCode).toBe(400);
    expect(noFormat.json().error.message).toContain('format: must be csv or xlsx');
    expect((await call('GET', '/api/admin/classes/report?paperId=2147483647', teacher.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/classes/report?paperId=${ids.mechanics}`, studentToken)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/admin/classes/report/export?paperId=${ids.mechanics}&format=csv`, studentToken))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/admin/classes/report?paperId=${ids.mechanics}`, null)).statusCode).toBe(401);
  });

  it('shows a student’s attempts with their standing, their test time and progress per paper', async () => {
    const response = await call('GET', `/api/admin/users/${ids.anu}`, teacher.token);
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json();
    expect(details.user.phone).toBe('9700000001');
    expect(
      details.results.map((result: Record<string, unknown>) => [
        result.testTitle,
        result.score,
        result.maxMarks,
        result.timedOut,
        result.workingTimeSeconds,
        result.rank,
        result.participants,
      ]),
    ).toEqual([
      ['Lenses', 10, 10, false, 600, 1, 1],
      ['Motion', 4.5, 10, true, 2100, 1, 1],
      ['Vectors', 15, 20, false, 1200, 2, 3],
    ]);
    expect(details.timeSpent).toEqual({ testSeconds: 600 + 2100 + 1200, testsTaken: 3 });
    expect(details.papers).toEqual([
      {
        paperId: ids.mechanics,
        paperTitle: 'Mechanics',
        moduleCount: 2,
        modulesStarted: 2,
        modulesCompleted: 1,
        notesOpened: 2,
        audioFinished: 1,
        videoFinished: 1,
        progress: 50,
        lastStudiedAt: T + 2 * HOUR,
      },
      {
        paperId: ids.optics,
        paperTitle: 'Optics',
        moduleCount: 1,
        modulesStarted: 1,
        modulesCompleted: 0,
        notesOpened: 0,
        audioFinished: 1,
        videoFinished: 0,
        progress: 0,
        lastStudiedAt: T + 5 * HOUR,
      },
    ]);
    const eswar = (await call('GET', `/api/admin/users/${ids.eswar}`, teacher.token)).json();
    expect(eswar.results).toEqual([]);
    expect(eswar.timeSpent).toEqual({ testSeconds: 0, testsTaken: 0 });
    expect(eswar.papers).toEqual([]);
  });
});
