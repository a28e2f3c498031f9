/**
 * The embedded database's backup and restore. The backup uses SQLite's online backup API
 * (better-sqlite3's `backup()`), safe while the server writes: it reads one consistent
 * snapshot (WAL mode lets the writer carry on) and never a half-finished transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE_NAME } from '../database.js';
import { BackupError } from './backup-files.js';

/** Pages per step after the first: all of them, so a busy writer cannot make the copy start over and over. */
const ALL_PAGES = 0x7fffffff;

export async function backupSqlite(dataDir: string, target: string): Promise<void> {
  const source = path.join(dataDir, SQLITE_FILE_NAME);
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source}: is DATA_DIR right?`);
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    await database.backup(target, { progress: () => ALL_PAGES });
  } finally {
    database.close();
  }
  // One self-contained file: opening the copy later (a check, a restore) then leaves no -wal or
  // -shm files beside it. The server turns write-ahead logging back on when it opens it.
  const copy = new SqliteDatabase(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

function tableCount(file: string): number {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const row = database.prepare("select count(*) as count from sqlite_master where type = 'table'").get() as {
      count: number;
    };
    return row.count;
  } finally {
    database.close();
  }
}

/** Whether DATA_DIR already holds a database with any table in it. */
export function sqliteHoldsData(dataDir: string): boolean {
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  return fs.existsSync(file) && fs.statSync(file).size > 0 && tableCount(file) > 0;
}

/** Refuses a backup SQLite cannot read whole, or one that is not a Padanam database. */
function checkBackup(file: string): void {
  let database: SqliteDatabase.Database | undefined;
  try {
    database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    const check = database.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`${file} is damaged (SQLite quick_check: ${String(check)}).`);
    const users = database.prepare("select 1 from sqlite_master where type = 'table' and name = 'users'").get();
    if (!users) throw new BackupError(`${file} is a SQLite database, but not a Padanam one (it has no users table).`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} cannot be read as a SQLite database: ${(error as Error).message}`);
  } finally {
    database?.close();
  }
}

/**
 * Puts the backup in place as DATA_DIR's database: copied beside it first, then renamed over
 * it in one step, with the old write-ahead log removed so none of it is replayed on top.
 * The server must be stopped.
 */
export function restoreSqlite(file: string, dataDir: string): void {
  checkBackup(file);
  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, SQLITE_FILE_NAME);
  const incoming = `${target}.restoring`;
  fs.copyFileSync(file, incoming);
  for (const leftover of [`${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true });
  fs.renameSync(incoming, target);
}
