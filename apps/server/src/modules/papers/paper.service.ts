/**
 * The catalogue: published papers of each type (MDC may be empty) and a paper's modules in order.
 * Other modules read papers only through here.
 */
import type { Kysely } from 'kysely';
import type { TPaper, TPaperType } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { findModulesByPaperId, findPaperById, findPapersByType } from './paper.repository.js';

export function createPaperService({ db }: { db: Kysely<Database> }) {
  function listPapers(type: TPaperType): Promise<TPaper[]> {
    return findPapersByType(db, type);
  }

  /**
   * The paper, or undefined when there is none with this id for this caller: drafts are
   * staff-only, archived papers stay for the students enrolled in them.
   */
  function findPaper(paperId: number, caller: number | null): Promise<TPaper | undefined> {
    return findPaperById(db, paperId, caller);
  }

  function listModulesOfPaper(paperId: number) {
    return findModulesByPaperId(db, paperId);
  }

  return { listPapers, findPaper, listModulesOfPaper };
}

export type PaperService = ReturnType<typeof createPaperService>;
