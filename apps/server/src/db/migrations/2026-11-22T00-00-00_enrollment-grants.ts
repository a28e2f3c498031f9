/**
 * Enrollments in their final shape, for commerce and the staff console to reuse: an
 * enrollment grants a whole paper (`module_id` null) or one module of it, says where it
 * came from (`source`: a paid order, a staff grant, the demo seed, with the order or the
 * granting staff member when there is one), and is revoked by setting `revoked_at`, never
 * deleted, so a refund leaves its history. One active grant per student and paper (or
 * module) at a time; a revoked one does not stand in the way of granting again.
 *
 * SQLite cannot drop the old `(user_id, paper_id)` unique constraint, so the table is
 * rebuilt on both engines the same way: new table, rows copied, old table dropped, new
 * one renamed. Every enrollment before this came from the demo seed or a paid order (no
 * request could grant one), and is copied as such.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Db): Promise<void> {
  // A module grant's paper must be that module's paper: the composite key below checks it.
  await db.schema.createIndex('modules_id_paper_unique').on('modules').columns(['id', 'paper_id']).unique().execute();

  const table = db.schema.createTable('enrollments_next');
  await (
    isPostgres(db)
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.references('modules.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('order', 'staff', 'demo')`))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('granted_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addForeignKeyConstraint(
      'enrollments_module_of_paper_fk',
      ['module_id', 'paper_id'],
      'modules',
      ['id', 'paper_id'],
      (c) => c.onDelete('cascade'),
    )
    // An order grant names its order; nothing else does.
    .addCheckConstraint(
      'enrollments_order_source_check',
      sql`(source = 'order' and order_id is not null) or (source <> 'order' and order_id is null)`,
    )
    .execute();

  await db
    .insertInto('enrollments_next')
    .columns([
      'user_id',
      'paper_id',
      'module_id',
      'source',
      'order_id',
      'granted_by_user_id',
      'created_at',
      'revoked_at',
    ])
    .expression(
      db
        .selectFrom('enrollments')
        .select([
          'user_id',
          'paper_id',
          sql<null>`null`.as('module_id'),
          sql<string>`case when order_id is null then 'demo' else 'order' end`.as('source'),
          'order_id',
          sql<null>`null`.as('granted_by_user_id'),
          'created_at',
          sql<null>`null`.as('revoked_at'),
        ])
        .orderBy('id'),
    )
    .execute();
  await db.schema.dropTable('enrollments').execute();
  await db.schema.alterTable('enrollments_next').renameTo('enrollments').execute();

  // At most one active grant of a paper, and of a module, per student; revoked ones may pile up.
  await db.schema
    .createIndex('enrollments_active_paper_unique')
    .on('enrollments')
    .columns(['user_id', 'paper_id'])
    .unique()
    .where(sql.ref('module_id'), 'is', null)
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('enrollments_active_module_unique')
    .on('enrollments')
    .columns(['user_id', 'module_id'])
    .unique()
    .where(sql.ref('module_id'), 'is not', null)
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  // The access check: a student's grants for one paper, active or not.
  await db.schema
    .createIndex('enrollments_user_paper_idx')
    .on('enrollments')
    .columns(['user_id', 'paper_id'])
    .execute();
  await db.schema.createIndex('enrollments_order_idx').on('enrollments').column('order_id').execute();
}

/** Back to one row per student and paper: only active whole-paper grants survive. */
export async function down(db: Db): Promise<void> {
  const table = db.schema.createTable('enrollments_before');
  await (
    isPostgres(db)
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('enrollments_user_paper_unique', ['user_id', 'paper_id'])
    .execute();
  await db
    .insertInto('enrollments_before')
    .columns(['user_id', 'paper_id', 'order_id', 'created_at'])
    .expression(
      db
        .selectFrom('enrollments')
        .select(['user_id', 'paper_id', 'order_id', 'created_at'])
        .where('module_id', 'is', null)
        .where('revoked_at', 'is', null)
        .orderBy('id'),
    )
    .execute();
  await db.schema.dropTable('enrollments').execute();
  await db.schema.alterTable('enrollments_before').renameTo('enrollments').execute();
  await db.schema.dropIndex('modules_id_paper_unique').execute();
}
