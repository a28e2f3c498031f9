/**
 * Who may open what: a module's note files, audio files and tests open only for a student
 * enrolled in its paper, or when the module is a free preview. Checked on every request
 * for content, never trusted from what a list showed earlier.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { findEnrolledPaperIds, findModuleAccessFacts, isEnrolled } from './access.repository.js';

export const NOT_ENROLLED_MESSAGE =
  'This module is part of a paid paper. Enroll in the paper (see Get Pro for the plans) to unlock it.';

/** The pure rule, for lists that already hold the facts. */
export function canOpenModule(module: { isFreePreview: number }, isCallerEnrolled: boolean): boolean {
  return module.isFreePreview === 1 || isCallerEnrolled;
}

export const notEnrolled = () => new AppError('NOT_ENROLLED', NOT_ENROLLED_MESSAGE);

/** Who is asking: a student's id, or null when logged out. */
export type Caller = number | null;

export function createAccessService({ db }: { db: Kysely<Database> }) {
  /** Throws 404 for a module that does not exist and 403 NOT_ENROLLED for one the caller may not open. */
  async function assertCanOpenModule(userId: number, moduleId: number) {
    const module = await findModuleAccessFacts(db, moduleId, userId);
    if (!module) throw notFound('Module not found');
    // exists() comes back as 1/0 from SQLite and true/false from PostgreSQL.
    if (!canOpenModule(module, Boolean(module.isEnrolled))) throw notEnrolled();
    return module;
  }

  function isCallerEnrolled(caller: Caller, paperId: number): Promise<boolean> {
    return caller === null ? Promise.resolve(false) : isEnrolled(db, caller, paperId);
  }

  function enrolledPaperIdsOf(caller: Caller): Promise<Set<number>> {
    return caller === null ? Promise.resolve(new Set<number>()) : findEnrolledPaperIds(db, caller);
  }

  return { assertCanOpenModule, isCallerEnrolled, enrolledPaperIdsOf };
}

export type AccessService = ReturnType<typeof createAccessService>;
