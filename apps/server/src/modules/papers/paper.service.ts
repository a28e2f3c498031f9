/** Catalogue rules: every paper type lists (MDC may be empty); a missing paper is a 404. */
import type { Kysely } from 'kysely';
import type { TModuleSummary, TPaper, TPaperType } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { findModulesByPaperId, findPapersByType, paperExists } from './paper.repository.js';

export function listPapers(db: Kysely<Database>, type: TPaperType): Promise<TPaper[]> {
  return findPapersByType(db, type);
}

export async function listPaperModules(db: Kysely<Database>, paperId: number): Promise<TModuleSummary[]> {
  if (!(await paperExists(db, paperId))) throw notFound('Course not found');
  return findModulesByPaperId(db, paperId);
}
