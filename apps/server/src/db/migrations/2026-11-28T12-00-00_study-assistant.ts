/**
 * The study assistant. Each PDF note's text is kept page by page (`note_pages`, filled when the
 * note is stored; existing notes are marked pending and read by the server's sweep) and indexed
 * for full-text search: an FTS5 table on SQLite whose tokenizer keeps Malayalam words whole
 * (letters, numbers and marks are all word characters, so vowel signs and viramas do not cut a
 * word), a generated tsvector with a GIN index on PostgreSQL (`simple`: no stemming, any
 * language). A note whose pages have no text (scanned) is marked so. Students' conversations
 * with the assistant are kept with each answer's citations.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

function withId(db: Db, name: string) {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('notes')
    .addColumn('text_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`text_status in ('pending', 'extracted', 'no_text', 'failed')`),
    )
    .execute();
  await db.schema.alterTable('notes').addColumn('page_count', 'integer').execute();

  await withId(db, 'note_pages')
    .addColumn('note_id', 'integer', (c) => c.notNull().references('notes.id').onDelete('cascade'))
    .addColumn('page_number', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addUniqueConstraint('note_pages_note_page_unique', ['note_id', 'page_number'])
    .execute();

  if (isPostgres(db)) {
    await sql`alter table note_pages add column search tsvector
      generated always as (to_tsvector('simple', text)) stored`.execute(db);
    await sql`create index note_pages_search_index on note_pages using gin (search)`.execute(db);
  } else {
    await sql`create virtual table note_pages_fts using fts5(
      text, content = 'note_pages', content_rowid = 'id',
      tokenize = "unicode61 remove_diacritics 2 categories 'L* N* M*'"
    )`.execute(db);
    await sql`create trigger note_pages_fts_insert after insert on note_pages begin
      insert into note_pages_fts (rowid, text) values (new.id, new.text);
    end`.execute(db);
    await sql`create trigger note_pages_fts_delete after delete on note_pages begin
      insert into note_pages_fts (note_pages_fts, rowid, text) values ('delete', old.id, old.text);
    end`.execute(db);
    await sql`create trigger note_pages_fts_update after update on note_pages begin
      insert into note_pages_fts (note_pages_fts, rowid, text) values ('delete', old.id, old.text);
      insert into note_pages_fts (rowid, text) values (new.id, new.text);
    end`.execute(db);
  }

  await withId(db, 'assistant_conversations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assistant_conversations_user_index')
    .on('assistant_conversations')
    .columns(['user_id', 'updated_at'])
    .execute();
  await withId(db, 'assistant_messages')
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('assistant_conversations.id').onDelete('cascade'),
    )
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    /** JSON: the passages the answer cites. */
    .addColumn('citations', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assistant_messages_conversation_index')
    .on('assistant_messages')
    .column('conversation_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('assistant_messages').execute();
  await db.schema.dropTable('assistant_conversations').execute();
  if (!isPostgres(db)) {
    for (const trigger of ['note_pages_fts_insert', 'note_pages_fts_delete', 'note_pages_fts_update'])
      await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
    await sql`drop table note_pages_fts`.execute(db);
  }
  await db.schema.dropTable('note_pages').execute();
  await db.schema.alterTable('notes').dropColumn('page_count').execute();
  await db.schema.alterTable('notes').dropColumn('text_status').execute();
}
