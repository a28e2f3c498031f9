/**
 * One counter for the whole catalogue (papers, modules and what hangs off them), bumped in the
 * same transaction as any write to it. Server processes cache public catalogue replies under
 * this number, so an edit made through any process reaches every process's cache.
 */
import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    // A single row: the check keeps a second one from ever appearing.
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalogue_version').ifExists().execute();
}
