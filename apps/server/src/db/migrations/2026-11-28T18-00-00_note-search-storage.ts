/**
 * PostgreSQL: ranking reads every candidate page's tsvector. Kept in the row (storage MAIN)
 * rather than in the TOAST table, and compressed with lz4 (much faster to expand than pglz),
 * it costs a fraction to read; pages written before this keep their old storage until rewritten.
 * SQLite's FTS5 index needs nothing of the kind.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table note_pages alter column search set storage main`.execute(db);
  await sql`alter table note_pages alter column search set compression lz4`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table note_pages alter column search set compression default`.execute(db);
  await sql`alter table note_pages alter column search set storage extended`.execute(db);
}
