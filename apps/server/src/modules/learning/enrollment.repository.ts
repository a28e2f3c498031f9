/** SQL for enrollments: which papers (or modules of them) a student holds, and since when. */
import type { Kysely } from 'kysely';
import { isActiveEnrollmentOf } from '../../db/module-access-conditions.js';
import type { Database } from '../../db/schema.js';

/** The student's active enrollments (a revoked one is history, not an enrollment), oldest first. */
export function findEnrollments(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('enrollments')
    .select(['enrollments.paperId', 'enrollments.moduleId', 'enrollments.createdAt'])
    .where((eb) => isActiveEnrollmentOf(eb, userId))
    .orderBy('enrollments.createdAt')
    .orderBy('enrollments.id')
    .execute();
}
