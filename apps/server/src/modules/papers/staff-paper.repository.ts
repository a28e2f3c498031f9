/** SQL for the console's papers: every status, with module and enrollment counts. */
import { type Kysely, sql } from 'kysely';
import type { Database, PaperStatus, PaperType } from '../../db/schema.js';
import { isActiveEnrollment } from '../../db/module-access-conditions.js';
import { containsText } from '../../db/text-search.js';

export { bumpCatalogueVersion } from '../../db/catalogue-version.js';

export interface StaffPaperFilter {
  q?: string;
  type?: PaperType;
  status?: PaperStatus;
}

export type StaffPaperSort = 'title' | 'type' | 'status' | 'price' | 'updated';

function filtered(db: Kysely<Database>, filter: StaffPaperFilter) {
  let query = db.selectFrom('papers');
  if (filter.q) query = query.where(containsText('papers.title', filter.q));
  if (filter.type) query = query.where('papers.type', '=', filter.type);
  if (filter.status) query = query.where('papers.status', '=', filter.status);
  return query;
}

function withCounts(db: Kysely<Database>, filter: StaffPaperFilter) {
  return filtered(db, filter).select((eb) => [
    'papers.id',
    'papers.type',
    'papers.title',
    'papers.language',
    'papers.description',
    'papers.pricePaise',
    'papers.listPricePaise',
    'papers.status',
    'papers.imageUrl',
    'papers.imageFileId',
    'papers.createdAt',
    'papers.updatedAt',
    eb
      .selectFrom('modules')
      .select(eb.fn.countAll<number>().as('n'))
      .whereRef('modules.paperId', '=', 'papers.id')
      .where('modules.archivedAt', 'is', null)
      .as('moduleCount'),
    eb
      .selectFrom('enrollments')
      .select(sql<number>`count(distinct enrollments.user_id)`.as('n'))
      .whereRef('enrollments.paperId', '=', 'papers.id')
      .where(isActiveEnrollment)
      .as('enrolledCount'),
  ]);
}

export type StaffPaperRow = Awaited<ReturnType<ReturnType<typeof withCounts>['executeTakeFirstOrThrow']>>;

const SORT_COLUMNS = {
  title: sql`lower(papers.title)`,
  type: sql`papers.type`,
  status: sql`papers.status`,
  price: sql`papers.price_paise`,
  updated: sql`coalesce(papers.updated_at, papers.created_at)`,
} as const;

export async function countStaffPapers(db: Kysely<Database>, filter: StaffPaperFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findStaffPapers(
  db: Kysely<Database>,
  filter: StaffPaperFilter,
  page: { sort: StaffPaperSort; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  return withCounts(db, filter)
    .orderBy(SORT_COLUMNS[page.sort], page.order)
    .orderBy('papers.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findStaffPaper(db: Kysely<Database>, paperId: number) {
  return withCounts(db, {}).where('papers.id', '=', paperId).executeTakeFirst();
}

export interface PaperValues {
  type: PaperType;
  title: string;
  language: string;
  description: string;
  pricePaise: number;
  listPricePaise: number | null;
}

export async function insertPaper(db: Kysely<Database>, values: PaperValues, now: number): Promise<number> {
  const row = await db
    .insertInto('papers')
    // A new paper starts as a draft: students see it once an admin publishes it.
    .values({
      ...values,
      status: 'draft',
      rating: 0,
      imageUrl: null,
      imageFileId: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePaper(
  db: Kysely<Database>,
  paperId: number,
  values: Partial<PaperValues> & { status?: PaperStatus; imageUrl?: string | null; imageFileId?: number | null },
  now: number,
): Promise<void> {
  await db
    .updateTable('papers')
    .set({ ...values, updatedAt: now })
    .where('id', '=', paperId)
    .execute();
}
