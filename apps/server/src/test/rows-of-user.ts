/**
 * Everything one person has in the database: their users row and their rows in every table
 * with a user_id column, found by looking at the schema, so a table added later is included
 * without anyone listing it. Sessions are left out: reading with a token may touch its own
 * session's last-seen time.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const LEFT_OUT = new Set(['sessions']);

export async function rowsOfUser(db: Kysely<Database>, userId: number): Promise<Record<string, unknown[]>> {
  const tables = await db.introspection.getTables();
  const owned = tables
    .filter((table) => !LEFT_OUT.has(table.name) && table.columns.some((column) => column.name === 'user_id'))
    .map((table) => table.name)
    .sort();
  const rows: Record<string, unknown[]> = {};
  rows.users = (await sql`select * from users where id = ${userId}`.execute(db)).rows;
  for (const table of owned) {
    const found = (await sql`select * from ${sql.table(table)} where user_id = ${userId}`.execute(db)).rows;
    // Not every such table has an id column: order by the whole row.
    rows[table] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}
