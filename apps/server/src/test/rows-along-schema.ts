/**
 * A person's rows of a table found along the schema's own foreign keys (every chain that leads
 * from the table to users.id, as db/user-linked-tables.ts reads them), not along what the code
 * under test believes: how the export and erasure tests tell what belongs to whom.
 */
import { sql, type Kysely } from 'kysely';
import type { ForeignKey, UserLinkedTable } from '../db/user-linked-tables.js';
import type { Database } from '../db/schema.js';

/** The person's rows of a table along one chain of foreign keys (database names). */
async function rowsAlongPath(db: Kysely<Database>, table: string, path: ForeignKey[], userId: number) {
  const joins = path.slice(0, -1).map((link, index) => {
    const alias = `t${index + 1}`;
    return sql` join ${sql.table(link.references.table)} as ${sql.id(alias)} on ${sql.ref(`${alias}.${link.references.column}`)} = ${sql.ref(`t${index}.${link.column}`)}`;
  });
  const last = path[path.length - 1]!;
  const query = sql<
    Record<string, unknown>
  >`select t0.* from ${sql.table(table)} as t0${sql.join(joins, sql``)} where ${sql.ref(`t${path.length - 1}.${last.column}`)} = ${userId}`;
  return (await query.execute(db.withoutPlugins())).rows;
}

/** The person's rows of a linked table along every chain, each once. */
export async function rowsAlongSchema(db: Kysely<Database>, table: UserLinkedTable, userId: number) {
  const rows = new Map<string, Record<string, unknown>>();
  for (const path of table.paths) {
    for (const row of await rowsAlongPath(db, table.table, path, userId)) rows.set(JSON.stringify(row), row);
  }
  return [...rows.values()];
}
