/**
 * Web push: the browsers that asked for notifications, one row per push endpoint (a browser
 * profile), belonging to the student logged in when it subscribed. Announcements gain the moment
 * they were pushed, so each is pushed once however many server processes run; those published
 * before this migration count as pushed.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const table = db.schema.createTable('push_subscriptions');
  await (
    db.getExecutor().adapter instanceof PostgresAdapter
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_pushed_at', 'bigint')
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema.alterTable('announcements').addColumn('pushed_at', 'bigint').execute();
  await db
    .updateTable('announcements')
    .set({ pushed_at: sql`published_at` })
    .execute();
  await db.schema
    .createIndex('announcements_unpushed_idx')
    .on('announcements')
    .columns(['pushed_at', 'published_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('announcements_unpushed_idx').execute();
  await db.schema.alterTable('announcements').dropColumn('pushed_at').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
