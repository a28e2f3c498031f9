/**
 * Fixed-window counters for limits that must hold across server processes and machines
 * (login-code requests per client address): one row per limited key, shared through the
 * database instead of each process's memory.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  // Expired windows are deleted in batches by reset time.
  await db.schema.createIndex('rate_limit_windows_reset_idx').on('rate_limit_windows').column('reset_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').ifExists().execute();
}
