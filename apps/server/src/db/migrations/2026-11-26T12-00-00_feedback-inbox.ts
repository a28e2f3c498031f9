/**
 * Feedback becomes an inbox staff work through: each item can be closed (when, by whom), and is
 * listed newest first by kind and state.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('feedback').addColumn('closed_at', 'bigint').execute();
  // A plain id, not a foreign key: SQLite cannot drop a column that is one, and `down` must.
  await db.schema.alterTable('feedback').addColumn('closed_by_user_id', 'integer').execute();
  await db.schema.createIndex('feedback_created_idx').on('feedback').column('created_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('feedback_created_idx').execute();
  await db.schema.alterTable('feedback').dropColumn('closed_by_user_id').execute();
  await db.schema.alterTable('feedback').dropColumn('closed_at').execute();
}
