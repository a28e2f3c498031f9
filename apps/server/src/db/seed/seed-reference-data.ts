/**
 * A production install starts without the demo (no demo people on a live server), but signup
 * still needs departments, courses and colleges: this loads them into a database that has no
 * departments yet, in one transaction. Returns null when they are already there.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { loadCollegeNames } from './import-colleges.js';
import { hasDepartments, insertReferenceRows } from './insert-reference-rows.js';

export async function seedReferenceData(
  db: Kysely<Database>,
): Promise<{ departments: number; courses: number; colleges: number } | null> {
  if (await hasDepartments(db)) return null;
  const collegeNames = await loadCollegeNames();
  const { departments, courses, colleges } = await db
    .transaction()
    .execute((trx) => insertReferenceRows(trx, collegeNames));
  return { departments, courses, colleges };
}
