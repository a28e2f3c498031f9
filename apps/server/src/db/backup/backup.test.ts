/**
 * `npm run db:backup` while rows are being written, then `npm run db:restore` into a fresh
 * DATA_DIR (SQLite) or a fresh database in the same cluster (PostgreSQL): every row committed
 * before the backup began is back, every transaction is there whole or not at all, and the
 * stored files come back byte for byte. Then the refusals and the errors an operator may meet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import type { Database } from '../schema.js';
import {
  freePort,
  REAL_PROCESS_TEST_TIMEOUT_MS,
  startEntry,
  stopServersLeftRunning,
} from '../../test/server-process.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';

const backupEntry = fileURLToPath(new URL('../../cli/backup.ts', import.meta.url));
const restoreEntry = fileURLToPath(new URL('../../cli/restore.ts', import.meta.url));
const ROWS_PER_TRANSACTION = 3;
/** Bounds the writer whatever happens to the backup beside it. */
const MAX_TRANSACTIONS = 5000;

afterEach(stopServersLeftRunning);

const envOf = (database: { dataDir: string; databaseUrl: string | undefined }) => ({
  DATA_DIR: database.dataDir,
  DATABASE_URL: database.databaseUrl ?? '',
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
});

async function runCli(entry: string, env: Record<string, string>, args: string[] = []) {
  const run = startEntry(entry, env, args);
  const code = await run.exited;
  return { code, output: run.output() };
}

/** One transaction: ROWS_PER_TRANSACTION students named after the transaction. */
async function writeTransaction(db: Kysely<Database>, number: number): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (let row = 0; row < ROWS_PER_TRANSACTION; row += 1) {
      await trx
        .insertInto('users')
        .values({
          name: `tx ${number} row ${row}`,
          countryCode: '+91',
          phone: `6${String(number).padStart(8, '0')}${row}`,
          email: `tx${number}-${row}@backup.test`,
          collegeName: 'Backup College',
          departmentId: null,
          courseId: null,
          semester: 1,
          profileImageUrl: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
  });
}

/** How many rows of each transaction a database holds. */
async function rowsPerTransaction(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db.selectFrom('users').select('name').where('name', 'like', 'tx %').execute();
  const counts = new Map<number, number>();
  for (const { name } of rows) {
    const number = Number(name.split(' ')[1]);
    counts.set(number, (counts.get(number) ?? 0) + 1);
  }
  return counts;
}

const storedFiles = { 'notes/module-1.pdf': 'note bytes', 'audio/class-1.wav': 'audio bytes' };

