/** The lists the signup form needs: departments, their courses and the affiliated colleges. */
import type { Kysely } from 'kysely';
import type { TCollege, TCourse, TDepartment } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import {
  findCourse,
  findCoursesByDepartment,
  findDepartmentById,
  findDepartments,
  searchColleges,
} from './reference.repository.js';
import { findCollegeByName } from './reference-editor.repository.js';

/** The whole list is about 300 names; the dropdown filters it as the student types. */
const COLLEGE_LIST_LIMIT = 500;

export function createReferenceService({ db }: { db: Kysely<Database> }) {
  function listDepartments(): Promise<TDepartment[]> {
    return findDepartments(db);
  }

  async function listDepartmentCourses(departmentId: number): Promise<TCourse[]> {
    if (!(await findDepartmentById(db, departmentId))) throw notFound('Department not found');
    return findCoursesByDepartment(db, departmentId);
  }

  function listColleges(query = ''): Promise<TCollege[]> {
    return searchColleges(db, query, COLLEGE_LIST_LIMIT);
  }

  /** A degree course with its department, for checking a signup's choice. */
  function getCourse(courseId: number) {
    return findCourse(db, courseId);
  }

  /** The listed college with this name (any letter case), or undefined for a college not listed. */
  function findListedCollege(name: string) {
    return findCollegeByName(db, name);
  }

  return { listDepartments, listDepartmentCourses, listColleges, getCourse, findListedCollege };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
