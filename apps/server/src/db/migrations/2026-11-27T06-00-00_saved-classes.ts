/**
 * Students save audio and video classes too, beside papers and modules. PostgreSQL swaps the
 * category check; SQLite cannot alter a check, so there the table is rebuilt with its rows.
 * Down removes saved classes and restores the first check.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

const CATEGORIES_BEFORE = sql`category in ('paper', 'module')`;
const CATEGORIES_AFTER = sql`category in ('paper', 'module', 'audio', 'video')`;

async function rebuildOnSqlite(db: Db, categories: typeof CATEGORIES_AFTER): Promise<void> {
  await db.schema
    .createTable('saved_items_next')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull().check(categories))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('saved_items_user_category_item_unique', ['user_id', 'category', 'item_id'])
    .execute();
  await sql`insert into saved_items_next (id, user_id, category, item_id, created_at)
    select id, user_id, category, item_id, created_at from saved_items`.execute(db);
  await db.schema.dropTable('saved_items').execute();
  await db.schema.alterTable('saved_items_next').renameTo('saved_items').execute();
}

async function setCategories(db: Db, categories: typeof CATEGORIES_AFTER): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table saved_items drop constraint saved_items_category_check`.execute(db);
    await sql`alter table saved_items add constraint saved_items_category_check check (${categories})`.execute(db);
  } else {
    await rebuildOnSqlite(db, categories);
  }
}

export async function up(db: Db): Promise<void> {
  await setCategories(db, CATEGORIES_AFTER);
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('saved_items').where('category', 'in', ['audio', 'video']).execute();
  await setCategories(db, CATEGORIES_BEFORE);
}
