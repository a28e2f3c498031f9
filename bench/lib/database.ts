/**
 * The benchmark's own connection to the server's database, through the server's openDatabase,
 * for setup (students, sessions, seeded results) and the final checks. Server code is only
 * imported, never changed.
 */
import type { Kysely } from 'kysely';
import { type Database, openDatabase, startStudentSession } from '@padanam/server/database';
import { onCleanup } from './lifecycle.js';

export type Db = Kysely<Database>;

export function connect(dataDir: string, databaseUrl: string | undefined): Db {
  const { db } = openDatabase({ dataDir, databaseUrl });
  onCleanup(() => db.destroy());
  return db;
}

/** Splits rows into statements of at most `size` rows (SQLite allows 32,766 bound values). */
export function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let index = 0; index < rows.length; index += size) yield rows.slice(index, index + size);
}

export interface Student {
  userId: number;
  token: string;
}

/**
 * Inserts `count` students (ids in insertion order) and, for the first `withSessions` of them,
 * a session through the server's own startStudentSession, so their Bearer tokens are real ones.
 */
export async function createStudents(db: Db, count: number, withSessions: number): Promise<Student[]> {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, index) => ({
    name: `Bench Student ${index + 1}`,
    countryCode: '+91',
    phone: String(7_000_000_000 + index),
    email: `bench${index + 1}@padanam.test`,
    collegeName: 'Bench College',
    departmentId: null,
    courseId: null,
    semester: 3,
    role: 'student' as const,
    profileImageUrl: null,
    createdAt: now,
    updatedAt: now,
  }));
  const ids: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (const batch of chunks(rows, 2000)) {
      const inserted = await trx.insertInto('users').values(batch).returning('id').execute();
      ids.push(...inserted.map((row) => row.id));
    }
  });
  const students: Student[] = [];
  await db.transaction().execute(async (trx) => {
    for (const userId of ids.slice(0, withSessions))
      students.push({ userId, token: await startStudentSession(trx, userId, now) });
  });
  return ids.map((userId, index) => students[index] ?? { userId, token: '' });
}

export async function enrollAll(db: Db, userIds: readonly number[], paperId: number): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const batch of chunks(userIds, 5000)) {
      await trx
        .insertInto('enrollments')
        .values(batch.map((userId) => ({ userId, paperId, source: 'demo' as const, createdAt: now })))
        .execute();
    }
  });
}
