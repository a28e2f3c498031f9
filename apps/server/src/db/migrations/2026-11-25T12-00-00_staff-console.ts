/**
 * What the staff console needs: a teacher role beside student and admin; papers that are
 * drafts, published or archived, with a list price for the struck-through figure and an
 * uploaded picture; modules with their own price (the Module-Based Plan), an uploaded
 * thumbnail and an archive mark; material that can be archived; and the audit log of every
 * staff write.
 *
 * The picture columns name a `stored_files` row without a foreign key: SQLite cannot drop a
 * column that has one, and this migration must go down on both engines. The console's
 * repository is the only writer of those columns.
 *
 * Nothing is deleted by archiving: students keep what they bought and the results of tests
 * they took. Existing papers were all visible to students, so they start as published.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Db): Promise<void> {
  // SQLite cannot change a column's check constraint, so the role moves to a new column with
  // the new check (the same steps on both engines): add, copy, drop the old, rename.
  await db.schema
    .alterTable('users')
    .addColumn('role_next', 'text', (c) =>
      c
        .notNull()
        .defaultTo('student')
        .check(sql`role_next in ('student', 'teacher', 'admin')`),
    )
    .execute();
  await db
    .updateTable('users')
    .set({ role_next: sql`role` })
    .execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
  await db.schema.alterTable('users').renameColumn('role_next', 'role').execute();
  // People search sorts and filters by name.
  await db.schema.createIndex('users_name_idx').on('users').column('name').execute();

  await db.schema
    .alterTable('papers')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('draft', 'published', 'archived')`),
    )
    .execute();
  await db.schema
    .alterTable('papers')
    .addColumn('list_price_paise', 'integer', (c) => c.check(sql`list_price_paise >= 0`))
    .execute();
  await db.schema.alterTable('papers').addColumn('image_file_id', 'integer').execute();
  await db.schema.alterTable('papers').addColumn('updated_at', 'bigint').execute();
  await db.schema.createIndex('papers_status_type_idx').on('papers').columns(['status', 'type']).execute();

  await db.schema
    .alterTable('modules')
    .addColumn('price_paise', 'integer', (c) => c.check(sql`price_paise >= 0`))
    .execute();
  await db.schema
    .alterTable('modules')
    .addColumn('list_price_paise', 'integer', (c) => c.check(sql`list_price_paise >= 0`))
    .execute();
  await db.schema.alterTable('modules').addColumn('thumbnail_file_id', 'integer').execute();
  await db.schema.alterTable('modules').addColumn('archived_at', 'bigint').execute();

  for (const table of ['notes', 'audio_classes', 'video_classes']) {
    await db.schema.alterTable(table).addColumn('archived_at', 'bigint').execute();
  }

  const auditLog = db.schema.createTable('audit_log');
  await (
    isPostgres(db)
      ? auditLog.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : auditLog.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    // Null for the server's command line (the first admin), or once the actor's account is gone.
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity_type', 'entity_id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  for (const table of ['notes', 'audio_classes', 'video_classes']) {
    await db.schema.alterTable(table).dropColumn('archived_at').execute();
  }
  for (const column of ['archived_at', 'thumbnail_file_id', 'list_price_paise', 'price_paise']) {
    await db.schema.alterTable('modules').dropColumn(column).execute();
  }
  await db.schema.dropIndex('papers_status_type_idx').ifExists().execute();
  for (const column of ['updated_at', 'image_file_id', 'list_price_paise', 'status']) {
    await db.schema.alterTable('papers').dropColumn(column).execute();
  }
  await db.schema.dropIndex('users_name_idx').ifExists().execute();
  await db.schema
    .alterTable('users')
    .addColumn('role_previous', 'text', (c) =>
      c
        .notNull()
        .defaultTo('student')
        .check(sql`role_previous in ('student', 'admin')`),
    )
    .execute();
  await db
    .updateTable('users')
    .set({ role_previous: sql`case when role = 'admin' then 'admin' else 'student' end` })
    .execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
  await db.schema.alterTable('users').renameColumn('role_previous', 'role').execute();
}
