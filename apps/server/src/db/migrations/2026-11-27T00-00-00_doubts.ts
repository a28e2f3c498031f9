/**
 * Doubts become conversations: a doubt is about a module (and optionally one question of the
 * student's finished attempt), has a status (open while it waits for a tutor, answered once a
 * tutor replied last, closed), an optional picture, and messages from the student and tutors.
 * The first shape (one question, one answer) was never written to, so it is replaced.
 *
 * Announcements gain a recipient and a link: a notice for one student (a tutor answered their
 * doubt) that leads to the place it is about. Plain ids, not foreign keys, so `down` can drop
 * them on SQLite.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

function withId(db: Db, name: string) {
  const table = db.schema.createTable(name);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Db): Promise<void> {
  await db.schema.dropTable('doubts').execute();
  await withId(db, 'doubts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('attempt_id', 'integer', (c) => c.references('attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.references('questions.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'answered', 'closed')`),
    )
    .addColumn('image_file_id', 'integer', (c) => c.references('stored_files.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addCheckConstraint('doubts_question_check', sql`(attempt_id is null) = (question_id is null)`)
    .execute();
  await db.schema.createIndex('doubts_user_idx').on('doubts').columns(['user_id', 'updated_at']).execute();
  await db.schema.createIndex('doubts_queue_idx').on('doubts').columns(['status', 'updated_at']).execute();

  await withId(db, 'doubt_messages')
    .addColumn('doubt_id', 'integer', (c) => c.notNull().references('doubts.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_tutor', 'integer', (c) => c.notNull().check(sql`from_tutor in (0, 1)`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('doubt_messages_doubt_idx').on('doubt_messages').columns(['doubt_id', 'id']).execute();

  await db.schema.alterTable('announcements').addColumn('recipient_user_id', 'integer').execute();
  await db.schema.alterTable('announcements').addColumn('link', 'text').execute();
  await db.schema
    .createIndex('announcements_recipient_idx')
    .on('announcements')
    .columns(['recipient_user_id', 'published_at'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.deleteFrom('announcements').where('recipient_user_id', 'is not', null).execute();
  await db.schema.dropIndex('announcements_recipient_idx').execute();
  await db.schema.alterTable('announcements').dropColumn('link').execute();
  await db.schema.alterTable('announcements').dropColumn('recipient_user_id').execute();
  await db.schema.dropTable('doubt_messages').execute();
  await db.schema.dropTable('doubts').execute();
  await withId(db, 'doubts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.references('modules.id').onDelete('set null'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .execute();
}
