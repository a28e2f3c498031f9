/** What the access rule needs to know: a module's paper and preview flag, and active enrollments. */
import type { Kysely } from 'kysely';
import { isActiveEnrollmentOf, isEnrolledForModule, moduleIsVisibleTo } from '../../db/module-access-conditions.js';
import type { Database } from '../../db/schema.js';

/**
 * A module's paper and preview flag, and whether an active enrollment opens it to the caller:
 * one query. A module not there for the caller (archived, or its paper a draft) is not found.
 */
export function findModuleAccessFacts(db: Kysely<Database>, moduleId: number, userId: number) {
  return db
    .selectFrom('modules')
    .select((eb) => [
      'modules.id',
      'modules.paperId',
      'modules.isFreePreview',
      isEnrolledForModule(eb, userId).as('isEnrolled'),
    ])
    .where('modules.id', '=', moduleId)
    .where((eb) => moduleIsVisibleTo(eb, userId))
    .executeTakeFirst();
}

/** The student's active grants (of one paper, when `paperId` is given): whole papers and single modules. */
export async function findActiveGrants(db: Kysely<Database>, userId: number, paperId?: number) {
  let query = db
    .selectFrom('enrollments')
    .select(['enrollments.paperId', 'enrollments.moduleId'])
    .where((eb) => isActiveEnrollmentOf(eb, userId));
  if (paperId !== undefined) query = query.where('enrollments.paperId', '=', paperId);
  const rows = await query.execute();
  return {
    papers: new Set(rows.filter((row) => row.moduleId === null).map((row) => row.paperId)),
    modules: new Set(rows.flatMap((row) => (row.moduleId === null ? [] : [row.moduleId]))),
  };
}
