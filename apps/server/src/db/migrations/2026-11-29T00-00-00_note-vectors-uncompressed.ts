/**
 * PostgreSQL: a search reads each candidate page's tsvector up to three times (the words, the
 * phrase, the rank), and expanding a compressed vector each time was most of its cost. Rows are
 * now toasted only down to 4 kB (toast_tuple_target; the default is 2 kB): the page's text moves
 * to the TOAST table as before, and a vector of up to ~4 kB (a page of ~300 words) stays in the
 * row uncompressed, two rows to a block. Larger vectors are still compressed. The existing rows
 * are written again so that their vectors are stored this way (the generated column is computed
 * anew on update; the text is not touched). The worst search of the benchmark: 22 ms to 8.5 ms.
 * SQLite's FTS5 index needs nothing of the kind.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table note_pages set (toast_tuple_target = 4096)`.execute(db);
  await sql`update note_pages set text = text`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table note_pages reset (toast_tuple_target)`.execute(db);
}
