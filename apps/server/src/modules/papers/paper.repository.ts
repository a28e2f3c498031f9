/** SQL for papers and their modules; returns rows shaped for the contract. */
import type { Kysely } from 'kysely';
import type { TModuleSummary, TPaper, TPaperType } from '@padanam/contract';
import type { Database } from '../../db/schema.js';

export async function findPapersByType(db: Kysely<Database>, type: TPaperType): Promise<TPaper[]> {
  const rows = await db
    .selectFrom('papers')
    .leftJoin('modules', 'modules.paperId', 'papers.id')
    .select(({ fn }) => [
      'papers.id',
      'papers.type',
      'papers.title',
      'papers.language',
      'papers.description',
      'papers.pricePaise',
      'papers.rating',
      'papers.imageUrl',
      fn.count<number>('modules.id').as('moduleCount'),
    ])
    .where('papers.type', '=', type)
    .groupBy([
      'papers.id',
      'papers.type',
      'papers.title',
      'papers.language',
      'papers.description',
      'papers.pricePaise',
      'papers.rating',
      'papers.imageUrl',
    ])
    .orderBy('papers.id')
    .execute();
  return rows.map(({ pricePaise, moduleCount, ...paper }) => ({
    ...paper,
    price: pricePaise / 100,
    moduleCount: Number(moduleCount),
  }));
}

export async function paperExists(db: Kysely<Database>, paperId: number): Promise<boolean> {
  const row = await db.selectFrom('papers').select('id').where('id', '=', paperId).executeTakeFirst();
  return row !== undefined;
}

export async function findModulesByPaperId(db: Kysely<Database>, paperId: number): Promise<TModuleSummary[]> {
  const rows = await db
    .selectFrom('modules')
    .select(['id', 'paperId', 'number', 'title', 'description', 'duration', 'isFreePreview', 'thumbnailUrl'])
    .where('paperId', '=', paperId)
    .orderBy('number')
    .execute();
  return rows.map((row) => ({ ...row, isFreePreview: row.isFreePreview === 1 }));
}
