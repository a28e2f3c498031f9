/**
 * Every table whose rows lead to a person: a foreign key to users.id, or a foreign key to a table
 * that leads there (an answer to its attempt, a message to its doubt). Read from the database's own
 * schema on either engine, so a table added by a later migration is found without anyone listing
 * it: the export and erasure tests use this to prove that both cover every such table.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './engine.js';

/** One foreign key: `table.column` references `references.table.references.column`. */
export interface ForeignKey {
  table: string;
  column: string;
  references: { table: string; column: string };
}

/** A table and each chain of foreign keys that leads from it to users.id (the last link is to users). */
export interface UserLinkedTable {
  table: string;
  paths: ForeignKey[][];
}

/* eslint-disable-next-line @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

type ForeignKeyRow = { table: string; column: string; refTable: string; refColumn: string };

async function foreignKeyRowsOf(db: AnyDb): Promise<ForeignKeyRow[]> {
  if (isPostgres(db)) {
    const { rows } = await sql<ForeignKeyRow>`
      select source.relname as "table", source_column.attname as "column",
             target.relname as "refTable", target_column.attname as "refColumn"
      from pg_constraint c
      join pg_class source on source.oid = c.conrelid
      join pg_namespace n on n.oid = source.relnamespace and n.nspname = current_schema()
      join pg_class target on target.oid = c.confrelid
      cross join lateral unnest(c.conkey, c.confkey) as k(source_attnum, target_attnum)
      join pg_attribute source_column on source_column.attrelid = c.conrelid and source_column.attnum = k.source_attnum
      join pg_attribute target_column on target_column.attrelid = c.confrelid and target_column.attnum = k.target_attnum
      where c.contype = 'f'`.execute(db);
    return rows;
  }
  const { rows } = await sql<ForeignKeyRow>`
    select m.name as "table", f."from" as "column", f."table" as "refTable", f."to" as "refColumn"
    from sqlite_master m, pragma_foreign_key_list(m.name) f
    where m.type = 'table'`.execute(db);
  return rows;
}

async function foreignKeysOf(db: AnyDb): Promise<ForeignKey[]> {
  const rows = await foreignKeyRowsOf(db);
  return rows.map((row) => ({
    table: row.table,
    column: row.column,
    references: { table: row.refTable, column: row.refColumn },
  }));
}

const pathText = (path: ForeignKey[]) => path.map((link) => `${link.table}.${link.column}`).join('/');

/** Every chain of foreign keys from `table` to users.id that visits no table twice. */
function pathsToUsers(table: string, keys: ForeignKey[], visited: ReadonlySet<string>): ForeignKey[][] {
  const paths: ForeignKey[][] = [];
  for (const key of keys) {
    if (key.table !== table || visited.has(key.references.table)) continue;
    if (key.references.table === 'users') {
      paths.push([key]);
      continue;
    }
    const further = pathsToUsers(key.references.table, keys, new Set([...visited, key.references.table]));
    for (const path of further) paths.push([key, ...path]);
  }
  return paths;
}

/**
 * The tables that lead to users.id, by name, each with every path there (shortest first, then by name): a doubt's
 * message leads to its doubt's student and to its author.
 */
export async function userLinkedTables(db: AnyDb): Promise<UserLinkedTable[]> {
  const keys = await foreignKeysOf(db);
  const tables = [...new Set(keys.map((key) => key.table))].filter((table) => table !== 'users').sort();
  return tables
    .map((table) => ({
      table,
      paths: pathsToUsers(table, keys, new Set([table])).sort(
        (a, b) => a.length - b.length || pathText(a).localeCompare(pathText(b)),
      ),
    }))
    .filter((linked) => linked.paths.length > 0);
}
