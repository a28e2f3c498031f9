/** What the access rule needs to know: a module's paper and preview flag, and active enrollments. */
import type { Kysely } from 'kysely';
import {
  isActiveEnrollmentOf,
  isEnrolledForModule,
  isModuleEditor,
  moduleIsVisibleTo,
} from '../../db/module-access-conditions.js';
import type { Database } from '../../db/schema.js';

/**
 * A module's paper and preview flag, whether it is there for the caller as a student (not
 * archived, its paper not a draft), whether an active enrollment opens it to them, and whether
 * they are staff who may edit modules: one query. Undefined only when there is no such module.
 */
export function findModuleAccessFacts(db: Kysely<Database>, moduleId: number, userId: number) {
  return db
    .selectFrom('modules')
    .select((eb) => [
      'modules.id',
      'modules.paperId',
      'modules.isFreePreview',
      moduleIsVisibleTo(eb, userId).as('isVisible'),
      isEnrolledForModule(eb, userId).as('isEnrolled'),
      isModuleEditor(eb, userId).as('isModuleEditor'),
    ])
    .where('modules.id', '=', moduleId)
    .executeTakeFirst();
}

/**
 * The caller's active grants (of one paper, when `paperId` is given): whole papers and single
 * modules, and whether they are staff who may edit modules. One query.
 */
export async function findActiveGrants(db: Kysely<Database>, userId: number, paperId?: number) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('enrollments', (join) => {
      const active = join.onRef('enrollments.userId', '=', 'users.id').on((eb) => isActiveEnrollmentOf(eb, userId));
      return paperId === undefined ? active : active.on('enrollments.paperId', '=', paperId);
    })
    .select((eb) => ['enrollments.paperId', 'enrollments.moduleId', isModuleEditor(eb, userId).as('isModuleEditor')])
    .where('users.id', '=', userId)
    .execute();
  const enrolled = rows.flatMap((row) =>
    row.paperId === null ? [] : [{ paperId: row.paperId, moduleId: row.moduleId }],
  );
  return {
    papers: new Set(enrolled.filter((row) => row.moduleId === null).map((row) => row.paperId)),
    modules: new Set(enrolled.flatMap((row) => (row.moduleId === null ? [] : [row.moduleId]))),
    // exists() comes back as 1/0 from SQLite and true/false from PostgreSQL.
    isModuleEditor: rows.some((row) => Boolean(row.isModuleEditor)),
  };
}
