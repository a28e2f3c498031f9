/**
 * A student's own study of a note, kept beside the shared PDF and never written into it: where
 * they stopped and the page count their viewer reported (`note_readings`), the pages they have
 * seen (`note_pages_seen`, one row a page, so two devices reporting at once both count), their
 * bookmarks, their annotations (pdf.js editor data the server keeps as text and never reads) and
 * the pictures of their stamps and signatures. `file_id` says which of the note's files a record
 * was made on: staff may replace the file, and the old file's row in `stored_files` is then
 * deleted, so it is a plain id, not a foreign key.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

const ANNOTATION_KINDS = sql`kind in ('highlight', 'freetext', 'ink', 'stamp', 'signature')`;

function withId(db: Db, name: string) {
  const table = db.schema.createTable(name);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('note_readings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note_id', 'integer', (c) => c.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull())
    .addColumn('last_page', 'integer')
    .addColumn('page_count', 'integer')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('note_readings_pk', ['user_id', 'note_id'])
    .execute();

  await db.schema
    .createTable('note_pages_seen')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note_id', 'integer', (c) => c.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('note_pages_seen_pk', ['user_id', 'note_id', 'page'])
    .execute();

  await db.schema
    .createTable('note_bookmarks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note_id', 'integer', (c) => c.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('note_bookmarks_pk', ['user_id', 'note_id', 'page'])
    .execute();

  await withId(db, 'note_annotation_images')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note_id', 'integer', (c) => c.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_files.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('note_annotation_images_owner_idx')
    .on('note_annotation_images')
    .columns(['user_id', 'note_id'])
    .execute();

  await db.schema
    .createTable('note_annotations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note_id', 'integer', (c) => c.notNull().references('notes.id').onDelete('cascade'))
    // The viewer's own id (a UUID), so an edit replayed from a device that was offline is the same annotation.
    .addColumn('annotation_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(ANNOTATION_KINDS))
    .addColumn('editor', 'text', (c) => c.notNull())
    .addColumn('image_id', 'integer', (c) => c.references('note_annotation_images.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('note_annotations_pk', ['user_id', 'note_id', 'annotation_id'])
    .execute();
  await db.schema
    .createIndex('note_annotations_page_idx')
    .on('note_annotations')
    .columns(['user_id', 'note_id', 'page'])
    .execute();
  // "Does another annotation still use this picture?" when one is deleted.
  await db.schema.createIndex('note_annotations_image_idx').on('note_annotations').column('image_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('note_annotations').execute();
  await db.schema.dropTable('note_annotation_images').execute();
  await db.schema.dropTable('note_bookmarks').execute();
  await db.schema.dropTable('note_pages_seen').execute();
  await db.schema.dropTable('note_readings').execute();
}
