/** What the access rule needs to know: a module's paper and preview flag, and enrollments. */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Whether the user is enrolled in the paper of the `modules` row in scope. */
function isEnrolledInModulesPaper(eb: ExpressionBuilder<Database, 'modules'>, userId: number) {
  return eb.exists(
    eb
      .selectFrom('enrollments')
      .select('enrollments.id')
      .where('enrollments.userId', '=', userId)
      .whereRef('enrollments.paperId', '=', 'modules.paperId'),
  );
}

/**
 * The access rule (`canOpenModule`) as a condition, for a write that must happen only when
 * it holds: the module is a free preview, or the user is enrolled in its paper.
 */
export function moduleOpensTo(
  eb: ExpressionBuilder<Database, never>,
  moduleId: number,
  userId: number,
): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('modules')
      .select('modules.id')
      .where('modules.id', '=', moduleId)
      .where((module) =>
        module.or([module('modules.isFreePreview', '=', 1), isEnrolledInModulesPaper(module, userId)]),
      ),
  );
}

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
