/** Catalogue lists: every paper type lists (MDC may be empty). */
import type { Kysely } from 'kysely';
import type { TPaper, TPaperType } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { findPapersByType } from './paper.repository.js';

export function listPapers(db: Kysely<Database>, type: TPaperType): Promise<TPaper[]> {
  return findPapersByType(db, type);
}
