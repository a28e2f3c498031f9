import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Brings the schema to the newest migration; safe to run on every start. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new MigrationError(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`.trim(), { cause: error });
  }
  return results.map((result) => result.migrationName);
}
