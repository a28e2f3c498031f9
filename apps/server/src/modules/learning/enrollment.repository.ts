/** SQL for enrollments: which papers a student is enrolled in, and since when. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The student's enrollments, oldest first. */
export function findEnrollments(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('enrollments')
    .select(['paperId', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
