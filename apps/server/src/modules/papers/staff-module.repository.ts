/** SQL for the console's modules: archived ones included, with counts of their live material. */
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';

function selectStaffModules(db: Kysely<Database>) {
  return db
    .selectFrom('modules')
    .select((eb) => [
      'modules.id',
      'modules.paperId',
      'modules.number',
      'modules.title',
      'modules.description',
      'modules.summaryLine',
      'modules.duration',
      'modules.isFreePreview',
      'modules.thumbnailUrl',
      'modules.thumbnailFileId',
      'modules.pricePaise',
      'modules.listPricePaise',
      'modules.archivedAt',
      ...(['notes', 'audioClasses', 'videoClasses'] as const).map((table) =>
        eb
          .selectFrom(table)
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef(`${table}.moduleId`, '=', 'modules.id')
          .where(`${table}.archivedAt`, 'is', null)
          .as(`${table}Count`),
      ),
    ]);
}

export type StaffModuleRow = Awaited<ReturnType<ReturnType<typeof selectStaffModules>['executeTakeFirstOrThrow']>>;

export function findStaffModulesOfPaper(db: Kysely<Database>, paperId: number) {
  return selectStaffModules(db).where('modules.paperId', '=', paperId).orderBy('modules.number').execute();
}

export function findStaffModule(db: Kysely<Database>, moduleId: number) {
  return selectStaffModules(db).where('modules.id', '=', moduleId).executeTakeFirst();
}

export interface ModuleValues {
  title: string;
  description: string;
  summaryLine: string | null;
  duration: string | null;
  isFreePreview: number;
  pricePaise: number | null;
  listPricePaise: number | null;
}

/** Adds the module after the paper's last one. */
/**
 * Numbers are unique within a paper and each add takes the next one, so two writes numbering
 * one paper's modules take turns: on PostgreSQL the paper's row is locked for the transaction
 * (SQLite runs one write transaction at a time already).
 */
async function lockModuleNumbersOf(db: Kysely<Database>, paperId: number): Promise<void> {
  if (isPostgres(db)) await db.selectFrom('papers').select('id').where('id', '=', paperId).forUpdate().execute();
}

export async function insertModule(db: Kysely<Database>, paperId: number, values: ModuleValues): Promise<number> {
  await lockModuleNumbersOf(db, paperId);
  const last = await db
    .selectFrom('modules')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('paperId', '=', paperId)
    .executeTakeFirst();
  const row = await db
    .insertInto('modules')
    .values({ ...values, paperId, number: Number(last?.number ?? 0) + 1, thumbnailUrl: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateModule(
  db: Kysely<Database>,
  moduleId: number,
  values: Partial<ModuleValues> & {
    archivedAt?: number | null;
    thumbnailUrl?: string | null;
    thumbnailFileId?: number | null;
  },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('modules').set(values).where('id', '=', moduleId).execute();
}

export async function findModuleIdsOfPaper(db: Kysely<Database>, paperId: number): Promise<number[]> {
  const rows = await db.selectFrom('modules').select('id').where('paperId', '=', paperId).execute();
  return rows.map((row) => row.id);
}

/**
 * Numbers the paper's modules 1, 2, 3… in the order given. Two steps, because (paper, number)
 * is unique and checked row by row: first every module moves past the highest number in use,
 * then each takes its place.
 */
export async function renumberModules(db: Kysely<Database>, paperId: number, orderedIds: number[]): Promise<void> {
  await lockModuleNumbersOf(db, paperId);
  const offset = 100_000;
  await db
    .updateTable('modules')
    .set((eb) => ({ number: eb('number', '+', offset) }))
    .where('paperId', '=', paperId)
    .execute();
  for (const [index, moduleId] of orderedIds.entries()) {
    await db
      .updateTable('modules')
      .set({ number: index + 1 })
      .where('id', '=', moduleId)
      .execute();
  }
}

/** The paper a module belongs to. */
export async function findPaperOfModule(db: Kysely<Database>, moduleId: number) {
  return db
    .selectFrom('modules')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select(['papers.id', 'papers.title', 'papers.type', 'papers.status'])
    .where('modules.id', '=', moduleId)
    .executeTakeFirst();
}
