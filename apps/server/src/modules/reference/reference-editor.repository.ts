/** SQL for the console's reference data: departments, courses, colleges and students' typed colleges. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/text-search.js';

export function findDepartmentsWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom('departments')
    .select((eb) => [
      'departments.id',
      'departments.slug',
      'departments.name',
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('users.departmentId', '=', 'departments.id')
        .as('students'),
    ])
    .orderBy('departments.name')
    .execute();
}

export function findCoursesWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom('courses')
    .select((eb) => [
      'courses.id',
      'courses.departmentId',
      'courses.title',
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('users.courseId', '=', 'courses.id')
        .as('students'),
    ])
    .orderBy('courses.title')
    .execute();
}

export function findDepartmentBySlugOrName(db: Kysely<Database>, slug: string, name: string) {
  return db
    .selectFrom('departments')
    .select(['id'])
    .where((eb) => eb.or([eb('slug', '=', slug), eb(sql<string>`lower(name)`, '=', name.toLowerCase())]))
    .executeTakeFirst();
}

export async function insertDepartment(db: Kysely<Database>, slug: string, name: string): Promise<number> {
  return (await db.insertInto('departments').values({ slug, name }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function renameDepartment(db: Kysely<Database>, id: number, name: string): Promise<boolean> {
  const result = await db.updateTable('departments').set({ name }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findCourseInDepartment(db: Kysely<Database>, departmentId: number, title: string) {
  return db
    .selectFrom('courses')
    .select(['id'])
    .where('departmentId', '=', departmentId)
    .where(sql<string>`lower(title)`, '=', title.toLowerCase())
    .executeTakeFirst();
}

export async function insertCourse(db: Kysely<Database>, departmentId: number, title: string): Promise<number> {
  return (await db.insertInto('courses').values({ departmentId, title }).returning('id').executeTakeFirstOrThrow()).id;
}

export function findCourseById(db: Kysely<Database>, id: number) {
  return db.selectFrom('courses').select(['id', 'departmentId', 'title']).where('id', '=', id).executeTakeFirst();
}

export async function renameCourse(db: Kysely<Database>, id: number, title: string): Promise<void> {
  await db.updateTable('courses').set({ title }).where('id', '=', id).execute();
}

function collegesMatching(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom('colleges');
  if (q) query = query.where(containsText('colleges.name', q));
  return query;
}

export async function countColleges(db: Kysely<Database>, q: string | undefined): Promise<number> {
  const row = await collegesMatching(db, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findCollegesWithCounts(
  db: Kysely<Database>,
  q: string | undefined,
  page: { limit: number; offset: number; order: 'asc' | 'desc' },
) {
  return collegesMatching(db, q)
    .select((eb) => [
      'colleges.id',
      'colleges.name',
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('users.collegeId', '=', 'colleges.id')
        .as('students'),
    ])
    .orderBy(sql`lower(colleges.name)`, page.order)
    .orderBy('colleges.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findCollegeByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('colleges')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

export function findCollegeById(db: Kysely<Database>, id: number) {
  return db.selectFrom('colleges').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function insertCollege(db: Kysely<Database>, name: string): Promise<number> {
  return (await db.insertInto('colleges').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

/** Renames a college, and the college name of every student linked to it. */
export async function renameCollege(db: Kysely<Database>, id: number, name: string, now: number): Promise<void> {
  await db.updateTable('colleges').set({ name }).where('id', '=', id).execute();
  await db.updateTable('users').set({ collegeName: name, updatedAt: now }).where('collegeId', '=', id).execute();
}

/** The names students typed that are not listed, with how many typed each (spacing and case aside). */
export function findUnlistedCollegeNames(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select((eb) => [eb.fn.min('users.collegeName').as('name'), eb.fn.countAll<number>().as('students')])
    .where('users.collegeId', 'is', null)
    .where('users.collegeName', '<>', '')
    .groupBy(sql`lower(trim(users.college_name))`)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`lower(trim(users.college_name))`)
    .limit(500)
    .execute();
}

/** Links every student who typed this name (spacing and case aside) to the listed college. */
export async function linkTypedCollege(
  db: Kysely<Database>,
  typedName: string,
  college: { id: number; name: string },
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ collegeId: college.id, collegeName: college.name, updatedAt: now })
    .where('collegeId', 'is', null)
    .where(sql<string>`lower(trim(college_name))`, '=', typedName.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
