/**
 * SQL for data exports: the requests themselves, and reading a student's rows of any table by the
 * chain of foreign keys personal-data-map.ts gives for it. Table and column names come from that
 * map (never from a request); the student's id is a bound value.
 */
import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { DataExportStatus, Database } from '../../db/schema.js';
import type { ExportedTable, LinkStep } from './personal-data-map.js';

const EXPORT_COLUMNS = [
  'id',
  'userId',
  'status',
  'requestedAt',
  'readyAt',
  'expiresAt',
  'downloadedAt',
  'storageKey',
  'sizeBytes',
] as const;

export async function insertDataExport(db: Kysely<Database>, userId: number, requestedAt: number) {
  return db
    .insertInto('dataExports')
    .values({ userId, status: 'queued', requestedAt })
    .returning(EXPORT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function findDataExportsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('dataExports')
    .select(EXPORT_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('requestedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findDataExport(db: Kysely<Database>, userId: number, id: number) {
  return db
    .selectFrom('dataExports')
    .select(EXPORT_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * Takes the oldest export waiting to be built (or one whose build was left half done before
 * `staleBefore`) for this process: null when none is waiting or another process took it first.
 */
export async function claimWaitingExport(db: Kysely<Database>, now: number, staleBefore: number) {
  const waiting = (eb: ExpressionBuilder<Database, 'dataExports'>) =>
    eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'building'), eb('claimedAt', '<', staleBefore)])]);
  const next = await db
    .selectFrom('dataExports')
    .select(['id', 'userId', 'requestedAt'])
    .where(waiting)
    .orderBy('requestedAt')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!next) return null;
  const claimed = await db
    .updateTable('dataExports')
    .set({ status: 'building', claimedAt: now })
    .where('id', '=', next.id)
    .where(waiting)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? next : null;
}

export async function markExportReady(
  db: Kysely<Database>,
  id: number,
  file: { storageKey: string; sizeBytes: number; readyAt: number; expiresAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('dataExports')
    .set({ status: 'ready', ...file })
    .where('id', '=', id)
    .where('status', '=', 'building')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markExportFailed(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('dataExports')
    .set({ status: 'failed' })
    .where('id', '=', id)
    .where('status', '=', 'building')
    .execute();
}

/** Marks a ready export downloaded, once: null when it is not (or no longer) ready and in date. */
export function claimDownload(db: Kysely<Database>, userId: number, id: number, now: number) {
  return db
    .updateTable('dataExports')
    .set({ status: 'downloaded', downloadedAt: now })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('status', '=', 'ready')
    .where('expiresAt', '>', now)
    .returning(['storageKey', 'sizeBytes', 'readyAt'])
    .executeTakeFirst();
}

/** Ready exports past their life, and downloaded ones whose file is still kept: files to delete. */
export function findFilesToDelete(db: Kysely<Database>, now: number, limit: number) {
  return db
    .selectFrom('dataExports')
    .select(['id', 'status', 'storageKey'])
    .where('storageKey', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'ready'), eb('expiresAt', '<=', now)]),
        eb('status', 'in', ['downloaded', 'expired', 'failed']),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Forgets a deleted file; a ready export past its life becomes expired. */
export async function forgetExportFile(
  db: Kysely<Database>,
  id: number,
  status: DataExportStatus,
  now: number,
): Promise<void> {
  let update = db
    .updateTable('dataExports')
    .set(status === 'ready' ? { storageKey: null, status: 'expired' } : { storageKey: null })
    .where('id', '=', id)
    .where('status', '=', status);
  if (status === 'ready') update = update.where('expiresAt', '<=', now);
  await update.execute();
}

// --- A student's rows of any table ---------------------------------------------------------

/** `t0.*` of `table`, joined along `steps` to the column that holds the student's id. */
function rowsAlong(table: string, steps: LinkStep[], userId: number): RawBuilder<Record<string, unknown>> {
  const joins = steps.slice(0, -1).map((step, index) => {
    const from = sql.ref(`t${index}.${step.column}`);
    const alias = `t${index + 1}`;
    return sql` join ${sql.table(step.table)} as ${sql.id(alias)} on ${sql.ref(`${alias}.id`)} = ${from}`;
  });
  const last = steps[steps.length - 1]!;
  const owner = sql.ref(`t${steps.length - 1}.${last.column}`);
  return sql<
    Record<string, unknown>
  >`select t0.* from ${sql.table(table)} as t0${sql.join(joins, sql``)} where ${owner} = ${userId}`;
}

/** Rows of `table` naming one of the student's records by kind and id (the audit log's entity). */
function rowsMentioning(
  table: string,
  mentions: NonNullable<ExportedTable['mentions']>,
  userId: number,
): RawBuilder<Record<string, unknown>> {
  const kind = sql.ref(`t0.${mentions.kindColumn}`);
  const id = sql.ref(`t0.${mentions.idColumn}`);
  const conditions = mentions.kinds.map(({ kind: value, table: owned }) =>
    owned === 'users'
      ? sql`(${kind} = ${value} and ${id} = ${userId})`
      : sql`(${kind} = ${value} and ${id} in (select id from ${sql.table(owned)} where user_id = ${userId}))`,
  );
  return sql<
    Record<string, unknown>
  >`select t0.* from ${sql.table(table)} as t0 where ${sql.join(conditions, sql` or `)}`;
}

/**
 * Every row of the table that is the student's by any of the entry's ways (each once), with the
 * database's own column names, ordered by id when the table has one.
 */
export async function findRowsOfStudent(
  db: Kysely<Database>,
  entry: ExportedTable,
  userId: number,
): Promise<Record<string, unknown>[]> {
  // The database's names (snake_case), as the map and the export spell them.
  const raw = db.withoutPlugins();
  const queries =
    entry.ways.length === 0
      ? [sql<Record<string, unknown>>`select t0.* from ${sql.table(entry.table)} as t0 where t0.id = ${userId}`]
      : entry.ways.map((steps) => rowsAlong(entry.table, steps, userId));
  if (entry.mentions) queries.push(rowsMentioning(entry.table, entry.mentions, userId));
  const seen = new Map<string, Record<string, unknown>>();
  for (const query of queries) {
    for (const row of (await query.execute(raw)).rows) seen.set(JSON.stringify(row), row);
  }
  const rows = [...seen.values()];
  if (rows.length > 0 && 'id' in rows[0]!) rows.sort((a, b) => Number(a.id) - Number(b.id));
  return rows;
}

export function findStoredFiles(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('storedFiles')
    .select(['id', 'storageKey', 'originalName', 'contentType'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}
