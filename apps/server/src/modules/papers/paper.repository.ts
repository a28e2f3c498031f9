/** SQL for papers and their modules. */
import type { Kysely } from 'kysely';
import type { TPaper, TPaperType } from '@padanam/contract';
import {
  isActiveEnrollment,
  isActiveEnrollmentOf,
  paperIsVisibleTo,
  paperIsVisibleToReader,
} from '../../db/module-access-conditions.js';
import type { Database } from '../../db/schema.js';

const PAPER_COLUMNS = [
  'papers.id',
  'papers.type',
  'papers.title',
  'papers.language',
  'papers.description',
  'papers.pricePaise',
  'papers.listPricePaise',
  'papers.rating',
  'papers.imageUrl',
] as const;

/** Papers with their count of live (not archived) modules; narrowed by the caller. */
function selectPapers(db: Kysely<Database>) {
  return db
    .selectFrom('papers')
    .leftJoin('modules', (join) => join.onRef('modules.paperId', '=', 'papers.id').on('modules.archivedAt', 'is', null))
    .select(({ fn }) => [...PAPER_COLUMNS, fn.count<number>('modules.id').as('moduleCount')])
    .groupBy([...PAPER_COLUMNS]);
}

type PaperRow = Awaited<ReturnType<ReturnType<typeof selectPapers>['executeTakeFirstOrThrow']>>;

function toPaper({ pricePaise, listPricePaise, moduleCount, ...paper }: PaperRow): TPaper {
  return {
    ...paper,
    price: pricePaise / 100,
    listPrice: listPricePaise === null ? null : listPricePaise / 100,
    moduleCount: Number(moduleCount),
  };
}

/** The catalogue's papers of one type: published ones only. */
export async function findPapersByType(db: Kysely<Database>, type: TPaperType): Promise<TPaper[]> {
  const rows = await selectPapers(db)
    .where('papers.type', '=', type)
    .where('papers.status', '=', 'published')
    .orderBy('papers.id')
    .execute();
  return rows.map(toPaper);
}

/** The paper, when it is there for the caller (see `paperIsVisibleToReader`: drafts for staff only). */
export async function findPaperById(
  db: Kysely<Database>,
  paperId: number,
  caller: number | null,
): Promise<TPaper | undefined> {
  const row = await selectPapers(db)
    .where('papers.id', '=', paperId)
    .where((eb) => paperIsVisibleToReader(eb, caller))
    .executeTakeFirst();
  return row && toPaper(row);
}

/**
 * Every paper there for the student (`paperIsVisibleTo`: never a draft, an archived one only to
 * its students) as Home's Courses shows it, with `createdAt` to order by and whether the student
 * holds the whole paper. One query, whatever the number of papers.
 */
export async function findPapersShownTo(db: Kysely<Database>, student: number) {
  const rows = await db
    .selectFrom('papers')
    .where((eb) => paperIsVisibleTo(eb, student))
    .select((eb) => [
      'papers.id',
      'papers.type',
      'papers.title',
      'papers.language',
      'papers.pricePaise',
      'papers.listPricePaise',
      'papers.createdAt',
      eb
        .selectFrom('modules')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('modules.paperId', '=', 'papers.id')
        .where('modules.archivedAt', 'is', null)
        .as('moduleCount'),
      eb
        .exists(
          eb
            .selectFrom('enrollments')
            .select('enrollments.id')
            .whereRef('enrollments.paperId', '=', 'papers.id')
            .where('enrollments.moduleId', 'is', null)
            .where((enrollment) => isActiveEnrollmentOf(enrollment, student)),
        )
        .as('isEnrolled'),
    ])
    .execute();
  return rows.map(({ pricePaise, listPricePaise, moduleCount, isEnrolled, ...paper }) => ({
    ...paper,
    price: pricePaise / 100,
    listPrice: listPricePaise === null ? null : listPricePaise / 100,
    moduleCount: Number(moduleCount ?? 0),
    isEnrolled: Boolean(isEnrolled),
  }));
}

/**
 * Students per paper: those holding an active enrollment in it (the whole paper or any of its
 * modules), each once. Papers nobody holds are absent. One pass over the enrollments.
 */
export async function countStudentsByPaper(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('enrollments')
    .where(isActiveEnrollment)
    .select((eb) => ['enrollments.paperId', eb.fn.count<number | string>('enrollments.userId').distinct().as('n')])
    .groupBy('enrollments.paperId')
    .execute();
  return new Map(rows.map((row) => [row.paperId, Number(row.n)]));
}

/** The paper's live modules in order (archived ones are gone from every student screen). */
export function findModulesByPaperId(db: Kysely<Database>, paperId: number) {
  return db
    .selectFrom('modules')
    .select([
      'id',
      'paperId',
      'number',
      'title',
      'description',
      'duration',
      'isFreePreview',
      'thumbnailUrl',
      'pricePaise',
      'listPricePaise',
    ])
    .where('paperId', '=', paperId)
    .where('archivedAt', 'is', null)
    .orderBy('number')
    .execute();
}
