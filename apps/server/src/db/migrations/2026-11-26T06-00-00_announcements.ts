/**
 * Announcements staff publish: a kind (an exam notice, an event, or Padanam's own news), an
 * audience (everyone, a department, a semester, or the students of a paper), a publication
 * moment (a later one schedules it), for events a date, a place and an optional registration.
 * Each student's read state and event registrations live beside them, one row per student.
 *
 * The demo's rows of the first shape are copied (a notice about exams or results becomes an exam
 * notice, an event stays an event, anything else is Padanam news, for everyone); SQLite cannot
 * change the old check constraint, so the table is rebuilt on both engines.
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
  await withId(db, 'announcements_next')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('exam', 'event', 'padanam')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('audience', 'text', (c) =>
      c.notNull().check(sql`audience in ('everyone', 'department', 'semester', 'paper')`),
    )
    .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('cascade'))
    .addColumn('semester', 'integer', (c) => c.check(sql`semester between 1 and 8`))
    .addColumn('paper_id', 'integer', (c) => c.references('papers.id').onDelete('cascade'))
    .addColumn('has_registration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('event_at', 'bigint')
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('archived_at', 'bigint')
    // The audience names exactly what it needs: a department, a semester or a paper, or nothing.
    .addCheckConstraint(
      'announcements_audience_check',
      sql`(audience = 'everyone' and department_id is null and semester is null and paper_id is null)
        or (audience = 'department' and department_id is not null and semester is null and paper_id is null)
        or (audience = 'semester' and semester is not null and department_id is null and paper_id is null)
        or (audience = 'paper' and paper_id is not null and department_id is null and semester is null)`,
    )
    // Only an event takes registrations.
    .addCheckConstraint('announcements_registration_check', sql`has_registration = 0 or kind = 'event'`)
    .execute();
  await db
    .insertInto('announcements_next')
    .columns(['kind', 'title', 'content', 'audience', 'published_at', 'event_at', 'created_at', 'updated_at'])
    .expression(
      db
        .selectFrom('announcements')
        .select([
          sql<string>`case when kind = 'event' then 'event' when topic in ('Exams', 'Results') then 'exam' else 'padanam' end`.as(
            'kind',
          ),
          'title',
          'content',
          sql<string>`'everyone'`.as('audience'),
          'published_at',
          'event_at',
          'published_at',
          'published_at',
        ])
        .orderBy('id'),
    )
    .execute();
  await db.schema.dropTable('announcements').execute();
  await db.schema.alterTable('announcements_next').renameTo('announcements').execute();
  await db.schema.createIndex('announcements_published_idx').on('announcements').column('published_at').execute();

  await db.schema
    .createTable('announcement_reads')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_reads_pk', ['user_id', 'announcement_id'])
    .execute();
  await db.schema
    .createTable('event_registrations')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('announcement_id', 'integer', (c) => c.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_registrations_pk', ['user_id', 'announcement_id'])
    .execute();
  await db.schema
    .createIndex('event_registrations_announcement_idx')
    .on('event_registrations')
    .columns(['announcement_id', 'registered_at'])
    .execute();
}

/** Back to the first shape: audiences, places, registrations and read state are dropped. */
export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.dropTable('announcement_reads').execute();
  await withId(db, 'announcements_before')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('notification', 'event')`))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('event_at', 'bigint')
    .execute();
  await db
    .insertInto('announcements_before')
    .columns(['kind', 'topic', 'title', 'content', 'published_at', 'event_at'])
    .expression(
      db
        .selectFrom('announcements')
        .select([
          sql<string>`case when kind = 'event' then 'event' else 'notification' end`.as('kind'),
          sql<string>`case kind when 'exam' then 'Exams' when 'event' then 'Events' else 'Padanam' end`.as('topic'),
          'title',
          'content',
          'published_at',
          'event_at',
        ])
        .orderBy('id'),
    )
    .execute();
  await db.schema.dropTable('announcements').execute();
  await db.schema.alterTable('announcements_before').renameTo('announcements').execute();
}
