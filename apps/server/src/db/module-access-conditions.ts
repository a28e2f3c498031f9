/**
 * The access rule as SQL conditions, the one place that says what an active enrollment is
 * and what it opens. Every reader uses these: the learning module's access checks and
 * lists (enrolled papers, Home, progress), the test start's insert, and every attempt
 * route (a refund or revoked enrollment closes the test and its review). Kept here, below
 * the modules, so no module reaches into another's repository for it. The same rule for
 * rows already read is `canOpenModule` in modules/learning/access.service.ts.
 *
 * Two readers: a student, and staff who may edit modules (MODULE_EDITOR_ROLES, the module
 * editor's own roles), who see and open every paper and module, drafts included, to preview
 * what they publish (`isModuleEditor`, the `…ToReader` conditions). Staff only read: a test
 * start, an attempt, a doubt and the study assistant keep the student rule.
 */
import type { AliasableExpression, Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { MODULE_EDITOR_ROLES } from '@padanam/contract';
import type { Database } from './schema.js';

/** Whose enrollment: a student's id, or the `attempts.user_id` of the row in scope. */
type Student = number | Expression<number>;

/**
 * THE definition of an active enrollment: not revoked. A revoked one stays in the table as
 * history, grants nothing and counts for nothing (Home's count of a paper's students too).
 */
export function isActiveEnrollment(eb: ExpressionBuilder<Database, 'enrollments'>) {
  return eb('enrollments.revokedAt', 'is', null);
}

/** An active enrollment (above) of this student. */
export function isActiveEnrollmentOf(eb: ExpressionBuilder<Database, 'enrollments'>, student: Student) {
  return eb.and([eb('enrollments.userId', '=', student), isActiveEnrollment(eb)]);
}

/**
 * Whether the student holds an active enrollment that opens the `modules` row in scope:
 * one for its whole paper, or one for that module.
 */
export function isEnrolledForModule(eb: ExpressionBuilder<Database, 'modules'>, student: Student) {
  return eb.exists(
    eb
      .selectFrom('enrollments')
      .select('enrollments.id')
      .where((enrollment) => isActiveEnrollmentOf(enrollment, student))
      .whereRef('enrollments.paperId', '=', 'modules.paperId')
      .where((enrollment) =>
        enrollment.or([
          enrollment('enrollments.moduleId', 'is', null),
          enrollment('enrollments.moduleId', '=', enrollment.ref('modules.id')),
        ]),
      ),
  );
}

/**
 * Whether the `papers` row in scope is there for this student at all: published, or archived
 * while the student still holds an active enrollment in it (archiving keeps what was bought).
 * Drafts are for staff only, on every student route. Logged out (`null`): published only.
 */
export function paperIsVisibleTo(eb: ExpressionBuilder<Database, 'papers'>, student: Student | null) {
  const published = eb('papers.status', '=', 'published');
  if (student === null) return published;
  return eb.or([
    published,
    eb.and([
      eb('papers.status', '=', 'archived'),
      eb.exists(
        eb
          .selectFrom('enrollments')
          .select('enrollments.id')
          .where((enrollment) => isActiveEnrollmentOf(enrollment, student))
          .whereRef('enrollments.paperId', '=', 'papers.id'),
      ),
    ]),
  ]);
}

/** Whether the `modules` row in scope is there for this student: not archived, and its paper visible. */
export function moduleIsVisibleTo(eb: ExpressionBuilder<Database, 'modules'>, student: Student | null) {
  return eb.and([
    eb('modules.archivedAt', 'is', null),
    eb.exists(
      eb
        .selectFrom('papers')
        .select('papers.id')
        .whereRef('papers.id', '=', 'modules.paperId')
        .where((paper) => paperIsVisibleTo(paper, student)),
    ),
  ]);
}

/**
 * Whether the user may edit modules (a teacher or an admin, as the module editor's routes
 * admit them), and so may preview every paper and module without an enrollment.
 */
export function isModuleEditor<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  user: number,
): AliasableExpression<SqlBool> {
  // A condition on its own row, so it fits in any query whatever tables are in scope.
  const anywhere = eb as unknown as ExpressionBuilder<Database, never>;
  return anywhere.exists(
    anywhere
      .selectFrom('users')
      .select('users.id')
      .where('users.id', '=', user)
      .where('users.role', 'in', MODULE_EDITOR_ROLES),
  );
}

/**
 * Whether the `papers` row in scope is there for this reader: visible to them as a student, or
 * any paper (a draft too) for staff who may edit modules. For reads only.
 */
export function paperIsVisibleToReader(eb: ExpressionBuilder<Database, 'papers'>, reader: number | null) {
  if (reader === null) return paperIsVisibleTo(eb, null);
  return eb.or([paperIsVisibleTo(eb, reader), isModuleEditor(eb, reader)]);
}

/**
 * Whether the `modules` row in scope is there for this reader: visible to them as a student, or
 * any module (of a draft paper, or archived) for staff who may edit modules. For reads only.
 */
export function moduleIsVisibleToReader(eb: ExpressionBuilder<Database, 'modules'>, reader: number | null) {
  if (reader === null) return moduleIsVisibleTo(eb, null);
  return eb.or([moduleIsVisibleTo(eb, reader), isModuleEditor(eb, reader)]);
}

/** The rule for the `modules` row in scope: a free preview, or an active enrollment opens it. */
function opensTo(module: ExpressionBuilder<Database, 'modules'>, student: Student): Expression<SqlBool> {
  return module.or([module('modules.isFreePreview', '=', 1), isEnrolledForModule(module, student)]);
}

/**
 * The ids of every module there for the student that a free preview or an active enrollment
 * opens, as a subquery: for reads that must never return anything of another module (the study
 * assistant's search).
 */
export function idsOfModulesOpenTo(db: Kysely<Database>, student: Student) {
  return db
    .selectFrom('modules')
    .select('modules.id')
    .where((module) => moduleIsVisibleTo(module, student))
    .where((module) => opensTo(module, student));
}

/**
 * The rule as a condition, for a write that must happen only when it holds (a test start,
 * progress): the module is there for the student, and is a free preview or opened by an
 * active enrollment.
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
      .where((module) => moduleIsVisibleTo(module, userId))
      .where((module) => opensTo(module, userId)),
  );
}

/**
 * The rule for the `attempts` row in scope: its test's module still opens to its student.
 * Archiving a module or paper does not close results already earned, so visibility is not
 * part of it; a revoked enrollment does close them.
 * Folded into the attempt statements themselves (the read, the autosave, the submit's
 * lock), so re-checking access on every attempt route costs no extra query.
 */
export function attemptOpensToItsStudent(eb: ExpressionBuilder<Database, 'attempts'>) {
  const student = eb.ref('attempts.userId');
  return eb.exists(
    eb
      .selectFrom('quizzes')
      .innerJoin('modules', 'modules.id', 'quizzes.moduleId')
      .select('modules.id')
      .whereRef('quizzes.id', '=', 'attempts.quizId')
      .where((module) => opensTo(module, student)),
  );
}
