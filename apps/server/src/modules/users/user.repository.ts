/** People (students and staff), read with their department and course for the profile. */
import type { Kysely, Transaction } from 'kysely';
import type { TUser } from '@padanam/contract';
import type { AppLanguage, Database, NewUser } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The person with their department and course, and whether they have agreed to the privacy
 * notice's current version (`noticeVersion`).
 */
export async function findUserById(db: Db, userId: number, noticeVersion: string): Promise<TUser | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('departments', 'departments.id', 'users.departmentId')
    .leftJoin('courses', 'courses.id', 'users.courseId')
    .select([
      'users.id',
      'users.name',
      'users.countryCode',
      'users.phone',
      'users.email',
      'users.collegeName',
      'users.semester',
      'users.role',
      'users.profileImageUrl',
      'users.language',
      'departments.id as departmentId',
      'departments.slug as departmentSlug',
      'departments.name as departmentName',
      'courses.id as courseId',
      'courses.title as courseTitle',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('consentRecords')
              .select('consentRecords.id')
              .whereRef('consentRecords.userId', '=', 'users.id')
              .where('consentRecords.purpose', '=', 'notice')
              .where('consentRecords.noticeVersion', '=', noticeVersion),
          )
          .as('noticeAccepted'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { departmentId, departmentSlug, departmentName, courseId, courseTitle, semester, noticeAccepted, ...user } =
    row;
  return {
    ...user,
    // SQLite answers exists() with 0/1, PostgreSQL with a boolean.
    noticeAccepted: Boolean(noticeAccepted),
    semester: semester === null ? null : String(semester),
    department:
      departmentId !== null && departmentSlug !== null && departmentName !== null
        ? { id: departmentId, slug: departmentSlug, name: departmentName }
        : null,
    course: courseId !== null && courseTitle !== null ? { id: courseId, title: courseTitle } : null,
  };
}

export function findUserIdByPhone(db: Db, countryCode: string, phone: string) {
  return db
    .selectFrom('users')
    .select(['id', 'language'])
    .where('countryCode', '=', countryCode)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

export function findUserIdByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const { id } = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateUserName(db: Db, userId: number, name: string, now: number): Promise<void> {
  await db.updateTable('users').set({ name, updatedAt: now }).where('id', '=', userId).execute();
}

export async function updateUserPhone(
  db: Db,
  userId: number,
  phone: { countryCode: string; phone: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ countryCode: phone.countryCode, phone: phone.phone, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}

export async function updateUserEmail(db: Db, userId: number, email: string, now: number): Promise<void> {
  await db.updateTable('users').set({ email, updatedAt: now }).where('id', '=', userId).execute();
}

export async function updateUserLanguage(db: Db, userId: number, language: AppLanguage, now: number): Promise<void> {
  await db.updateTable('users').set({ language, updatedAt: now }).where('id', '=', userId).execute();
}
