/** Departments, their courses and the affiliated colleges: the lists the signup form offers. */
import type { Kysely } from 'kysely';
import type { TCollege, TCourse, TDepartment } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/text-search.js';

export function findDepartments(db: Kysely<Database>): Promise<TDepartment[]> {
  return db.selectFrom('departments').select(['id', 'slug', 'name']).orderBy('name').execute();
}

export function findDepartmentById(db: Kysely<Database>, id: number): Promise<TDepartment | undefined> {
  return db.selectFrom('departments').select(['id', 'slug', 'name']).where('id', '=', id).executeTakeFirst();
}

export function findCoursesByDepartment(db: Kysely<Database>, departmentId: number): Promise<TCourse[]> {
  return db
    .selectFrom('courses')
    .select(['id', 'title'])
    .where('departmentId', '=', departmentId)
    .orderBy('title')
    .execute();
}

export function findCourse(db: Kysely<Database>, courseId: number) {
  return db.selectFrom('courses').select(['id', 'title', 'departmentId']).where('id', '=', courseId).executeTakeFirst();
}

/** Case-insensitive substring match, the same on SQLite and PostgreSQL. */
export function searchColleges(db: Kysely<Database>, query: string, limit: number): Promise<TCollege[]> {
  let builder = db.selectFrom('colleges').select(['id', 'name']).orderBy('name').limit(limit);
  const needle = query.trim().toLowerCase();
  if (needle) {
    builder = builder.where(containsText('name', needle));
  }
  return builder.execute();
}
