/**
 * "Contains this text, in any letter case" as one SQL condition that means the same on SQLite and
 * PostgreSQL: `%`, `_` and `\` in what someone typed match themselves (an explicit ESCAPE, since
 * SQLite has no default escape character).
 */
import { type RawBuilder, sql } from 'kysely';

export function containsText(column: RawBuilder<unknown> | string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const target = typeof column === 'string' ? sql.ref(column) : column;
  return sql<boolean>`lower(${target}) like ${pattern} escape '\\'`;
}
