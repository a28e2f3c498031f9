import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One round trip that touches no table: the connection works or it throws. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
