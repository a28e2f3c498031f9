/**
 * The reference data signup needs on every install, demo or not: departments with their degree
 * courses, and the affiliated colleges. Written inside the caller's transaction.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { DEPARTMENTS } from './catalogue/departments.js';
import { importColleges } from './import-colleges.js';

export interface ReferenceRows {
  departments: number;
  courses: number;
  /** Colleges added by this run. */
  colleges: number;
  /** Department id by slug. */
  departmentIds: ReadonlyMap<string, number>;
  /** Course id by `${departmentId}:${title}`. */
  courseIds: ReadonlyMap<string, number>;
}

/** Whether departments (and so courses) are there yet; colleges are merged in either way. */
export async function hasDepartments(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('departments').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Inserts the departments and courses unless they are there already (then it reads their ids),
 * and the colleges that are missing. Safe on a database that holds reference data only.
 */
export async function insertReferenceRows(
  db: Kysely<Database>,
  collegeNames: readonly string[],
): Promise<ReferenceRows> {
  const isFirstRun = !(await hasDepartments(db));
  if (isFirstRun) {
    await db
      .insertInto('departments')
      .values(DEPARTMENTS.map(({ slug, name }) => ({ slug, name })))
      .execute();
  }
  const departmentRows = await db.selectFrom('departments').select(['id', 'slug']).execute();
  const departmentIds = new Map(departmentRows.map((row) => [row.slug, row.id]));

  if (isFirstRun) {
    const courseValues = DEPARTMENTS.flatMap((department) => {
      const departmentId = departmentIds.get(department.slug);
      if (departmentId === undefined) throw new Error(`Seed bookkeeping lost department ${department.slug}`);
      return department.courses.map((title) => ({ departmentId, title }));
    });
    await db.insertInto('courses').values(courseValues).execute();
  }
  const courseRows = await db.selectFrom('courses').select(['id', 'departmentId', 'title']).execute();
  const courseIds = new Map(courseRows.map((row) => [`${row.departmentId}:${row.title}`, row.id]));

  const colleges = await importColleges(db, collegeNames);
  return {
    departments: isFirstRun ? departmentRows.length : 0,
    courses: isFirstRun ? courseRows.length : 0,
    colleges,
    departmentIds,
    courseIds,
  };
}
