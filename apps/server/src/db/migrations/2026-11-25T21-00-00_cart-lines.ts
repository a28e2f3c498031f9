/**
 * A cart line is a paper (the Paper-Based Plan) or one module of it (the Module-Based Plan).
 * SQLite cannot drop the old one-line-per-paper unique key, so the table is rebuilt on both
 * engines the same way (new table, rows copied, old dropped, new renamed), as the enrollment
 * migration did; every line before this was a whole paper. One line per student and paper, and
 * one per student and module.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId(db: Db, name: string) {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Db): Promise<void> {
  await withId(db, 'cart_items_next')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.references('modules.id').onDelete('cascade'))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    // A module line's paper is that module's paper.
    .addForeignKeyConstraint(
      'cart_items_module_of_paper_fk',
      ['module_id', 'paper_id'],
      'modules',
      ['id', 'paper_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db
    .insertInto('cart_items_next')
    .columns(['user_id', 'paper_id', 'module_id', 'added_at'])
    .expression(
      db
        .selectFrom('cart_items')
        .select(['user_id', 'paper_id', sql<null>`null`.as('module_id'), 'added_at'])
        .orderBy('id'),
    )
    .execute();
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_items_next').renameTo('cart_items').execute();
  await db.schema
    .createIndex('cart_items_paper_unique')
    .on('cart_items')
    .columns(['user_id', 'paper_id'])
    .unique()
    .where(sql.ref('module_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('cart_items_module_unique')
    .on('cart_items')
    .columns(['user_id', 'module_id'])
    .unique()
    .where(sql.ref('module_id'), 'is not', null)
    .execute();
}

/** Back to one line per student and paper: module lines are dropped. */
export async function down(db: Db): Promise<void> {
  await withId(db, 'cart_items_before')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.id').onDelete('cascade'))
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('cart_items_user_paper_unique', ['user_id', 'paper_id'])
    .execute();
  await db
    .insertInto('cart_items_before')
    .columns(['user_id', 'paper_id', 'added_at'])
    .expression(
      db
        .selectFrom('cart_items')
        .select(['user_id', 'paper_id', 'added_at'])
        .where('module_id', 'is', null)
        .orderBy('id'),
    )
    .execute();
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_items_before').renameTo('cart_items').execute();
}
