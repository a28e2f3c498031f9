/**
 * Web push on this engine, against a push service stand-in on 127.0.0.1: a subscription is the
 * caller's and only on an allowed push service; each announcement reaches, once, exactly the
 * browsers of the students it is meant for (a scheduled one once its moment comes), encrypted so
 * only that browser reads it and signed with our VAPID key; an answered doubt reaches its student
 * alone; a subscription the push service calls gone (404, 410) is forgotten, and a push it refuses
 * is recorded for staff; with push off
 * nothing is sent and the key is null.
 */
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { FakeBrowser, startFakePushService } from '../../test/fake-push-service.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createWebPushSender } from '../../integrations/push/web-push-sender.js';
import { createDeliveryFailureService } from '../../modules/delivery-failures/delivery-failure.service.js';
import { createPushService } from '../../modules/push/push.service.js';
import { consentServiceFor } from '../../test/consents.js';

/** The sweep the server runs every few seconds, run by hand here (the tests turn it off). */
function pushServiceOf(testApp: TestApp, clock: () => number) {
  const config = testApp.config.push;
  return createPushService({
    db: testApp.database.db,
    clock,
    config,
    send: config ? createWebPushSender(config) : null,
    failures: createDeliveryFailureService({ db: testApp.database.db, clock }),
    consents: consentServiceFor(testApp.database.db, clock),
  });
}

const MINUTE_MS = 60_000;

