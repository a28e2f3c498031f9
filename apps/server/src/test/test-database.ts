/**
 * A freshly migrated database for one test file: a SQLite file in a temp folder by default,
 * or, when TEST_DATABASE_URL points at a PostgreSQL server (npm run test:pg), a new
 * database on it that is dropped afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

export interface TestDatabase extends DatabaseHandle {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Drops the PostgreSQL database and the temp folder; call once the connections are closed. */
  release(): Promise<void>;
  /** Closes the connections, then releases. */
  destroy(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `padanam_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** `migrate: false` leaves it empty, for a restore to fill. */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  // Dropping the database at the end terminates connections that are still closing; that is expected.
  const handle = openDatabase({ dataDir, databaseUrl: postgres?.url, onConnectionError: () => {} });
  if (migrate) await migrateToLatest(handle.db);
  const release = async () => {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    ...handle,
    dataDir,
    databaseUrl: postgres?.url,
    release,
    destroy: async () => {
      await handle.db.destroy();
      await release();
    },
  };
}
