/**
 * The console's reference data on this engine: departments and courses, colleges one by one and
 * from CSV, and a college a student typed because theirs was not listed, mapped by staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import type { TAdminDepartment, TImportReport } from '@padanam/contract';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the staff console: reference data', () => {
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let teacher: { id: number; token: string };

  const call = callerOf(() => testApp.app);

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    admin = await insertStaff(testApp.database.db, 'admin');
    teacher = await insertStaff(testApp.database.db, 'teacher');
  });
  afterAll(() => testApp.close());

  it('adds departments and courses, refuses a second of the same name, and signup offers them', async () => {
    const added = await call('POST', '/api/admin/departments', admin.token, { name: 'Islamic History' });
    expect(added.statusCode, added.body).toBe(201);
    const department = (added.json().departments as TAdminDepartment[]).find(
      (entry) => entry.name === 'Islamic History',
    )!;
    expect(department).toMatchObject({ slug: 'islamic-history', students: 0, courses: [] });
    const again = await call('POST', '/api/admin/departments', admin.token, { name: 'islamic history' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ name: 'There is a department with this name already.' });
    expect((await call('POST', '/api/admin/departments', teacher.token, { name: 'Teachers cannot' })).statusCode).toBe(
      403,
    );

    const course = await call('POST', `/api/admin/departments/${department.id}/courses`, admin.token, {
      title: 'BA Islamic History',
    });
    expect(course.statusCode).toBe(201);
    const courses = await call('GET', `/api/departments/${department.id}/courses`, null);
    expect(courses.json().courses.map((entry: { title: string }) => entry.title)).toEqual(['BA Islamic History']);
    const courseId = courses.json().courses[0].id as number;
    await call('PATCH', `/api/admin/courses/${courseId}`, admin.token, { title: 'BA History (Islamic)' });
    const read = await call('GET', '/api/admin/departments', teacher.token);
    const renamed = (read.json().departments as TAdminDepartment[]).find((entry) => entry.id === department.id)!;
    expect(renamed.courses.map((entry) => entry.title)).toEqual(['BA History (Islamic)']);
    expect((await call('POST', '/api/admin/departments', admin.token, { name: ' ' })).json().error.fields.name).toBe(
      'Name is required',
    );
  });

  it('lists colleges from CSV with a verdict per line, all or nothing unless asked', async () => {
    const listedBefore = (await call('GET', '/api/admin/colleges?pageSize=10', teacher.token)).json().total as number;
    const csv =
      'name,district\nNew Arts College,Wayanad\n"university college, thiruvananthapuram",x\nX\nNew Arts College,again\n';
    const stopped = await call('POST', '/api/admin/colleges/import', admin.token, { csv });
    const report = stopped.json() as TImportReport;
    expect(report).toMatchObject({
      isStopped: true,
      counts: { written: 0, 'not-written': 1, unchanged: 1, refused: 2 },
    });
    expect(report.rows.map((row) => [row.line, row.label, row.outcome])).toEqual([
      [2, 'New Arts College', 'not-written'],
      [3, 'university college, thiruvananthapuram', 'unchanged'],
      [4, 'X', 'refused'],
      [5, 'New Arts College', 'refused'],
    ]);
    expect(report.rows[3]!.messages).toEqual(['Repeats line 2.']);
    expect((await call('GET', '/api/admin/colleges?pageSize=10', teacher.token)).json().total).toBe(listedBefore);

    const partial = await call('POST', '/api/admin/colleges/import', admin.token, { csv, importValidRows: true });
    expect(partial.json()).toMatchObject({ isStopped: false, counts: { written: 1, unchanged: 1, refused: 2 } });
    const search = await call('GET', '/api/admin/colleges?q=new%20arts', teacher.token);
    expect(search.json().items.map((college: { name: string }) => college.name)).toEqual(['New Arts College']);
    const noHeader = await call('POST', '/api/admin/colleges/import', admin.token, { csv: 'college\nA B\n' });
    expect(noHeader.json().error.fields.csv).toBe('The first line must name the columns, one of them name.');
  });

  it('keeps a college a student typed, lets staff map it to a listed one, and links listed ones at signup', async () => {
    const departmentId = (await call('GET', '/api/departments', null)).json().departments[0].id as number;
    const courseId = (await call('GET', `/api/departments/${departmentId}/courses`, null)).json().courses[0]
      .id as number;
    const signUp = (phone: string, collegeName: string) =>
      call('POST', '/api/auth/signup', null, {
        name: 'Typed College',
        email: `typed-${phone}@example.in`,
        phone,
        collegeName,
        department: String(departmentId),
        semester: '2',
        course: String(courseId),
        noticeVersion: PRIVACY_NOTICE_VERSION,
        noticeAgreed: true,
      });
    expect((await signUp('9811200001', 'St. Thomas College, Pala  ')).statusCode).toBe(201);
    expect((await signUp('9811200002', 'st. thomas college, pala')).statusCode).toBe(201);
    expect((await signUp('9811200003', 'UNIVERSITY COLLEGE, THIRUVANANTHAPURAM')).statusCode).toBe(201);

    const unlisted = await call('GET', '/api/admin/colleges/unlisted', teacher.token);
    expect(unlisted.json().colleges).toContainEqual({
      name: expect.stringMatching(/^st\. thomas college, pala$/i),
      students: 2,
    });
    const listedAtSignup = await testApp.database.db
      .selectFrom('users')
      .select(['collegeName', 'collegeId'])
      .where('phone', '=', '9811200003')
      .executeTakeFirstOrThrow();
    expect(listedAtSignup.collegeId).not.toBeNull();
    expect(listedAtSignup.collegeName).toBe('University College, Thiruvananthapuram');

    const college = (
      await call('POST', '/api/admin/colleges', admin.token, { name: 'St. Thomas College, Palai' })
    ).json() as { id: number };
    expect(
      (await call('POST', '/api/admin/colleges/unlisted/map', teacher.token, { name: 'x', collegeId: college.id }))
        .statusCode,
    ).toBe(403);
    const mapped = await call('POST', '/api/admin/colleges/unlisted/map', admin.token, {
      name: 'ST. THOMAS COLLEGE, PALA',
      collegeId: college.id,
    });
    expect(mapped.json()).toEqual({ students: 2 });
    const linked = await testApp.database.db
      .selectFrom('users')
      .select(['collegeName', 'collegeId'])
      .where('phone', 'in', ['9811200001', '9811200002'])
      .execute();
    expect(linked).toEqual([
      { collegeName: 'St. Thomas College, Palai', collegeId: college.id },
      { collegeName: 'St. Thomas College, Palai', collegeId: college.id },
    ]);
    expect((await call('GET', '/api/admin/colleges/unlisted', teacher.token)).json().colleges).not.toContainEqual(
      expect.objectContaining({ name: expect.stringMatching(/thomas/i) }),
    );

    await call('PATCH', `/api/admin/colleges/${college.id}`, admin.token, {
      name: 'St. Thomas College (Autonomous), Pala',
    });
    const renamed = await testApp.database.db
      .selectFrom('users')
      .select('collegeName')
      .where('phone', '=', '9811200001')
      .executeTakeFirstOrThrow();
    expect(renamed.collegeName).toBe('St. Thomas College (Autonomous), Pala');
    const audit = await call('GET', `/api/admin/audit-log?entityType=college&entityId=${college.id}`, admin.token);
    expect(audit.json().items.map((entry: { action: string }) => entry.action)).toEqual([
      'college.update',
      'college.map-typed',
      'college.create',
    ]);
  });
});
