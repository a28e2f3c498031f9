/**
 * The one way the console writes the catalogue: the write, its audit entry (the caller's) and
 * a catalogue version bump in one transaction, then this process's cached replies dropped at
 * once (other processes see the new version within a second: docs/DEPLOY.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bumpCatalogueVersion } from './staff-paper.repository.js';

export type CatalogueWrite = <T>(run: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

export function createCatalogueWriter({
  db,
  onCatalogueChanged,
}: {
  db: Kysely<Database>;
  onCatalogueChanged: () => void;
}): CatalogueWrite {
  return async (run) => {
    const result = await db.transaction().execute(async (trx) => {
      const value = await run(trx);
      await bumpCatalogueVersion(trx);
      return value;
    });
    onCatalogueChanged();
    return result;
  };
}
