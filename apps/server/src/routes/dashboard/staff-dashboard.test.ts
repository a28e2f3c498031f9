/**
 * The console's home on this engine, by a fake clock far from the machine's: each number counts
 * exactly its rows (students who joined on India's today, not a millisecond before or after it;
 * orders awaiting payment; open doubts; tests whose window is open now, not one closing now or
 * opening a millisecond later; failed SMS and pushes today) and equals the total of the list it
 * links to. A failed SMS is recorded (masked phone, no code); teachers see every number but the
 * failed deliveries, whose list is for admins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDashboard, TDeliveryFailurePage } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent, requestCode } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

describe('the console home', () => {
  // 11:30 on 10 March 2026 in India; India's day began at 18:30 UTC on 9 March.
  const now = Date.UTC(2026, 2, 10, 6, 0);
  const dayStart = Date.UTC(2026, 2, 9, 18, 30);
  const dayEnd = dayStart + DAY_MS;
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let teacher: { id: number; token: string };
  let student: { id: number; token: string };
  let smsStudentPhone: string;
  const call = callerOf(() => testApp.app);
  const quizIds: Record<string, number> = {};
  const moduleIds: Record<string, number> = {};
  let moduleId: number;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now, sms });
    const db = testApp.database.db;
    admin = await insertStaff(db, 'admin', now);
    teacher = await insertStaff(db, 'teacher', now);
    const joined = async (name: string, createdAt: number, role: 'student' | 'teacher' = 'student') => {
      const { id, phone } = await insertStudent(db, { name, role });
      await db.updateTable('users').set({ createdAt }).where('id', '=', id).execute();
      return { id, phone };
    };
    // Staff made by insertStaff joined by the machine's clock: another day than the app's.
    const first = await joined('Joined at midnight', dayStart);
    student = { id: first.id, token: await startStudentSession(db, first.id, now) };
    smsStudentPhone = (await joined('Joined just before midnight tonight', dayEnd - 1)).phone;
    await joined('Joined a moment before today', dayStart - 1);
    await joined('Joins tomorrow', dayEnd);
    await joined('A teacher who joined today', dayStart + MINUTE_MS, 'teacher');

    const order = (status: 'awaiting_payment' | 'paid' | 'failed' | 'cancelled', createdAt: number) => ({
      userId: first.id,
      status,
      method: 'whatsapp' as const,
      amountPaise: 24900,
      currency: 'INR',
      createdAt,
      updatedAt: createdAt,
    });
    await db
      .insertInto('orders')
      .values([
        order('awaiting_payment', now - 3 * DAY_MS),
        order('awaiting_payment', now),
        order('paid', now),
        order('failed', now),
        order('cancelled', now),
      ])
      .execute();

    const paper = (title: string, status: 'published' | 'draft') =>
      db
        .insertInto('papers')
        .values({
          type: 'Major',
          title,
          language: 'English',
          description: '',
          pricePaise: 24900,
          rating: 4,
          status,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const published = await paper('Data Structures', 'published');
    const draft = await paper('Unpublished Paper', 'draft');
    const module = (paperId: number, number: number, archivedAt: number | null = null) =>
      db
        .insertInto('modules')
        .values({ paperId, number, title: `Module ${number}`, description: '', isFreePreview: 0, archivedAt })
        .returning('id')
        .executeTakeFirstOrThrow();
    // One test of a kind a module: each test in a module of its own.
    const windows: [string, 'published' | 'archived module' | 'draft paper', number | null, number | null][] = [
      ['open, closing in an hour', 'published', now - DAY_MS, now + 60 * MINUTE_MS],
      ['opened this very moment', 'published', now, now + DAY_MS],
      ['only a closing, later', 'published', null, now + 2 * DAY_MS],
      ['only an opening, past', 'published', now - DAY_MS, null],
      ['closed this very moment', 'published', now - DAY_MS, now],
      ['opens a moment from now', 'published', now + 1, now + DAY_MS],
      ['no window at all', 'published', null, null],
      ['in an archived module', 'archived module', now - DAY_MS, now + DAY_MS],
      ['in a draft paper', 'draft paper', now - DAY_MS, now + DAY_MS],
    ];
    for (const [index, [title, where, opensAt, closesAt]] of windows.entries()) {
      const quizModule = await module(
        where === 'draft paper' ? draft.id : published.id,
        index + 1,
        where === 'archived module' ? now - DAY_MS : null,
      );
      const { id } = await db
        .insertInto('quizzes')
        .values({ moduleId: quizModule.id, category: 'weekly_challenge', title, opensAt, closesAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      quizIds[title] = id;
      moduleIds[title] = quizModule.id;
    }
    moduleId = moduleIds['open, closing in an hour']!;

    const doubt = (status: 'open' | 'answered' | 'closed') => ({
      userId: first.id,
      moduleId,
      status,
      createdAt: now - DAY_MS,
      updatedAt: now - DAY_MS,
    });
    await db
      .insertInto('doubts')
      .values([doubt('open'), doubt('open'), doubt('answered'), doubt('closed')])
      .execute();

    const failure = (createdAt: number, reason: string) => ({
      channel: 'push' as const,
      userId: first.id,
      recipient: 'fcm.googleapis.com',
      reason,
      createdAt,
    });
    await db
      .insertInto('deliveryFailures')
      .values([failure(dayStart - 1, 'yesterday'), failure(dayStart, 'at midnight'), failure(dayEnd, 'tomorrow')])
      .execute();
  });
  afterAll(() => testApp.close());

  const dashboardOf = async (token: string) => {
    const reply = await call('GET', '/api/admin/dashboard', token);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as TAdminDashboard;
  };
  const totalOf = async (url: string, token = admin.token) => {
    const reply = await call('GET', url, token);
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { total: number }).total;
  };

  it('records an SMS the provider refused, with the phone masked and no code', async () => {
    sms.failNext = true;
    const sent = await requestCode(testApp.app, smsStudentPhone);
    expect(sent.statusCode, sent.body).toBe(502);
    const reply = await call('GET', '/api/admin/delivery-failures?channel=sms', admin.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const page = reply.json() as TDeliveryFailurePage;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      channel: 'sms',
      userName: 'Joined just before midnight tonight',
      recipient: `+91******${smsStudentPhone.slice(-4)}`,
      reason: 'provider down',
      createdAt: now,
    });
    const row = await testApp.database.db.selectFrom('deliveryFailures').selectAll().execute();
    expect(JSON.stringify(row)).not.toContain(smsStudentPhone);
  });

  it("counts exactly today's rows of each kind for an admin", async () => {
    const dashboard = await dashboardOf(admin.token);
    expect(dashboard).toMatchObject({
      today: '2026-03-10',
      newStudents: 2,
      ordersAwaitingPayment: 2,
      doubtsWaiting: 2,
      // The push at midnight, and the SMS refused above.
      failedDeliveries: 2,
    });
    expect(dashboard.testsInWindow.total).toBe(4);
    expect(dashboard.testsInWindow.items.map((test) => test.title)).toEqual([
      'open, closing in an hour',
      'opened this very moment',
      'only a closing, later',
      'only an opening, past',
    ]);
    expect(dashboard.testsInWindow.items[0]).toEqual({
      id: quizIds['open, closing in an hour'],
      moduleId,
      paperTitle: 'Data Structures',
      moduleNumber: 1,
      moduleTitle: 'Module 1',
      category: 'weekly_challenge',
      title: 'open, closing in an hour',
      opensAt: now - DAY_MS,
      closesAt: now + 60 * MINUTE_MS,
    });
  });

  it('gives each number as the total of the list it links to', async () => {
    const dashboard = await dashboardOf(admin.token);
    expect(await totalOf(`/api/admin/users?role=student&joinedSince=${dashboard.today}`)).toBe(
      // The list is "since": it holds tomorrow's student too.
      dashboard.newStudents + 1,
    );
    expect(await totalOf('/api/admin/orders?status=awaiting_payment')).toBe(dashboard.ordersAwaitingPayment);
    expect(await totalOf('/api/admin/doubts?status=open')).toBe(dashboard.doubtsWaiting);
    expect(await totalOf(`/api/admin/delivery-failures?since=${dashboard.today}`)).toBe(
      dashboard.failedDeliveries! + 1,
    );
  });

  it('shows a teacher every number but the failed deliveries, whose list is for admins', async () => {
    const dashboard = await dashboardOf(teacher.token);
    expect(dashboard.failedDeliveries).toBeNull();
    expect(dashboard.newStudents).toBe(2);
    expect((await call('GET', '/api/admin/delivery-failures', teacher.token)).statusCode).toBe(403);
  });

  it('is for staff only', async () => {
    expect((await call('GET', '/api/admin/dashboard', student.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/dashboard', null)).statusCode).toBe(401);
  });

  it('refuses a date that does not exist in the people list and the failures list', async () => {
    for (const url of ['/api/admin/users?joinedSince=2026-02-30', '/api/admin/delivery-failures?since=2026-02-30']) {
      const reply = await call('GET', url, admin.token);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
  });
});
