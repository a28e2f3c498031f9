import type { Kysely } from 'kysely';
import type { TCollege, TCourse, TDepartment } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import {
  findCoursesByDepartment,
  findDepartmentById,
  findDepartments,
  searchColleges,
} from './reference.repository.js';

/** The whole list is about 300 names; the dropdown filters it as the student types. */
const COLLEGE_LIST_LIMIT = 500;

export function listDepartments(db: Kysely<Database>): Promise<TDepartment[]> {
  return findDepartments(db);
}

export async function listDepartmentCourses(db: Kysely<Database>, departmentId: number): Promise<TCourse[]> {
  if (!(await findDepartmentById(db, departmentId))) throw notFound('Department not found');
  return findCoursesByDepartment(db, departmentId);
}

export function listColleges(db: Kysely<Database>, query = ''): Promise<TCollege[]> {
  return searchColleges(db, query, COLLEGE_LIST_LIMIT);
}
