/**
 * Who may open what: a module's note files, audio files and tests open only for a student
 * holding an active enrollment in its paper or in that module, or when the module is a
 * free preview. Checked on every request for content, never trusted from what a list
 * showed earlier. What "active" means is written once, in db/module-access-conditions.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { findActiveGrants, findModuleAccessFacts } from './access.repository.js';

export const NOT_ENROLLED_MESSAGE =
  'This module is part of a paid paper. Enroll in the paper (see Get Pro for the plans) to unlock it.';

/** A student's active enrollments: whole papers, and single modules. */
export interface AccessGrants {
  papers: ReadonlySet<number>;
  modules: ReadonlySet<number>;
}

const NO_GRANTS: AccessGrants = { papers: new Set(), modules: new Set() };

/** The pure rule, for lists that already hold the facts. */
export function canOpenModule(
  module: { id: number; paperId: number; isFreePreview: number },
  grants: AccessGrants,
): boolean {
  return module.isFreePreview === 1 || grants.papers.has(module.paperId) || grants.modules.has(module.id);
}

/** Whether an enrollment (not a free preview) opens the module: it is bought, or granted. */
export function isEnrolledIn(module: { id: number; paperId: number }, grants: AccessGrants): boolean {
  return grants.papers.has(module.paperId) || grants.modules.has(module.id);
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
    if (!(module.isFreePreview === 1 || Boolean(module.isEnrolled))) throw notEnrolled();
    return module;
  }

  /** The caller's active grants, all of them or those of one paper. */
  function grantsOf(caller: Caller, paperId?: number): Promise<AccessGrants> {
    return caller === null ? Promise.resolve(NO_GRANTS) : findActiveGrants(db, caller, paperId);
  }

  /** Whether the caller holds an active enrollment in the whole paper (a paper page's "enrolled"). */
  async function isCallerEnrolled(caller: Caller, paperId: number): Promise<boolean> {
    return (await grantsOf(caller, paperId)).papers.has(paperId);
  }

  return { assertCanOpenModule, grantsOf, isCallerEnrolled };
}

export type AccessService = ReturnType<typeof createAccessService>;
