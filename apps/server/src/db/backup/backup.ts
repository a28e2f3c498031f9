/**
 * `npm run db:backup` and `npm run db:restore FILE`, for whichever database the environment
 * names (DATABASE_URL for PostgreSQL, else DATA_DIR's SQLite file), together with the stored
 * files under DATA_DIR/files. The database is copied first and the files after: files are
 * only ever added before the rows that name them, so every file the copied rows name is in
 * the files copy. Both appear under their final names only once complete.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BACKUP_EXTENSION,
  BackupError,
  type BackupKind,
  backupStem,
  copyFolderAtomically,
  filesFolderOf,
  holdsFiles,
  kindOfBackup,
} from './backup-files.js';
import { backupPostgres, postgresHoldsData, restorePostgres } from './postgres-backup.js';
import { backupSqlite, restoreSqlite, sqliteHoldsData } from './sqlite-backup.js';

export { BackupError } from './backup-files.js';

export interface Target {
  dataDir: string;
  databaseUrl: string | undefined;
}

const filesOf = (dataDir: string) => path.join(dataDir, 'files');

export async function createBackup(
  { dataDir, databaseUrl }: Target,
  backupDir: string,
  now = new Date(),
): Promise<{ database: string; files: string }> {
  const kind: BackupKind = databaseUrl ? 'postgres' : 'sqlite';
  fs.mkdirSync(backupDir, { recursive: true });
  const database = path.join(backupDir, backupStem(now) + BACKUP_EXTENSION[kind]);
  if (fs.existsSync(database)) throw new BackupError(`${database} already exists.`);
  const partial = `${database}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    if (databaseUrl) await backupPostgres(databaseUrl, partial);
    else await backupSqlite(dataDir, partial);
    const files = filesFolderOf(database);
    copyFolderAtomically(filesOf(dataDir), files);
    fs.renameSync(partial, database); // last: a database copy always has its files beside it
    return { database, files };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export async function restoreBackup(file: string, { dataDir, databaseUrl }: Target, force: boolean): Promise<void> {
  const kind = kindOfBackup(file);
  if (kind === 'postgres' && !databaseUrl)
    throw new BackupError(`${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into.`);
  if (kind === 'sqlite' && databaseUrl)
    throw new BackupError(`${file} is a SQLite backup: unset DATABASE_URL to restore it into DATA_DIR (${dataDir}).`);
  const files = filesFolderOf(file);
  if (!fs.existsSync(files))
    throw new BackupError(`${files} is missing: a backup is the database file and its .files folder beside it.`);

  const holdsData = databaseUrl ? await postgresHoldsData(databaseUrl) : sqliteHoldsData(dataDir);
  if (!force && (holdsData || holdsFiles(filesOf(dataDir)))) {
    const where = databaseUrl ? 'The database named by DATABASE_URL' : `DATA_DIR (${dataDir})`;
    throw new BackupError(`${where} already holds data; nothing was changed. To replace it, run again with --force.`);
  }

  if (databaseUrl) await restorePostgres(file, databaseUrl, force);
  else restoreSqlite(file, dataDir);
  // The database is in place; now its files, replacing whatever was there.
  const incoming = `${filesOf(dataDir)}.restoring`;
  fs.rmSync(incoming, { recursive: true, force: true });
  copyFolderAtomically(files, incoming);
  fs.rmSync(filesOf(dataDir), { recursive: true, force: true });
  fs.renameSync(incoming, filesOf(dataDir));
}
