/**
 * Grievances about personal data (DPDP Act 2023, s. 13): each with a number unique in its year
 * (`grievance_numbers` holds each year's last one, taken in the filing's transaction), a
 * status, a due date, and staff replies. `inactive_account_notices` records the one SMS an
 * inactive student gets 48 hours before their account is handed to erasure, and when it was
 * handed over; `account_activity` keeps each person's last session activity, folded from
 * `sessions` by the maintenance sweep before it purges ended sessions (which would otherwise
 * take the last trace of it with them). Indexes for the retention sweep's deletes by age.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const table = db.schema.createTable(name);
    return isPostgres
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await db.schema
    .createTable('grievance_numbers')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await withId('grievances')
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('access', 'correction', 'erasure', 'consent', 'other')`),
    )
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'in_progress', 'answered', 'closed')`),
    )
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('grievances_user_idx').on('grievances').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('grievances_status_due_idx').on('grievances').columns(['status', 'due_at']).execute();

  await withId('grievance_replies')
    .addColumn('grievance_id', 'integer', (c) => c.notNull().references('grievances.id').onDelete('cascade'))
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('grievance_replies_grievance_idx')
    .on('grievance_replies')
    .columns(['grievance_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('inactive_account_notices')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('inactive_notice_sent_at', 'bigint', (c) => c.notNull())
    .addColumn('erasure_requested_at', 'bigint')
    .execute();

  await db.schema
    .createTable('account_activity')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_active_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('payment_events_received_idx').on('payment_events').column('received_at').execute();
  await db.schema.createIndex('sessions_user_seen_idx').on('sessions').columns(['user_id', 'last_seen_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('sessions_user_seen_idx').execute();
  await db.schema.dropIndex('payment_events_received_idx').execute();
  await db.schema.dropTable('account_activity').execute();
  await db.schema.dropTable('inactive_account_notices').execute();
  await db.schema.dropTable('grievance_replies').execute();
  await db.schema.dropTable('grievances').execute();
  await db.schema.dropTable('grievance_numbers').execute();
}
