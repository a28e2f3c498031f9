/**
 * A student's erasure of their account (DPDP Act 2023, s. 12): the request, due after a grace
 * period in which a login cancels it (`erasure_requests`, one a student); the moment the account
 * was erased (`users.erased_at`: the row stays as an anonymised tombstone, so the paid orders kept
 * as tax records and the test statistics still point at a row); and the stored files of erased
 * accounts still to be removed from storage (`erasure_file_removals`): their rows are deleted in
 * the erasure's transaction, the files after it commits, and a removal that fails is retried by
 * the next sweep.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('erasure_requests')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('scheduled_for', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('erasure_requests_due_idx').on('erasure_requests').column('scheduled_for').execute();

  await db.schema.alterTable('users').addColumn('erased_at', 'bigint').execute();

  const removals = db.schema.createTable('erasure_file_removals');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? removals.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : removals.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('erasure_file_removals').execute();
  await db.schema.alterTable('users').dropColumn('erased_at').execute();
  await db.schema.dropTable('erasure_requests').execute();
}
