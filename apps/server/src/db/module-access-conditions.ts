/**
 * The access rule (`canOpenModule` in modules/learning/access.service.ts) as SQL conditions,
 * shared by the repositories that need it: the learning module's access checks, and the
 * mock-test attempt insert that must happen only when the rule holds. Kept here, below the
 * modules, so no module reaches into another's repository for it.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from './schema.js';

/** Whether the user is enrolled in the paper of the `modules` row in scope. */
export function isEnrolledInModulesPaper(eb: ExpressionBuilder<Database, 'modules'>, userId: number) {
  return eb.exists(
    eb
      .selectFrom('enrollments')
      .select('enrollments.id')
      .where('enrollments.userId', '=', userId)
      .whereRef('enrollments.paperId', '=', 'modules.paperId'),
  );
}

/**
 * The rule as a condition, for a write that must happen only when it holds: the module is
 * a free preview, or the user is enrolled in its paper.
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
