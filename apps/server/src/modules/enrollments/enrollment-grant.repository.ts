/**
 * SQL for writing enrollments: what a student holds now, inserting a grant for its source, and
 * revoking what one source granted. Reads for screens live with their screens; what an active
 * enrollment is and what it opens is `db/module-access-conditions.ts`.
 */
import type { Kysely } from 'kysely';
import { isActiveEnrollmentOf } from '../../db/module-access-conditions.js';
import type { Database, EnrollmentSource } from '../../db/schema.js';

/** The student's active grants of one paper, whatever their source. */
export function findActiveGrantsOfPaper(db: Kysely<Database>, userId: number, paperId: number) {
  return db
    .selectFrom('enrollments')
    .select(['enrollments.id', 'enrollments.moduleId', 'enrollments.source', 'enrollments.orderId'])
    .where((eb) => isActiveEnrollmentOf(eb, userId))
    .where('enrollments.paperId', '=', paperId)
    .execute();
}

export type ActiveGrantRow = Awaited<ReturnType<typeof findActiveGrantsOfPaper>>[number];

export async function insertGrant(
  db: Kysely<Database>,
  grant: {
    userId: number;
    paperId: number;
    moduleId: number | null;
    source: EnrollmentSource;
    orderId: number | null;
    grantedByUserId: number | null;
    createdAt: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('enrollments')
    .values({ ...grant, revokedAt: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The paper (any status) and, when asked, one of its modules. */
export function findGrantTarget(db: Kysely<Database>, paperId: number, moduleId: number | null) {
  let query = db
    .selectFrom('papers')
    .select(['papers.id', 'papers.title', 'papers.status'])
    .where('papers.id', '=', paperId);
  if (moduleId !== null)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('modules')
          .select('modules.id')
          .where('modules.id', '=', moduleId)
          .whereRef('modules.paperId', '=', 'papers.id'),
      ),
    );
  return query.executeTakeFirst();
}

export function findEnrollment(db: Kysely<Database>, enrollmentId: number) {
  return db
    .selectFrom('enrollments')
    .select(['id', 'userId', 'paperId', 'moduleId', 'source', 'orderId', 'revokedAt'])
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
}

/** Revokes an active enrollment; false when it was already revoked. */
export async function revokeEnrollment(db: Kysely<Database>, enrollmentId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('enrollments')
    .set({ revokedAt: now })
    .where('id', '=', enrollmentId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes every active grant an order made; how many. */
export async function revokeGrantsOfOrder(db: Kysely<Database>, orderId: number, now: number): Promise<number> {
  const result = await db
    .updateTable('enrollments')
    .set({ revokedAt: now })
    .where('orderId', '=', orderId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
