/**
 * Messages that did not reach a person: an SMS login code the provider refused or never got, a
 * web push the browser's push service refused. One row a failure, kept for a while (the
 * maintenance sweep deletes old ones) so staff see the day's failures on the console's home.
 * Users gain an index on when they joined, for the day's new students.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const table = db.schema.createTable('delivery_failures');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'push')`))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_failures_created_idx').on('delivery_failures').column('created_at').execute();
  await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('users_created_idx').execute();
  await db.schema.dropTable('delivery_failures').execute();
}
