/**
 * A row refused by a unique key, as each engine reports it. Services check before they insert
 * (and answer 409 with their own message), but two requests at the same moment can both pass
 * the check on PostgreSQL, where transactions run side by side; the unique key then refuses
 * the second, and the error handler answers it 409 as well (plugins/error-handler.ts).
 */

/** SQLite's extended result codes for a unique or primary key (better-sqlite3 sets `code`). */
const SQLITE_UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
/** PostgreSQL's SQLSTATE unique_violation (node-postgres sets `code`). */
const POSTGRES_UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (SQLITE_UNIQUE_CODES.has(code) || code === POSTGRES_UNIQUE_VIOLATION)) return true;
    current = current.cause;
  }
  return false;
}
