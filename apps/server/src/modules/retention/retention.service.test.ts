/**
 * The retention sweep on this engine, with the injected clock: an inactive student is warned
 * once, 48 hours before the hand-over to erasure, in their language; a login after the notice
 * clears it; activity outlives the purge of ended sessions; staff are never swept; 0 days turns
 * it off. Audit entries and payment events older than the log retention are deleted in
 * batches and newer ones kept, and a paid order's events are kept with the order.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserRole } from '../../db/schema.js';
import { createFakeClock } from '../../lib/clock.js';
import { insertStudent } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createSessionService } from '../auth/session.service.js';
import { createDeliveryFailureService } from '../delivery-failures/delivery-failure.service.js';
import { createRetentionService, INACTIVE_NOTICE_MS, inactiveNoticeText } from './retention.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const INACTIVE_DAYS = 1095;

let database: TestDatabase;
const clock = createFakeClock(Date.UTC(2030, 0, 15, 6, 0, 0));
/** The accounts handed to erasure, in order. */
const handedOver: number[] = [];
let sms: FakeSmsSender;

function build(inactiveAccountDays = INACTIVE_DAYS) {
  const { db } = database;
  return {
    sessions: createSessionService({ db, clock }),
    retention: createRetentionService({
      db,
      clock,
      sms,
      failures: createDeliveryFailureService({ db, clock }),
      inactiveAccountDays,
      logRetentionDays: 365,
      handOverToErasure: async (userId) => {
        handedOver.push(userId);
      },
    }),
  };
}

/** A person who joined `joinedDaysAgo` days ago. */
async function person(joinedDaysAgo: number, role: UserRole = 'student', language: 'en' | 'ml' = 'en') {
  const { id, phone } = await insertStudent(database.db, { role });
  const joined = clock() - joinedDaysAgo * DAY_MS;
  await database.db.updateTable('users').set({ createdAt: joined, language }).where('id', '=', id).execute();
  return { id, to: `+91${phone}` };
}

const noticeOf = (userId: number) =>
  database.db
    .selectFrom('inactiveAccountNotices')
    .select(['inactiveNoticeSentAt', 'erasureRequestedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  sms = new FakeSmsSender();
  await database.db.deleteFrom('inactiveAccountNotices').execute();
  await database.db.deleteFrom('accountActivity').execute();
  await database.db.deleteFrom('sessions').execute();
  await database.db.deleteFrom('users').execute();
});

describe('inactive accounts', () => {
  it('warns an inactive student once, in their language, and hands them to erasure 48 hours later', async () => {
    const { retention } = build();
    const never = await person(INACTIVE_DAYS + 1, 'student', 'ml');
    const recent = await person(INACTIVE_DAYS - 3);

    expect(await retention.sweepInactive()).toEqual({ inactiveNotices: 1, noticesCleared: 0, handedToErasure: 0 });
    expect(sms.sent).toEqual([
      { to: never.to, kind: 'inactive_notice', text: inactiveNoticeText('ml'), language: 'ml' },
    ]);
    expect(await noticeOf(never.id)).toEqual({ inactiveNoticeSentAt: clock(), erasureRequestedAt: null });
    expect(await noticeOf(recent.id)).toBeUndefined();
    const noticedAt = clock();

    clock.advance(INACTIVE_NOTICE_MS - HOUR_MS);
    expect(await retention.sweepInactive()).toEqual({ inactiveNotices: 0, noticesCleared: 0, handedToErasure: 0 });
    expect(sms.sent).toHaveLength(1);

    clock.advance(HOUR_MS);
    expect(await retention.sweepInactive()).toMatchObject({ handedToErasure: 1 });
    expect(await noticeOf(never.id)).toEqual({ inactiveNoticeSentAt: noticedAt, erasureRequestedAt: clock() });
    expect(handedOver).toEqual([never.id]);
    // Handed over once; the student who joined later is still inside the days.
    expect(await retention.sweepInactive()).toEqual({ inactiveNotices: 0, noticesCleared: 0, handedToErasure: 0 });
    expect(sms.sent.map((message) => message.to)).toEqual([never.to]);
    expect(await noticeOf(recent.id)).toBeUndefined();
  });

  it('clears the notice when the student logs in after it, and never hands them over', async () => {
    const { retention, sessions } = build();
    const student = await person(INACTIVE_DAYS + 10);
    await retention.sweepInactive();
    expect(await noticeOf(student.id)).toBeDefined();

    clock.advance(HOUR_MS);
    await sessions.startSession(student.id);
    expect(await retention.sweepInactive()).toEqual({ inactiveNotices: 0, noticesCleared: 1, handedToErasure: 0 });
    clock.advance(INACTIVE_NOTICE_MS);
    expect(await retention.sweepInactive()).toEqual({ inactiveNotices: 0, noticesCleared: 0, handedToErasure: 0 });
    expect(await noticeOf(student.id)).toBeUndefined();
    expect(sms.sent).toHaveLength(1);
  });

  it('counts activity whose sessions were purged since, by their last use', async () => {
    const { retention } = build();
    const student = await person(INACTIVE_DAYS * 2);
    const lastSeenAt = clock() - 400 * DAY_MS;
    await database.db
      .insertInto('sessions')
      .values({
        userId: student.id,
        tokenHash: 'h',
        createdAt: lastSeenAt,
        lastSeenAt,
        expiresAt: lastSeenAt,
        revokedAt: null,
      })
      .execute();
    await retention.recordActivity();
    await database.db.deleteFrom('sessions').execute();

    expect((await retention.sweepInactive()).inactiveNotices).toBe(0);
    clock.advance((INACTIVE_DAYS - 400) * DAY_MS);
    expect((await retention.sweepInactive()).inactiveNotices).toBe(1);
    expect(sms.sent.map((message) => message.to)).toEqual([student.to]);
  });

  it('never sweeps teachers or admins, and sweeps nobody when the days are 0', async () => {
    const teacher = await person(INACTIVE_DAYS * 3, 'teacher');
    const admin = await person(INACTIVE_DAYS * 3, 'admin');
    const student = await person(INACTIVE_DAYS * 3);
    expect(await build(0).retention.sweepInactive()).toEqual({
      inactiveNotices: 0,
      noticesCleared: 0,
      handedToErasure: 0,
    });
    expect(sms.sent).toEqual([]);

    const { retention } = build();
    await retention.sweepInactive();
    clock.advance(INACTIVE_NOTICE_MS);
    await retention.sweepInactive();
    expect(sms.sent.map((message) => message.to)).toEqual([student.to]);
    expect(await noticeOf(teacher.id)).toBeUndefined();
    expect(await noticeOf(admin.id)).toBeUndefined();
    expect((await noticeOf(student.id))?.erasureRequestedAt).toBe(clock());
  });
});