describe('web push', () => {
  let now = Date.UTC(2026, 10, 26, 4, 0);
  let pushService: Awaited<ReturnType<typeof startFakePushService>>;
  let testApp: TestApp;
  const vapid = webpush.generateVAPIDKeys();
  const call = callerOf(() => testApp.app);
  let teacher: { id: number; token: string };
  const students: Record<'science' | 'arts', { id: number; token: string; browser: FakeBrowser }> = {} as never;
  let departmentId: number;
  const pushDue = () => pushServiceOf(testApp, () => now).pushDue();

  const subscribe = (token: string, body: unknown) => call('POST', '/api/push/subscriptions', token, body);
  const announce = async (body: Record<string, unknown>) => {
    const reply = await call('POST', '/api/admin/announcements', teacher.token, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json() as { id: number };
  };

  beforeAll(async () => {
    pushService = await startFakePushService();
    testApp = await createTestApp({
      seed: true,
      clock: () => now,
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:notices@padanam.example',
        PUSH_SERVICE_ORIGINS: pushService.origin,
      },
    });
    const db = testApp.database.db;
    teacher = await insertStaff(db, 'teacher', now);
    const departments = await db.selectFrom('departments').select('id').orderBy('id').limit(2).execute();
    departmentId = departments[0]!.id;
    for (const [name, department] of [
      ['science', departments[0]!.id],
      ['arts', departments[1]!.id],
    ] as const) {
      const { id } = await insertStudent(db, { name });
      await db.updateTable('users').set({ departmentId: department }).where('id', '=', id).execute();
      students[name] = {
        id,
        token: await startStudentSession(db, id, now),
        browser: new FakeBrowser(pushService.origin, `/push/${name}`),
      };
    }
    // Everything published so far (the demo notices) is behind us.
    await pushDue();
    pushService.received.length = 0;
  });
  afterAll(async () => {
    await testApp.close();
    await pushService.close();
  });

  it('gives browsers the public key, and keeps a subscription for its student', async () => {
    expect((await call('GET', '/api/push/key', null)).json()).toEqual({ publicKey: vapid.publicKey });
    for (const student of Object.values(students))
      expect((await subscribe(student.token, student.browser.subscription())).statusCode).toBe(204);
    // Subscribing again is the same subscription.
    expect((await subscribe(students.science.token, students.science.browser.subscription())).statusCode).toBe(204);
    const rows = await testApp.database.db.selectFrom('pushSubscriptions').select(['userId', 'endpoint']).execute();
    expect(rows).toHaveLength(2);
    expect((await subscribe('', students.science.browser.subscription())).statusCode).toBe(401);
  });

  it('refuses an endpoint that is not an allowed push service, or keys that are not keys', async () => {
    const good = students.science.browser.subscription();
    for (const body of [
      { ...good, endpoint: 'http://169.254.169.254/latest/meta-data' },
      { ...good, endpoint: `${pushService.origin.replace('127.0.0.1', 'localhost')}/push/x` },
      { ...good, endpoint: 'file:///etc/passwd' },
      { ...good, keys: { p256dh: 'short', auth: good.keys.auth } },
      { ...good, keys: { ...good.keys, extra: 'x' } },
    ]) {
      const reply = await subscribe(students.science.token, body);
      expect(reply.statusCode, JSON.stringify(body.endpoint)).toBe(400);
      expect(reply.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await testApp.database.db.selectFrom('pushSubscriptions').select('id').execute()).toHaveLength(2);
  });

  it("pushes an announcement once, to exactly its audience's browsers, readable only by them", async () => {
    await announce({
      kind: 'exam',
      title: 'Science practicals on Monday',
      content: 'Bring your record book.',
      audience: 'department',
      departmentId,
    });
    const [first, second] = await Promise.all([pushDue(), pushDue()]);
    expect(first!.announcements + second!.announcements).toBe(1);
    expect(await pushDue()).toMatchObject({ announcements: 0, sent: 0 });

    expect(students.science.browser.read(pushService.received)).toEqual([
      { title: 'Science practicals on Monday', body: 'Bring your record book.', link: '/my-profile/notification' },
    ]);
    expect(students.arts.browser.read(pushService.received)).toEqual([]);
    const [push] = pushService.received;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('86400');
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
    pushService.received.length = 0;
  });

  it('pushes a scheduled announcement when its moment comes, not before', async () => {
    await announce({
      kind: 'padanam',
      title: 'New mock tests tonight',
      content: 'Weekly Challenge for every module.',
      audience: 'everyone',
      publishAt: now + 30 * MINUTE_MS,
    });
    expect(await pushDue()).toMatchObject({ announcements: 0 });
    now += 31 * MINUTE_MS;
    expect(await pushDue()).toMatchObject({ announcements: 1, sent: 2 });
    expect(students.arts.browser.read(pushService.received)).toEqual([
      expect.objectContaining({ title: 'New mock tests tonight' }),
    ]);
    pushService.received.length = 0;
  });

  it("pushes a tutor's answer to the doubt's student alone, leading to the doubt", async () => {
    const module = await testApp.database.db
      .selectFrom('modules')
      .select('id')
      .where('isFreePreview', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const doubt = await call('POST', '/api/doubts', students.arts.token, {
      moduleId: module.id,
      text: 'What is a heap?',
    });
    expect(doubt.statusCode, doubt.body).toBe(201);
    const { id } = doubt.json() as { id: number };
    const answered = await call('POST', `/api/admin/doubts/${id}/messages`, teacher.token, {
      text: 'A tree where each parent is at least its children.',
    });
    expect(answered.statusCode).toBe(201);
    await pushDue();
    expect(students.arts.browser.read(pushService.received)).toEqual([
      expect.objectContaining({
        body: 'A tree where each parent is at least its children.',
        link: `/your-doubts?doubt=${id}`,
      }),
    ]);
    expect(students.science.browser.read(pushService.received)).toEqual([]);
    pushService.received.length = 0;
  });

  it('records a push the push service refused, for staff, and keeps the subscription', async () => {
    const broken = new FakeBrowser(pushService.origin, '/broken/science-tablet');
    expect((await subscribe(students.science.token, broken.subscription())).statusCode).toBe(204);
    await announce({ kind: 'padanam', title: 'Results out', content: 'See your scores.', audience: 'everyone' });
    expect(await pushDue()).toMatchObject({ announcements: 1, sent: 2, failed: 1 });
    const failures = await testApp.database.db.selectFrom('deliveryFailures').selectAll().execute();
    expect(failures).toEqual([
      expect.objectContaining({
        channel: 'push',
        userId: students.science.id,
        recipient: new URL(pushService.origin).host,
        reason: 'The push service answered 500',
      }),
    ]);
    expect(Number(failures[0]!.createdAt)).toBe(now);
    const unsubscribed = await call('DELETE', '/api/push/subscriptions', students.science.token, {
      endpoint: broken.endpoint,
    });
    expect(unsubscribed.statusCode).toBe(204);
    pushService.received.length = 0;
  });

  it('forgets a subscription the push service calls gone, and removes only your own', async () => {
    const gone = new FakeBrowser(pushService.origin, '/gone/science-old-phone');
    const missing = new FakeBrowser(pushService.origin, '/missing/science-old-laptop');
    for (const browser of [gone, missing])
      expect((await subscribe(students.science.token, browser.subscription())).statusCode).toBe(204);
    await announce({ kind: 'padanam', title: 'Maintenance tonight', content: 'Back by 6 am.', audience: 'everyone' });
    expect(await pushDue()).toMatchObject({ announcements: 1, sent: 2, gone: 2 });
    const endpoints = (await testApp.database.db.selectFrom('pushSubscriptions').select('endpoint').execute()).map(
      (row) => row.endpoint,
    );
    expect(endpoints.sort()).toEqual([students.arts.browser.endpoint, students.science.browser.endpoint].sort());

    const notMine = await call('DELETE', '/api/push/subscriptions', students.arts.token, {
      endpoint: students.science.browser.endpoint,
    });
    expect(notMine.statusCode).toBe(204);
    expect(await testApp.database.db.selectFrom('pushSubscriptions').select('id').execute()).toHaveLength(2);
    const mine = await call('DELETE', '/api/push/subscriptions', students.arts.token, {
      endpoint: students.arts.browser.endpoint,
    });
    expect(mine.statusCode).toBe(204);
    expect(await testApp.database.db.selectFrom('pushSubscriptions').select('userId').execute()).toEqual([
      { userId: students.science.id },
    ]);
  });

  it('pushes only to students who consent: turning notifications on consents, withdrawing stops every push', async () => {
    const db = testApp.database.db;
    pushService.received.length = 0;
    // Turning notifications on recorded the consent (a row per change), never the other way round.
    expect(
      await db
        .selectFrom('consentRecords')
        .select(['purpose', 'given', 'how'])
        .where('userId', '=', students.science.id)
        .where('purpose', '=', 'push')
        .execute(),
    ).toContainEqual({ purpose: 'push', given: 1, how: 'notifications' });

    const withdrawn = await call('PUT', '/api/me/consents/push', students.science.token, { given: false });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().choices).toContainEqual(expect.objectContaining({ purpose: 'push', given: false }));
    expect(
      await db.selectFrom('pushSubscriptions').select('id').where('userId', '=', students.science.id).execute(),
    ).toEqual([]);
    // A subscription kept without consent (a browser that never said so) is never pushed to either.
    await db
      .insertInto('pushSubscriptions')
      .values({ userId: students.science.id, ...subscriptionRow(students.science.browser), createdAt: now })
      .execute();
    await db
      .insertInto('pushSubscriptions')
      .values({ userId: students.arts.id, ...subscriptionRow(students.arts.browser), createdAt: now })
      .execute();
    await db.deleteFrom('consentChoices').where('userId', '=', students.arts.id).execute();
    await announce({
      kind: 'padanam',
      title: 'Holiday on Friday',
      content: 'Classes resume Monday.',
      audience: 'everyone',
    });
    expect(await pushDue()).toMatchObject({ announcements: 1, sent: 0 });
    expect(students.science.browser.read(pushService.received)).toEqual([]);
    expect(students.arts.browser.read(pushService.received)).toEqual([]);

    // Consenting again (turning notifications back on) pushes again.
    expect((await subscribe(students.science.token, students.science.browser.subscription())).statusCode).toBe(204);
    await announce({ kind: 'padanam', title: 'Fees due', content: 'Pay by the 10th.', audience: 'everyone' });
    expect(await pushDue()).toMatchObject({ announcements: 1, sent: 1 });
    expect(students.science.browser.read(pushService.received)).toEqual([
      expect.objectContaining({ title: 'Fees due' }),
    ]);
    pushService.received.length = 0;
  });
});

function subscriptionRow(browser: FakeBrowser) {
  const { endpoint, keys } = browser.subscription();
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

describe('web push, not configured', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('says there is no key, refuses subscriptions and sends nothing', async () => {
    const call = callerOf(() => testApp.app);
    const pushDue = () => pushServiceOf(testApp, Date.now).pushDue();
    expect((await call('GET', '/api/push/key', null)).json()).toEqual({ publicKey: null });
    const { id } = await insertStudent(testApp.database.db);
    const token = await startStudentSession(testApp.database.db, id);
    const browser = new FakeBrowser('https://fcm.googleapis.com', '/fcm/send/abc');
    const reply = await call('POST', '/api/push/subscriptions', token, browser.subscription());
    expect(reply.statusCode).toBe(409);
    expect(await pushDue()).toEqual({ announcements: 0, sent: 0, gone: 0, failed: 0 });
  });
});
