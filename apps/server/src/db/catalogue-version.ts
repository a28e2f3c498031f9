/**
 * The catalogue's version number (migration `catalogue-version`). Every write to papers, modules
 * or their material calls `bumpCatalogueVersion` inside its own transaction, so the new version
 * commits exactly when the new rows do; caches of catalogue replies key on it.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export async function bumpCatalogueVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('catalogueVersion')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export async function readCatalogueVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('catalogueVersion').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.version);
}
