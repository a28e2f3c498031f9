/** What the access rule needs to know: a module's paper and preview flag, and enrollments. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findModuleAccessFacts(db: Kysely<Database>, moduleId: number) {
  return db
    .selectFrom('modules')
    .select(['id', 'paperId', 'isFreePreview'])
    .where('id', '=', moduleId)
    .executeTakeFirst();
}

export async function isEnrolled(db: Kysely<Database>, userId: number, paperId: number): Promise<boolean> {
  const row = await db
    .selectFrom('enrollments')
    .select('id')
    .where('userId', '=', userId)
    .where('paperId', '=', paperId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findEnrolledPaperIds(db: Kysely<Database>, userId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('enrollments').select('paperId').where('userId', '=', userId).execute();
  return new Set(rows.map((row) => row.paperId));
}
