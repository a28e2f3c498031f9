/**
 * Who may open what: a module's note files, audio files and tests open only for a student
 * holding an active enrollment in its paper or in that module, or when the module is a
 * free preview. Staff who may edit modules (teachers and admins, MODULE_EDITOR_ROLES) read
 * every module's material, a draft paper's too, to preview what they publish; they do not
 * study as a student: a test start, an attempt and a doubt keep the student rule. Checked on
 * every request for content, never trusted from what a list showed earlier. What "active"
 * means, and who edits modules, is written once, in db/module-access-conditions.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { findActiveGrants, findModuleAccessFacts } from './access.repository.js';

export const NOT_ENROLLED_MESSAGE = {
  en: 'This module is part of a paid paper. Enroll in the paper (see Get Pro for the plans) to unlock it.',
  ml: 'ഈ മൊഡ്യൂൾ പണമടച്ചുള്ള ഒരു പേപ്പറിന്റെ ഭാഗമാണ്. തുറക്കാൻ പേപ്പറിൽ എൻറോൾ ചെയ്യൂ (പ്ലാനുകൾ Get Pro-യിൽ കാണാം).',
} as const;

export const STAFF_PREVIEW_ONLY_MESSAGE =
  "Staff preview a module's material; tests and doubts are for students. A test's questions are in the console's question bank.";

/** A caller's active enrollments (whole papers, and single modules), and whether they preview everything as staff. */
export interface AccessGrants {
  papers: ReadonlySet<number>;
  modules: ReadonlySet<number>;
  isModuleEditor: boolean;
}

const NO_GRANTS: AccessGrants = { papers: new Set(), modules: new Set(), isModuleEditor: false };

/** The pure reading rule, for lists that already hold the facts. */
export function canOpenModule(
  module: { id: number; paperId: number; isFreePreview: number },
  grants: AccessGrants,
): boolean {
  return grants.isModuleEditor || module.isFreePreview === 1 || isEnrolledIn(module, grants);
}

/** Whether an enrollment (not a free preview, not a staff preview) opens the module: it is bought, or granted. */
export function isEnrolledIn(module: { id: number; paperId: number }, grants: AccessGrants): boolean {
  return grants.papers.has(module.paperId) || grants.modules.has(module.id);
}

export const notEnrolled = () => new AppError('NOT_ENROLLED', NOT_ENROLLED_MESSAGE);

/** Who is asking: a user's id, or null when logged out. */
export type Caller = number | null;

export function createAccessService({ db }: { db: Kysely<Database> }) {
  /**
   * For reading a module's material (note and audio files, videos, progress): 404 for a module
   * that is not there for the caller, 403 NOT_ENROLLED for one they may not open. Staff who may
   * edit modules open every module.
   */
  async function assertCanReadModule(userId: number, moduleId: number) {
    const module = await findModuleAccessFacts(db, moduleId, userId);
    if (!module) throw notFound('Module not found');
    if (module.isModuleEditor) return module;
    // exists() comes back as 1/0 from SQLite and true/false from PostgreSQL.
    if (!module.isVisible) throw notFound('Module not found');
    if (!(module.isFreePreview === 1 || Boolean(module.isEnrolled))) throw notEnrolled();
    return module;
  }

  /**
   * For studying a module as a student (a test, a doubt): the student rule alone. Staff the
   * student rule refuses are told that they preview material only, not that they should enroll.
   */
  async function assertCanOpenModule(userId: number, moduleId: number) {
    const module = await findModuleAccessFacts(db, moduleId, userId);
    if (!module) throw notFound('Module not found');
    const opens = Boolean(module.isVisible) && (module.isFreePreview === 1 || Boolean(module.isEnrolled));
    if (opens) return module;
    if (module.isModuleEditor) throw new AppError('FORBIDDEN', STAFF_PREVIEW_ONLY_MESSAGE);
    if (!module.isVisible) throw notFound('Module not found');
    throw notEnrolled();
  }

  /** The caller's active grants, all of them or those of one paper. */
  function grantsOf(caller: Caller, paperId?: number): Promise<AccessGrants> {
    return caller === null ? Promise.resolve(NO_GRANTS) : findActiveGrants(db, caller, paperId);
  }

  /** Whether the caller holds an active enrollment in the whole paper (a paper page's "enrolled"). */
  async function isCallerEnrolled(caller: Caller, paperId: number): Promise<boolean> {
    return (await grantsOf(caller, paperId)).papers.has(paperId);
  }

  return { assertCanReadModule, assertCanOpenModule, grantsOf, isCallerEnrolled };
}

export type AccessService = ReturnType<typeof createAccessService>;
