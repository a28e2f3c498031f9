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
import { seedEveryUserTable, type SeededPerson } from '../../test/every-user-table.js';
import { rowsAlongSchema } from '../../test/rows-along-schema.js';
import { rowsOfUser } from '../../test/rows-of-user.js';
import { userServiceFor } from '../../test/consents.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createSessionService } from '../auth/session.service.js';
import { ERASURE_PLAN, tablesInErasurePlan } from './erasure-plan.js';
import { createErasureService, type ErasureCodes } from './erasure.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PLAN_FILE = 'apps/server/src/modules/privacy/erasure-plan.ts';

let database: TestDatabase;
let storage: FileStorage;
const clock = createFakeClock();
let staffId: number;

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

interface SeededStudent extends SeededPerson {
  id: number;
  name: string;
  phone: string;
  email: string;
  collegeName: string;
}

/** A student with a row in every table linked to users (test/every-user-table.ts), and their files. */
async function seedStudent(tag: string): Promise<SeededStudent> {
  const { db } = database;
  const { id } = await insertStudent(db, { name: `Anu ${tag} Sreedharan` });
  const seeded = await seedEveryUserTable(db, storage, { userId: id, now: clock(), staffId });
  const profile = await db
    .selectFrom('users')
    .select(['name', 'phone', 'email', 'collegeName'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...seeded, id, ...profile };
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
  await insertCatalogue();
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
    // (a) The proof covers every table: the student has rows in each one linked to users.
    const linked = await userLinkedTables(database.db);
    const unseeded: string[] = [];
    for (const table of linked)
      if ((await rowsAlongSchema(database.db, table, first.id)).length === 0) unseeded.push(table.table);
    expect(unseeded, 'add a row of these tables to test/every-user-table.ts').toEqual([]);
    // Only the first is due.
    await database.db
      .updateTable('erasureRequests')
      .set({ scheduledFor: clock() - 1 })
      .where('userId', '=', first.id)
      .execute();

    const summary = await build().eraseDueAccounts();
    expect(summary).toEqual({ accounts: 1, filesRemoved: 4, filesLeft: 0 });

    // (b) Nothing anywhere holds who they were or what they wrote.
    const secrets = [first.name, first.phone, first.email, first.collegeName, ...first.written];
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

    // Along every chain of foreign keys, rows remain only where the plan keeps or anonymises some.
    const keeps = new Set(ERASURE_PLAN.filter((step) => step.action !== 'delete').map((step) => step.table));
    const leftBehind: string[] = [];
    for (const table of linked)
      if (!keeps.has(table.table) && (await rowsAlongSchema(database.db, table, first.id)).length > 0)
        leftBehind.push(table.table);
    expect(leftBehind).toEqual([]);

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