describe('npm run db:backup and db:restore', { timeout: REAL_PROCESS_TEST_TIMEOUT_MS }, () => {
  let source: TestDatabase;
  let backupDir: string;
  let target: TestDatabase | undefined;
  let backupFile = '';

  beforeAll(async () => {
    source = await createTestDatabase();
    for (const [key, text] of Object.entries(storedFiles)) {
      const file = path.join(source.dataDir, 'files', key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-backups-'));
  });

  afterAll(async () => {
    await source?.destroy();
    await target?.release();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('backs up while rows are written and restores every row committed before it began, as one snapshot', async () => {
    // SQLite: keep every commit in the write-ahead log (no checkpoint into the main file), as the
    // latest commits of a busy server are; a backup that copied only the main file would miss them.
    if (source.kind === 'sqlite') await sql`pragma wal_autocheckpoint = 0`.execute(source.db);
    let committed = 0;
    let backupDone = false;
    const writer = (async () => {
      while (!backupDone && committed < MAX_TRANSACTIONS) {
        await writeTransaction(source.db, committed + 1);
        committed += 1;
        // SQLite answers without I/O waits: give the event loop a turn, or nothing else runs.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (committed < 20) await new Promise((resolve) => setTimeout(resolve, 10));

    const committedBeforeBackup = committed;
    const backup = await runCli(backupEntry, { ...envOf(source), BACKUP_DIR: backupDir });
    const committedDuringBackup = committed - committedBeforeBackup;
    backupDone = true;
    await writer;
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(committedDuringBackup).toBeGreaterThan(0); // it really ran beside the writes

    const made = fs.readdirSync(backupDir);
    expect(made.filter((name) => name.endsWith('.partial'))).toEqual([]);
    const databaseCopy = made.find((name) => /^padanam-.*\.(sqlite|pgdump)$/.test(name));
    expect(databaseCopy).toBeDefined();
    backupFile = path.join(backupDir, databaseCopy ?? '');

    // A fresh DATA_DIR, and on PostgreSQL a fresh, empty database in the same cluster.
    target = await createTestDatabase({ migrate: false });
    await target.db.destroy();
    if (!target.databaseUrl) fs.rmSync(path.join(target.dataDir, 'padanam.sqlite'), { force: true });
    const restore = await runCli(restoreEntry, envOf(target), [backupFile]);
    expect(restore, restore.output).toMatchObject({ code: 0 });

    const restored = openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl }).db;
    try {
      const counts = await rowsPerTransaction(restored);
      const snapshotEnd = Math.max(0, ...counts.keys());
      const problems: string[] = [];
      // One writer committed transactions 1, 2, 3… in order: a snapshot holds 1..k, each whole.
      for (let number = 1; number <= snapshotEnd; number += 1) {
        if (counts.get(number) !== ROWS_PER_TRANSACTION) problems.push(`tx ${number}: ${counts.get(number) ?? 0} rows`);
      }
      expect(problems).toEqual([]);
      expect(snapshotEnd).toBeGreaterThanOrEqual(committedBeforeBackup);
    } finally {
      await restored.destroy();
    }
    for (const [key, text] of Object.entries(storedFiles)) {
      expect(fs.readFileSync(path.join(target.dataDir, 'files', key), 'utf8')).toBe(text);
    }
  });

  it('refuses to restore over data without --force, and with --force replaces it', async () => {
    expect(target).toBeDefined();
    if (!target) return;
    const countUsers = async (database: TestDatabase) => {
      const db = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl }).db;
      try {
        return (await db.selectFrom('users').select('id').execute()).length;
      } finally {
        await db.destroy();
      }
    };
    const restoredUsers = await countUsers(target);
    const extra = openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl }).db;
    await writeTransaction(extra, 999_999);
    await extra.destroy();
    fs.writeFileSync(path.join(target.dataDir, 'files', 'added-later.txt'), 'later');

    const refused = await runCli(restoreEntry, envOf(target), [backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already holds data; nothing was changed. To replace it, run again with --force.');
    expect(await countUsers(target)).toBe(restoredUsers + ROWS_PER_TRANSACTION);

    const forced = await runCli(restoreEntry, envOf(target), [backupFile, '--force']);
    expect(forced, forced.output).toMatchObject({ code: 0 });
    expect(await countUsers(target)).toBe(restoredUsers);
    expect(fs.existsSync(path.join(target.dataDir, 'files', 'added-later.txt'))).toBe(false);
  });

  it('says what is wrong: a missing file, a file that is not a backup, the other engine’s backup, an unreachable database', async () => {
    const here = { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-restore-')), databaseUrl: undefined };
    const missing = path.join(backupDir, 'padanam-never-made.sqlite');
    await expect(restoreBackup(missing, here, false)).rejects.toThrow(`No backup at ${missing}.`);

    const text = path.join(backupDir, 'notes.txt');
    fs.writeFileSync(text, 'not a database');
    await expect(restoreBackup(text, here, false)).rejects.toThrow('is not a Padanam backup');

    const otherSqlite = path.join(backupDir, 'other.sqlite');
    new SqliteDatabase(otherSqlite).exec('create table things (id integer)');
    fs.mkdirSync(path.join(backupDir, 'other.files'));
    await expect(restoreBackup(otherSqlite, here, false)).rejects.toThrow('but not a Padanam one');

    const dump = path.join(backupDir, 'padanam-x.pgdump');
    fs.writeFileSync(dump, 'PGDMP and then nothing');
    fs.mkdirSync(path.join(backupDir, 'padanam-x.files'));
    await expect(restoreBackup(dump, here, false)).rejects.toThrow('is a PostgreSQL backup: set DATABASE_URL');
    const unreachable = { ...here, databaseUrl: `postgres://postgres:secret@127.0.0.1:${await freePort()}/padanam` };
    await expect(restoreBackup(otherSqlite, unreachable, false)).rejects.toThrow(
      'is a SQLite backup: unset DATABASE_URL',
    );
    await expect(restoreBackup(dump, unreachable, false)).rejects.toThrow(
      /^Cannot reach the PostgreSQL database at 127\.0\.0\.1:[0-9]+\/padanam: /,
    );
    await expect(createBackup(unreachable, backupDir)).rejects.toThrow(BackupError);
    await expect(createBackup(unreachable, backupDir)).rejects.not.toThrow('secret');

    // The command itself: a clear line and exit code 1, no stack trace.
    const run = await runCli(restoreEntry, envOf(here), [missing]);
    expect(run).toEqual({ code: 1, output: `No backup at ${missing}.\n` });
    fs.rmSync(here.dataDir, { recursive: true, force: true });
  });
});
