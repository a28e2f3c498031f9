/**
 * The erasure of an account, proved by walking the schema: a student with a row in every table
 * linked to users (and uploaded pictures) is erased, and then no row of any table holds their
 * name, phone, email or anything they wrote; what stays is exactly what the plan keeps; their files
 * are gone; another student is untouched.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userLinkedTables } from '../../db/user-linked-tables.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { createFileStorage } from '../../integrations/storage/index.js';
import { createFakeClock } from '../../lib/clock.js';
import { insertStudent } from '../../test/accounts.js';
import { rowsOfUser } from '../../test/rows-of-user.js';
import { userServiceFor } from '../../test/consents.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { hashSessionToken } from '../auth/session-token.js';
import { createSessionService } from '../auth/session.service.js';
import { ERASURE_PLAN, tablesInErasurePlan } from './erasure-plan.js';
import { createErasureService, type ErasureCodes } from './erasure.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PLAN_FILE = 'apps/server/src/modules/privacy/erasure-plan.ts';

let database: TestDatabase;
let storage: FileStorage;
const clock = createFakeClock();
let catalogue: { paperId: number; moduleId: number; noteId: number; quizId: number; questionId: number };
let staffId: number;
let eventId: number;

/** The sweep never sends or checks a code; scheduling is proved through the routes (erasure.routes.test.ts). */
const noCodes: ErasureCodes = {
  send: () => Promise.reject(new Error('not used here')),
  consume: () => Promise.reject(new Error('not used here')),
};

function build(options: { storage?: Pick<FileStorage, 'remove'> } = {}) {
  const { db } = database;
  return createErasureService({
    db,
    clock,
    storage: options.storage ?? storage,
    sessions: createSessionService({ db, clock }),
    users: userServiceFor(db, clock),
    codes: noCodes,
    graceDays: 7,
    log: { warn: () => {} },
  });
}

