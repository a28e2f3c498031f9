/**
 * After a personal-data breach of one table (docs/BREACH-RUNBOOK.md): the people whose rows in
 * that table were created or changed in a time range, found through the table's own time columns
 * and every chain of foreign keys from it to users (db/user-linked-tables.ts), on either engine.
 * A table that leads to no person, or has no time column to go by, is refused with a message
 * that says so. The table and column names come from the database's own schema, never from the
 * caller, and the times are bound values.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './schema.js';
import { userLinkedTables, type ForeignKey } from './user-linked-tables.js';

/**
 * The columns that record when a row was made or changed, by the names the migrations give them.
 * Times that lie ahead of the row (expires_at, due_at, deadline_at, opens_at) say nothing of when
 * it was written and are not among them.
 */
export const ROW_TIME_COLUMNS = [
  'created_at',
  'updated_at',
  'added_at',
  'saved_at',
  'answered_at',
  'read_at',
  'registered_at',
  'received_at',
  'reached_at',
  'started_at',
  'finished_at',
  'last_seen_at',
  'last_active_at',
  'inactive_notice_sent_at',
  'mastered_at',
  'paid_at',
  'closed_at',
] as const;

export interface AffectedStudent {
  id: number;
  name: string;
  phone: string;
  email: string;
  language: string;
  role: string;
}

export class AffectedQueryError extends Error {
  override name = 'AffectedQueryError';
}

/* eslint-disable-next-line @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/** `t0.col = t1.ref and t1.col = t2.ref …`: one chain of keys as joins from the table to users. */
function joinsOf(path: ForeignKey[]): RawBuilder<unknown> {
  const joins = path.map((link, index) => {
    const target = index === path.length - 1 ? 'u' : `t${index + 1}`;
    return sql`join ${sql.table(link.references.table)} as ${sql.id(target)} on ${sql.ref(`t${index}.${link.column}`)} = ${sql.ref(`${target}.${link.references.column}`)}`;
  });
  return sql.join(joins, sql` `);
}

export async function affectedStudents(
  db: Kysely<Database>,
  { table, from, to }: { table: string; from: number; to: number },
): Promise<AffectedStudent[]> {
  const anyDb = db as unknown as AnyDb;
  if (!(from < to)) throw new AffectedQueryError('--from must be before --to.');
  const tables = await anyDb.introspection.getTables();
  const found = tables.find((entry) => entry.name === table);
  const linked = await userLinkedTables(anyDb);
  const linkedNames = ['users', ...linked.map((entry) => entry.table)].sort();
  if (!found)
    throw new AffectedQueryError(`Unknown table "${table}". Tables that lead to a person: ${linkedNames.join(', ')}.`);
  const paths = table === 'users' ? [] : (linked.find((entry) => entry.table === table)?.paths ?? null);
  if (paths === null)
    throw new AffectedQueryError(
      `The table "${table}" holds no rows that lead to a person. Tables that do: ${linkedNames.join(', ')}.`,
    );
  const columns = new Set(found.columns.map((column) => column.name));
  const timeColumns = ROW_TIME_COLUMNS.filter((column) => columns.has(column));
  if (timeColumns.length === 0)
    throw new AffectedQueryError(
      `The table "${table}" has no time column (none of ${ROW_TIME_COLUMNS.join(', ')}), so its rows cannot be told apart by when they were written.`,
    );

  const inRange = sql.join(
    timeColumns.map((column) => sql`(${sql.ref(`t0.${column}`)} >= ${from} and ${sql.ref(`t0.${column}`)} < ${to})`),
    sql` or `,
  );
  const selects =
    table === 'users'
      ? [sql`select t0.id as id from users as t0 where ${inRange}`]
      : paths.map((path) => sql`select u.id as id from ${sql.table(table)} as t0 ${joinsOf(path)} where ${inRange}`);
  const { rows } = await sql<AffectedStudent>`
    select p.id, p.name, p.country_code || p.phone as phone, p.email, p.language, p.role
    from users as p
    where p.id in (${sql.join(selects, sql` union `)})
    order by p.id`.execute(anyDb);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