describe('logs kept a year', () => {
  async function insertOrder(userId: number, paidAt: number | null) {
    const now = clock();
    const { id } = await database.db
      .insertInto('orders')
      .values({
        userId,
        status: paidAt === null ? 'cancelled' : 'paid',
        method: 'razorpay',
        amountPaise: 49_900,
        currency: 'INR',
        providerOrderId: null,
        providerPaymentId: null,
        providerRefundId: null,
        createdAt: now - 400 * DAY_MS,
        updatedAt: now - 400 * DAY_MS,
        paidAt,
        closedAt: null,
        decidedByUserId: null,
        paymentMismatchPaymentId: null,
        paymentMismatchAmountPaise: null,
        paymentMismatchCurrency: null,
        paymentMismatchAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('deletes audit entries and payment events past a year in batches, keeping newer ones and paid orders’ events', async () => {
    const { retention } = build();
    const { db } = database;
    const buyer = await person(500);
    const now = clock();
    const old = now - 366 * DAY_MS;
    const recent = now - 364 * DAY_MS;
    for (const [index, createdAt] of [old, old, old, old, old, recent].entries())
      await db
        .insertInto('auditLog')
        .values({
          actorUserId: null,
          action: `test.entry${index}`,
          entityType: 'test',
          entityId: index,
          beforeJson: null,
          afterJson: null,
          createdAt,
        })
        .execute();
    const paidOrder = await insertOrder(buyer.id, now - 400 * DAY_MS);
    const cancelledOrder = await insertOrder(buyer.id, null);
    const events: [string, number | null, number][] = [
      ['paid-old', paidOrder, old],
      ['cancelled-old', cancelledOrder, old],
      ['orphan-old', null, old],
      ['orphan-recent', null, recent],
    ];
    for (const [providerEventId, orderId, receivedAt] of events)
      await db
        .insertInto('paymentEvents')
        .values({ provider: 'razorpay', providerEventId, eventType: 'payment.captured', orderId, receivedAt })
        .execute();

    expect(await retention.purgeOldLogs(2)).toEqual({ auditEntries: 5, paymentEvents: 2 });
    expect(await db.selectFrom('auditLog').select('action').execute()).toEqual([{ action: 'test.entry5' }]);
    expect(
      (await db.selectFrom('paymentEvents').select('providerEventId').orderBy('providerEventId').execute()).map(
        (row) => row.providerEventId,
      ),
    ).toEqual(['orphan-recent', 'paid-old']);
  });
});