async function storeFile(name: string): Promise<{ id: number; key: string }> {
  const key = `erasure-test/${name}-${Math.random().toString(36).slice(2)}.png`;
  await storage.put(key, new Uint8Array([137, 80, 78, 71]), 'image/png');
  const { id } = await database.db
    .insertInto('storedFiles')
    .values({
      storageKey: key,
      originalName: `${name}.png`,
      contentType: 'image/png',
      sizeBytes: 4,
      createdAt: clock(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, key };
}

async function insertCatalogue() {
  const { db } = database;
  const now = clock();
  const { id: paperId } = await db
    .insertInto('papers')
    .values({
      type: 'Major',
      title: 'Paper',
      language: 'English',
      description: '',
      pricePaise: 100,
      rating: 4,
      imageUrl: null,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: moduleId } = await db
    .insertInto('modules')
    .values({
      paperId,
      number: 1,
      title: 'Module',
      description: '',
      duration: null,
      isFreePreview: 0,
      thumbnailUrl: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const noteFile = await storeFile('note');
  const { id: noteId } = await db
    .insertInto('notes')
    .values({ moduleId, title: 'Note', description: '', fileId: noteFile.id, position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: quizId } = await db
    .insertInto('quizzes')
    .values({ moduleId, category: 'weekly_challenge', title: 'Test', maxMarks: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: questionId } = await db
    .insertInto('questions')
    .values({ quizId, position: 1, text: 'Q', options: '["a","b"]', correctOption: 0, solution: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { paperId, moduleId, noteId, quizId, questionId };
}

async function insertAnnouncement(values: { recipientUserId: number | null; hasRegistration: 0 | 1; title: string }) {
  const now = clock();
  const { id } = await database.db
    .insertInto('announcements')
    .values({
      kind: values.hasRegistration ? 'event' : 'padanam',
      title: values.title,
      content: 'Read this',
      location: null,
      audience: 'everyone',
      departmentId: null,
      semester: null,
      paperId: null,
      hasRegistration: values.hasRegistration,
      publishedAt: now,
      eventAt: values.hasRegistration ? now + DAY_MS : null,
      createdByUserId: staffId,
      createdAt: now,
      updatedAt: now,
      archivedAt: null,
      recipientUserId: values.recipientUserId,
      link: null,
      pushedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

interface SeededStudent {
  id: number;
  name: string;
  phone: string;
  email: string;
  /** Every free text the student wrote, and their parent's phone number. */
  texts: string[];
  fileKeys: string[];
  paidOrderId: number;
}

/** A student with a row in every table linked to users, and two uploaded pictures. */
async function seedStudent(tag: string): Promise<SeededStudent> {
  const { db } = database;
  const now = clock();
  const name = `Anu ${tag} Sreedharan`;
  const { id, phone } = await insertStudent(db, { name });
  const email = `anu.${tag.toLowerCase()}@example.in`;
  await db
    .updateTable('users')
    .set({ email, collegeName: `${tag} College, Kollam` })
    .where('id', '=', id)
    .execute();
  const { paperId, moduleId, noteId, quizId, questionId } = catalogue;
  const written = {
    doubt: `${tag} doubt about recursion`,
    feedback: `${tag} feedback: the app is slow`,
    question: `${tag} assistant: what is a tree`,
    conversation: `${tag} conversation title`,
    annotation: `${tag} annotation text`,
    grievanceSubject: `${tag} grievance subject`,
    grievance: `${tag} grievance: delete my old marks`,
  };
  const parentPhone = `98470${String(id).padStart(5, '0')}`;

  await db
    .insertInto('sessions')
    .values({
      userId: id,
      tokenHash: hashSessionToken(`token-${tag}`),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + DAY_MS,
    })
    .execute();
  await db
    .insertInto('otpChallenges')
    .values({ countryCode: '+91', phone, codeHash: 'h', createdAt: now, expiresAt: now + 60_000 })
    .execute();
  await db.insertInto('cartItems').values({ userId: id, paperId, moduleId: null, addedAt: now }).execute();
  await db
    .insertInto('savedItems')
    .values({ userId: id, category: 'paper', itemId: paperId, createdAt: now })
    .execute();
  await db
    .insertInto('moduleProgress')
    .values({
      userId: id,
      moduleId,
      noteOpenedAt: now,
      audioCompletedAt: null,
      videoCompletedAt: null,
      progress: 30,
      updatedAt: now,
    })
    .execute();
  const note = await db.selectFrom('notes').select('fileId').where('id', '=', noteId).executeTakeFirstOrThrow();
  await db
    .insertInto('noteReadings')
    .values({ userId: id, noteId, fileId: note.fileId, lastPage: 2, pageCount: 3, updatedAt: now })
    .execute();
  await db.insertInto('notePagesSeen').values({ userId: id, noteId, page: 2 }).execute();
  await db.insertInto('noteBookmarks').values({ userId: id, noteId, page: 2, createdAt: now }).execute();
  const stamp = await storeFile(`stamp-${tag}`);
  const { id: imageId } = await db
    .insertInto('noteAnnotationImages')
    .values({ userId: id, noteId, fileId: stamp.id, createdAt: now, unusedSince: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('noteAnnotations')
    .values({
      userId: id,
      noteId,
      annotationId: `a-${tag}`,
      fileId: note.fileId,
      page: 1,
      kind: 'freetext',
      editor: JSON.stringify({ value: written.annotation }),
      imageId,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('practiceAnswers')
    .values({ userId: id, questionId, chosenOption: 1, isCorrect: 0, answeredAt: now })
    .execute();
  await db
    .insertInto('practiceMastery')
    .values({ userId: id, questionId, timesRight: 0, masteredAt: null, updatedAt: now })
    .execute();
  await db
    .insertInto('pushSubscriptions')
    .values({
      userId: id,
      endpoint: `https://push.example/${tag}`,
      p256dh: 'k',
      auth: 'a',
      createdAt: now,
      lastPushedAt: null,
    })
    .execute();
  const personal = await insertAnnouncement({
    recipientUserId: id,
    hasRegistration: 0,
    title: 'Your doubt was answered',
  });
  await db.insertInto('announcementReads').values({ userId: id, announcementId: personal, readAt: now }).execute();
  await db
    .insertInto('eventRegistrations')
    .values({ userId: id, announcementId: eventId, registeredAt: now })
    .execute();
  const { id: conversationId } = await db
    .insertInto('assistantConversations')
    .values({ userId: id, title: written.conversation, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assistantMessages')
    .values({
      conversationId,
      question: written.question,
      answer: 'A tree is a graph',
      citations: '[]',
      createdAt: now,
    })
    .execute();
  const { id: attemptId } = await db
    .insertInto('attempts')
    .values({
      userId: id,
      quizId,
      status: 'finished',
      startedAt: now,
      deadlineAt: now + 60_000,
      finishedAt: now,
      totalQuestions: 1,
      answeredQuestions: 1,
      correctAnswers: 1,
      wrongAnswers: 0,
      scoreHundredths: 100,
      maxMarks: 1,
      workingTimeSeconds: 30,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('attemptAnswers').values({ attemptId, questionId, chosenOption: 0, savedAt: now }).execute();
  await db
    .insertInto('leaderboardTotals')
    .values({ periodKey: 'all', userId: id, scoreHundredths: 100, tests: 1, reachedAt: now })
    .execute();
  const doubtPicture = await storeFile(`doubt-${tag}`);
  const { id: doubtId } = await db
    .insertInto('doubts')
    .values({
      userId: id,
      moduleId,
      attemptId,
      questionId,
      status: 'answered',
      imageFileId: doubtPicture.id,
      createdAt: now,
      updatedAt: now,
      closedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('doubtMessages')
    .values({ doubtId, authorUserId: id, fromTutor: 0, body: written.doubt, createdAt: now })
    .execute();
  await db
    .insertInto('doubtMessages')
    .values({ doubtId, authorUserId: staffId, fromTutor: 1, body: 'See module 1, page 4.', createdAt: now })
    .execute();
  const screenshot = await storeFile(`feedback-${tag}`);
  await db
    .insertInto('feedback')
    .values({
      userId: id,
      kind: 'issue',
      issueType: 'Slow',
      description: written.feedback,
      rating: null,
      fileId: screenshot.id,
      createdAt: now,
      closedAt: now,
      closedByUserId: staffId,
    })
    .execute();
  await db
    .insertInto('deliveryFailures')
    .values({
      channel: 'sms',
      userId: id,
      recipient: `+91•••••${phone.slice(-4)}`,
      reason: 'provider down',
      createdAt: now,
    })
    .execute();

  const order = (status: 'paid' | 'awaiting_payment', providerOrderId: string) =>
    db
      .insertInto('orders')
      .values({
        userId: id,
        status,
        method: 'razorpay',
        amountPaise: 100,
        currency: 'INR',
        providerOrderId,
        providerPaymentId: null,
        providerRefundId: null,
        createdAt: now,
        updatedAt: now,
        paidAt: status === 'paid' ? now : null,
        closedAt: null,
        decidedByUserId: staffId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const { id: paidOrderId } = await order('paid', `order_paid_${tag}`);
  const { id: openOrderId } = await order('awaiting_payment', `order_open_${tag}`);
  for (const orderId of [paidOrderId, openOrderId]) {
    await db
      .insertInto('orderItems')
      .values({
        orderId,
        paperId,
        moduleId: null,
        paperTitle: 'Paper',
        moduleNumber: null,
        moduleTitle: null,
        pricePaise: 100,
        listPricePaise: null,
      })
      .execute();
    await db
      .insertInto('paymentEvents')
      .values({
        provider: 'razorpay',
        providerEventId: `event-${orderId}`,
        eventType: 'payment.captured',
        orderId,
        receivedAt: now,
      })
      .execute();
  }
  await db
    .insertInto('enrollments')
    .values({
      userId: id,
      paperId,
      moduleId: null,
      source: 'order',
      orderId: paidOrderId,
      grantedByUserId: null,
      createdAt: now,
      revokedAt: null,
    })
    .execute();
  await db
    .insertInto('auditLog')
    .values({
      actorUserId: staffId,
      action: 'person.email',
      entityType: 'user',
      entityId: id,
      beforeJson: JSON.stringify({ email: 'old@example.in' }),
      afterJson: JSON.stringify({ email }),
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('erasureRequests')
    .values({ userId: id, requestedAt: now, scheduledFor: now + 7 * DAY_MS })
    .execute();
  // The privacy tables: a grievance with a staff reply, a copy of their data not yet downloaded (its
  // ZIP kept in storage, outside stored_files), their consents and a parent's, the inactive notice.
  const { id: grievanceId } = await db
    .insertInto('grievances')
    .values({
      number: `GR-2026-${String(id).padStart(6, '0')}`,
      userId: id,
      category: 'erasure',
      subject: written.grievanceSubject,
      body: written.grievance,
      dueAt: now + 30 * DAY_MS,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('grievanceReplies')
    .values({ grievanceId, authorUserId: staffId, body: 'We are looking into it.', createdAt: now })
    .execute();
  const exportKey = `data-exports/${tag}-${Math.random().toString(36).slice(2)}.zip`;
  await storage.put(exportKey, new Uint8Array([80, 75, 5, 6]), 'application/zip');
  await db
    .insertInto('dataExports')
    .values({
      userId: id,
      status: 'ready',
      requestedAt: now,
      claimedAt: now,
      readyAt: now,
      expiresAt: now + 7 * DAY_MS,
      downloadedAt: null,
      storageKey: exportKey,
      sizeBytes: 4,
    })
    .execute();
  await db
    .insertInto('consentRecords')
    .values({ userId: id, purpose: 'notice', given: 1, noticeVersion: '2026-12-04', how: 'signup', createdAt: now })
    .execute();
  await db.insertInto('consentChoices').values({ userId: id, purpose: 'push', given: 1, changedAt: now }).execute();
  await db
    .insertInto('parentalConsents')
    .values({
      userId: id,
      parentCountryCode: '+91',
      parentPhone,
      declaredAt: now,
      verifiedAt: now,
      exemption: null,
      noticeVersion: '2026-12-04',
      createdAt: now,
    })
    .execute();
  await db.insertInto('inactiveAccountNotices').values({ userId: id, inactiveNoticeSentAt: now }).execute();
  await db.insertInto('accountActivity').values({ userId: id, lastActiveAt: now }).execute();
  return {
    id,
    name,
    phone,
    email,
    texts: [...Object.values(written), parentPhone],
    fileKeys: [stamp.key, doubtPicture.key, screenshot.key, exportKey],
    paidOrderId,
  };
}

/** Every string value of every row of every table. */
async function everyText(): Promise<Array<{ table: string; value: string }>> {
  const found: Array<{ table: string; value: string }> = [];
  for (const table of await database.db.introspection.getTables()) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(database.db)).rows;
    for (const row of rows)
      for (const value of Object.values(row)) if (typeof value === 'string') found.push({ table: table.name, value });
  }
  return found;
}

const count = async (query: ReturnType<typeof sql<{ n: number | string }>>) =>
  Number((await query.execute(database.db)).rows[0]!.n);

beforeAll(async () => {
  database = await createTestDatabase();
  storage = createFileStorage({ dataDir: database.dataDir, s3: null });
  ({ id: staffId } = await insertStudent(database.db, { role: 'admin', name: 'Tutor Meera' }));
  catalogue = await insertCatalogue();
  eventId = await insertAnnouncement({ recipientUserId: null, hasRegistration: 1, title: 'Quiz night' });
});

afterAll(async () => {
  await database.release();
});

beforeEach(async () => {
  clock.set(Date.UTC(2026, 11, 4, 9, 0, 0));
  // Each test schedules its own students' erasures.
  await database.db.deleteFrom('erasureRequests').execute();
});

describe('the erasure plan', () => {
  it('names every table linked to users, each step with its reason', async () => {
    const planned = tablesInErasurePlan();
    for (const linked of await userLinkedTables(database.db)) {
      expect(
        planned.has(linked.table),
        `The table "${linked.table}" holds rows linked to a user but ${PLAN_FILE} does not say what erasing an account does to it: add a step (delete, anonymise, or keep with the reason).`,
      ).toBe(true);
    }
    for (const step of ERASURE_PLAN)
      expect(step.reason.length, `${step.table}: a step needs its reason`).toBeGreaterThan(5);
  });
});

describe('erasing a due account', () => {
  it('leaves nothing personal anywhere, keeps exactly the tax records and statistics, removes the files, and spares the other student', async () => {
    const first = await seedStudent('First');
    const second = await seedStudent('Second');
    const secondBefore = await rowsOfUser(database.db, second.id);
    // Only the first is due.
    await database.db
      .updateTable('erasureRequests')
      .set({ scheduledFor: clock() - 1 })
      .where('userId', '=', first.id)
      .execute();

    const summary = await build().eraseDueAccounts();
    expect(summary).toEqual({ accounts: 1, filesRemoved: 4, filesLeft: 0 });

    // (b) Nothing anywhere holds who they were or what they wrote.
    const secrets = [first.name, first.phone, first.email, ...first.texts, 'First College'];
    const leaks = (await everyText()).filter(({ value }) => secrets.some((secret) => value.includes(secret)));
    expect(leaks).toEqual([]);

    // (c) What stays is what the plan keeps: the tombstone, the paid order (its lines and events),
    // test statistics, the doubt without its picture (the tutor's answer on it), the audit entry without values.
    const tombstone = await database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({ name: 'Deleted student', email: '', collegeName: '', profileImageUrl: null });
    expect(tombstone.erasedAt).not.toBeNull();
    const remaining = await rowsOfUser(database.db, first.id);
    const tablesWithRows = Object.entries(remaining)
      .filter(([table, rows]) => table !== 'users' && rows.length > 0)
      .map(([table]) => table)
      .sort();
    expect(tablesWithRows).toEqual(['attempts', 'doubts', 'leaderboard_totals', 'orders']);
    const orders = await database.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('userId', '=', first.id)
      .execute();
    expect(orders).toEqual([{ id: first.paidOrderId, status: 'paid' }]);
    expect(
      await count(
        sql`select count(*) as n from order_items where order_id in (select id from orders where user_id = ${first.id})`,
      ),
    ).toBe(1);
    expect(await count(sql`select count(*) as n from payment_events where order_id = ${first.paidOrderId}`)).toBe(1);
    expect(
      await count(
        sql`select count(*) as n from attempt_answers where attempt_id in (select id from attempts where user_id = ${first.id})`,
      ),
    ).toBe(1);
    const messages = await database.db
      .selectFrom('doubtMessages')
      .innerJoin('doubts', 'doubts.id', 'doubtMessages.doubtId')
      .select(['doubtMessages.fromTutor', 'doubts.imageFileId'])
      .where('doubts.userId', '=', first.id)
      .execute();
    expect(messages).toEqual([{ fromTutor: 1, imageFileId: null }]);
    const audit = await database.db
      .selectFrom('auditLog')
      .select(['beforeJson', 'afterJson'])
      .where('entityType', '=', 'user')
      .where('entityId', '=', first.id)
      .execute();
    expect(audit).toEqual([{ beforeJson: null, afterJson: null }]);
    expect(await count(sql`select count(*) as n from otp_challenges where phone = ${first.phone}`)).toBe(0);
    expect(await count(sql`select count(*) as n from announcements where recipient_user_id = ${first.id}`)).toBe(0);

    // (d) Their files are gone from storage, and no row points at them.
    for (const key of first.fileKeys) expect(await storage.size(key), key).toBeNull();
    expect(
      await count(sql`select count(*) as n from stored_files where storage_key in (${sql.join(first.fileKeys)})`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from erasure_file_removals`)).toBe(0);

    // (e) The other student is untouched, files and all.
    expect(await rowsOfUser(database.db, second.id)).toEqual(secondBefore);
    for (const key of second.fileKeys) expect(await storage.size(key), key).not.toBeNull();

    // The phone is free: an account can be made with it again.
    const again = await insertStudent(database.db, { phone: first.phone });
    expect(again.id).not.toBe(first.id);
  });

  it('erases only due accounts: a scheduled one waits, a cancelled one is never erased', async () => {
    const erasure = build();
    const waiting = await seedStudent('Waiting');
    const changedMind = await seedStudent('Changed');
    await database.db
      .updateTable('erasureRequests')
      .set({ scheduledFor: clock() - 1 })
      .where('userId', '=', changedMind.id)
      .execute();
    await erasure.cancel(changedMind.id);

    expect((await erasure.eraseDueAccounts()).accounts).toBe(0);
    for (const student of [waiting, changedMind]) {
      const row = await database.db
        .selectFrom('users')
        .select(['name', 'erasedAt'])
        .where('id', '=', student.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ name: student.name, erasedAt: null });
    }
    expect(await erasure.status(waiting.id)).toEqual({ scheduledFor: clock() + 7 * DAY_MS });
    expect(await erasure.status(changedMind.id)).toBeNull();

    clock.advance(7 * DAY_MS);
    expect((await erasure.eraseDueAccounts()).accounts).toBe(1);
    const erased = await database.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    expect(erased.name).toBe('Deleted student');
    expect(await erasure.status(waiting.id)).toBeNull();
  });

  it('retries a file removal that failed, and no row points at the file in between', async () => {
    const student = await seedStudent('Retry');
    await database.db
      .updateTable('erasureRequests')
      .set({ scheduledFor: clock() - 1 })
      .where('userId', '=', student.id)
      .execute();
    const [failingKey] = student.fileKeys;
    let failures = 1;
    const flaky: Pick<FileStorage, 'remove'> = {
      remove: async (key) => {
        if (key === failingKey && failures > 0) {
          failures -= 1;
          throw new Error('storage unavailable');
        }
        await storage.remove(key);
      },
    };
    const erasure = build({ storage: flaky });

    expect(await erasure.eraseDueAccounts()).toEqual({ accounts: 1, filesRemoved: 3, filesLeft: 1 });
    expect(await storage.size(failingKey!)).not.toBeNull();
    expect(await count(sql`select count(*) as n from stored_files where storage_key = ${failingKey}`)).toBe(0);
    expect(await count(sql`select count(*) as n from erasure_file_removals where storage_key = ${failingKey}`)).toBe(1);

    expect(await erasure.eraseDueAccounts()).toEqual({ accounts: 0, filesRemoved: 1, filesLeft: 0 });
    expect(await storage.size(failingKey!)).toBeNull();
    expect(await count(sql`select count(*) as n from erasure_file_removals`)).toBe(0);
  });
});
