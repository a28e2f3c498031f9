/**
 * A module's summary line: one line staff write for the top of its summary screen. Null when
 * they have written none; the server then shows the module's title.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('modules').addColumn('summary_line', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('modules').dropColumn('summary_line').execute();
}
