/** What the access rule needs to know: a module's paper and preview flag, and enrollments. */
import type { Kysely } from 'kysely';
import { isEnrolledInModulesPaper } from '../../db/module-access-conditions.js';
import type { Database } from '../../db/schema.js';

/** A module's paper and preview flag, and whether the caller is enrolled in that paper: one query. */
export function findModuleAccessFacts(db: Kysely<Database>, moduleId: number, userId: number) {
  return db
    .selectFrom('modules')
    .select((eb) => [
      'modules.id',
      'modules.paperId',
      'modules.isFreePreview',
      isEnrolledInModulesPaper(eb, userId).as('isEnrolled'),
    ])
    .where('modules.id', '=', moduleId)
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
