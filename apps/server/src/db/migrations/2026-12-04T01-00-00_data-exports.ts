/**
 * A student's requests for a copy of their data (DPDP Act 2023, right of access): one row a
 * request, built into a ZIP by the data-export sweep, kept in the file storage under a key the
 * server made, downloaded once, and deleted a week after it was built if nobody downloads it.
 * `claimed_at` is when a sweep took it to build (a build left half done by a stopped process is
 * taken again once it is old); `storage_key` is null once the file is gone.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const table = db.schema.createTable('data_exports');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'building', 'ready', 'downloaded', 'expired', 'failed')`),
    )
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint')
    .addColumn('ready_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addColumn('downloaded_at', 'bigint')
    .addColumn('storage_key', 'text')
    .addColumn('size_bytes', 'bigint')
    .execute();
  // A student's own list, newest first.
  await db.schema
    .createIndex('data_exports_user_idx')
    .on('data_exports')
    .columns(['user_id', 'requested_at'])
    .execute();
  // The sweep's queued, building and ready exports.
  await db.schema.createIndex('data_exports_status_idx').on('data_exports').column('status').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
