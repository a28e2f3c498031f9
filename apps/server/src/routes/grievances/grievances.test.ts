/**
 * Grievances on this engine: filed with a number unique in its year and a due date
 * GRIEVANCE_RESPONSE_DAYS later, read only by their student, five a day; the console's list
 * (masked phone, overdue, by status), a reading and every change audited, a reply the student
 * reads and is notified of, and a status moved to closed. Teachers are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminGrievance, TAdminGrievancePage, TGrievance, TGrievanceList } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { createFakeClock } from '../../lib/clock.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('grievances', () => {
  const clock = createFakeClock(Date.UTC(2026, 10, 29, 6, 0, 0));
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let teacher: { id: number; token: string };
  let student: { id: number; token: string; phone: string };
  let other: { id: number; token: string; phone: string };
  const call = callerOf(() => testApp.app);

  async function newStudent(name: string) {
    const { id, phone } = await insertStudent(testApp.database.db, { name });
    return { id, phone, token: await startStudentSession(testApp.database.db, id, clock()) };
  }

  const file = (token: string, subject = 'My marks are wrong') =>
    call('POST', '/api/me/grievances', token, {
      category: 'correction',
      subject,
      text: '  The marks of my March test show 12; I scored 21.  ',
    });

  beforeAll(async () => {
    testApp = await createTestApp({ clock, env: { GRIEVANCE_RESPONSE_DAYS: '15' } });
    admin = await insertStaff(testApp.database.db, 'admin', clock());
    teacher = await insertStaff(testApp.database.db, 'teacher', clock());
    student = await newStudent('Grievance Student');
    other = await newStudent('Another Student');
  });
  afterAll(() => testApp.close());

  it('files a grievance with a number and a due date, and shows it only to its student', async () => {
    const filed = await file(student.token);
    expect(filed.statusCode, filed.body).toBe(201);
    const grievance = filed.json<TGrievance>();
    expect(grievance).toMatchObject({
      number: 'GR-2026-000001',
      category: 'correction',
      subject: 'My marks are wrong',
      text: 'The marks of my March test show 12; I scored 21.',
      status: 'open',
      createdAt: clock(),
      dueAt: clock() + 15 * DAY_MS,
      closedAt: null,
      replies: [],
    });
    const second = (await file(other.token, 'Delete my photo')).json<TGrievance>();
    expect(second.number).toBe('GR-2026-000002');

    const list = (await call('GET', '/api/me/grievances', student.token)).json<TGrievanceList>();
    expect(list.items.map((item) => item.number)).toEqual(['GR-2026-000001']);
    expect((await call('GET', `/api/me/grievances/${grievance.id}`, student.token)).json()).toEqual(grievance);
    const notTheirs = await call('GET', `/api/me/grievances/${grievance.id}`, other.token);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Grievance not found.' } });
    expect((await call('GET', '/api/me/grievances', null)).statusCode).toBe(401);
  });

  it('refuses what the form would not send', async () => {
    for (const body of [
      { category: 'billing', subject: 'x', text: 'y' },
      { category: 'other', subject: 'two\nlines', text: 'y' },
      { category: 'other', subject: '   ', text: 'y' },
      { category: 'other', subject: 'x', text: 'y'.repeat(2001) },
      { category: 'other', subject: 'x', text: '  ' },
      { category: 'other', subject: 'x', text: 'y', userId: other.id },
    ]) {
      const refused = await call('POST', '/api/me/grievances', student.token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('takes five grievances a day from one student, in English and Malayalam', async () => {
    const busy = await newStudent('Busy Student');
    for (let index = 0; index < 5; index += 1) expect((await file(busy.token)).statusCode).toBe(201);
    const refused = await file(busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    const inMalayalam = await testApp.app.inject({
      method: 'POST',
      url: '/api/me/grievances',
      headers: { authorization: `Bearer ${busy.token}`, 'accept-language': 'ml' },
      payload: { category: 'other', subject: 'x', text: 'y' },
    });
    expect(inMalayalam.json().error.message).toContain('പരാതി');
    clock.advance(DAY_MS);
    expect((await file(busy.token)).statusCode).toBe(201);
  });

  it('lists grievances for admins with masked phones and overdue marked, audits a reading, a reply and a status', async () => {
    const { id } = (await file(student.token, 'Who sees my phone number?')).json<TGrievance>();
    expect((await call('GET', '/api/admin/grievances', teacher.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/grievances/${id}`, teacher.token)).statusCode).toBe(403);

    clock.advance(16 * DAY_MS);
    // Sessions end after a week idle: both sign in again.
    admin.token = await startStudentSession(testApp.database.db, admin.id, clock());
    student.token = await startStudentSession(testApp.database.db, student.id, clock());
    const page = (await call('GET', '/api/admin/grievances?status=open', admin.token)).json<TAdminGrievancePage>();
    expect(page.items.every((item) => item.status === 'open')).toBe(true);
    const listed = page.items.find((item) => item.id === id);
    expect(listed?.student).toEqual({
      id: student.id,
      name: 'Grievance Student',
      phone: `+91******${student.phone.slice(-4)}`,
    });
    expect(listed?.isOverdue).toBe(true);
    expect(listed).not.toHaveProperty('text');

    const opened = await call('GET', `/api/admin/grievances/${id}`, admin.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<TAdminGrievance>().text).toBe('The marks of my March test show 12; I scored 21.');

    const replied = await call('POST', `/api/admin/grievances/${id}/replies`, admin.token, {
      text: 'Only the admins of Padanam see it.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json<TAdminGrievance>()).toMatchObject({ status: 'answered', isOverdue: false });

    const closed = await call('PATCH', `/api/admin/grievances/${id}`, admin.token, { status: 'closed' });
    expect(closed.json<TAdminGrievance>()).toMatchObject({ status: 'closed', closedAt: clock() });
    expect((await call('PATCH', `/api/admin/grievances/${id}`, admin.token, { status: 'shut' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/grievances/999999/replies', admin.token, { text: 'Hello' })).statusCode,
    ).toBe(404);

    const own = (await call('GET', `/api/me/grievances/${id}`, student.token)).json<TGrievance>();
    expect(own.status).toBe('closed');
    expect(own.replies).toEqual([
      { id: expect.any(Number), text: 'Only the admins of Padanam see it.', from: 'A admin', createdAt: clock() },
    ]);
    const notices = await testApp.database.db
      .selectFrom('announcements')
      .select(['title', 'content', 'link'])
      .where('recipientUserId', '=', student.id)
      .execute();
    expect(notices).toEqual([
      {
        title: expect.stringMatching(/^Your grievance GR-2026-\d{6} has a reply$/),
        content: 'Only the admins of Padanam see it.',
        link: `/my-profile/grievances?grievance=${id}`,
      },
    ]);

    const audit = await testApp.database.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'action'])
      .where('entityType', '=', 'grievance')
      .where('entityId', '=', id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { actorUserId: admin.id, action: 'grievance.view' },
      { actorUserId: admin.id, action: 'grievance.reply' },
      { actorUserId: admin.id, action: 'grievance.status' },
    ]);
  });
});
