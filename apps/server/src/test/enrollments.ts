/** Granting and revoking enrollments in tests, as a staff member or a refund would. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A staff grant of a whole paper, or of one module of it. */
export async function grantEnrollment(
  db: Kysely<Database>,
  grant: { userId: number; paperId: number; moduleId?: number },
): Promise<number> {
  const { id } = await db
    .insertInto('enrollments')
    .values({ ...grant, source: 'staff', createdAt: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Revokes the student's active grants of a paper (the rows stay, as history). */
export async function revokeEnrollments(db: Kysely<Database>, userId: number, paperId: number): Promise<void> {
  await db
    .updateTable('enrollments')
    .set({ revokedAt: Date.now() })
    .where('userId', '=', userId)
    .where('paperId', '=', paperId)
    .where('revokedAt', 'is', null)
    .execute();
}
