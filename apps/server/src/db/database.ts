/**
 * Opens the database the configuration asks for: the embedded SQLite file by default,
 * PostgreSQL when DATABASE_URL is set. Everything above this file sees only Kysely.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { TDatabaseKind } from '@padanam/contract';
import type { Database } from './schema.js';
import { withPreparedStatements } from './pg-prepared-statements.js';
import { withStatementCache } from './sqlite-statement-cache.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: TDatabaseKind;
  /** PostgreSQL's connection pool, for its counts (GET /metrics); SQLite has none. */
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * An idle PostgreSQL connection can die (server restart, failover, a dropped database);
   * pg reports it as an event that would otherwise crash the process. The pool reconnects
   * on its own, so by default this only says so on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

const reportConnectionError = (error: Error) =>
  console.error(`PostgreSQL connection lost (the pool reconnects on demand): ${error.message}`);

export const SQLITE_FILE_NAME = 'padanam.sqlite';

// PostgreSQL returns bigint (our epoch-millisecond times, count(*)) as strings; all of ours fit a double.
const PG_INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, types: pgTypes });
    pool.on('error', options.onConnectionError ?? reportConnectionError);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }), plugins }),
      kind: 'postgres',
      pool,
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(options.dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins }),
    kind: 'sqlite',
  };
}
