/** SQL for papers and their modules. */
import type { Kysely } from 'kysely';
import type { TPaper, TPaperType } from '@padanam/contract';
import type { Database } from '../../db/schema.js';

const PAPER_COLUMNS = [
  'papers.id',
  'papers.type',
  'papers.title',
  'papers.language',
  'papers.description',
  'papers.pricePaise',
  'papers.rating',
  'papers.imageUrl',
] as const;

/** Papers with their module count; narrowed by the caller. */
function selectPapers(db: Kysely<Database>) {
  return db
    .selectFrom('papers')
    .leftJoin('modules', 'modules.paperId', 'papers.id')
    .select(({ fn }) => [...PAPER_COLUMNS, fn.count<number>('modules.id').as('moduleCount')])
    .groupBy([...PAPER_COLUMNS]);
}

type PaperRow = Awaited<ReturnType<ReturnType<typeof selectPapers>['executeTakeFirstOrThrow']>>;

function toPaper({ pricePaise, moduleCount, ...paper }: PaperRow): TPaper {
  return { ...paper, price: pricePaise / 100, moduleCount: Number(moduleCount) };
}

export async function findPapersByType(db: Kysely<Database>, type: TPaperType): Promise<TPaper[]> {
  const rows = await selectPapers(db).where('papers.type', '=', type).orderBy('papers.id').execute();
  return rows.map(toPaper);
}

export async function findPaperById(db: Kysely<Database>, paperId: number): Promise<TPaper | undefined> {
  const row = await selectPapers(db).where('papers.id', '=', paperId).executeTakeFirst();
  return row && toPaper(row);
}

export function findModulesByPaperId(db: Kysely<Database>, paperId: number) {
  return db
    .selectFrom('modules')
    .select(['id', 'paperId', 'number', 'title', 'description', 'duration', 'isFreePreview', 'thumbnailUrl'])
    .where('paperId', '=', paperId)
    .orderBy('number')
    .execute();
}
