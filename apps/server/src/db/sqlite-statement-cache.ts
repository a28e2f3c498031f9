/**
 * Kysely's SQLite driver calls `prepare()` for every query it runs, and better-sqlite3
 * compiles the SQL anew each time: on exam day that compiling was a fifth of the server's
 * CPU. Our queries come from a few hundred query builders, so the same SQL text recurs and
 * its compiled statement can be reused. SQLite re-prepares a cached statement by itself
 * when a migration changes the schema under it.
 */
import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every distinct query the app builds; `in (?, ?, …)` lists of new lengths evict the oldest. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

export function withStatementCache(
  database: BetterSqliteDatabase,
  capacity = DEFAULT_STATEMENT_CACHE_SIZE,
): SqliteDatabase & { readonly cachedStatements: number } {
  // A Map iterates in insertion order, so re-inserting on use makes its first key the least recently used.
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= capacity) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
    get cachedStatements() {
      return statements.size;
    },
  };
}
