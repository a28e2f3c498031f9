/**
 * `npm run db:restore -- FILE [--force]`: puts a backup made by `npm run db:backup` back into
 * the database the environment names (DATABASE_URL, else DATA_DIR's SQLite file) and its
 * files into DATA_DIR/files. Refuses a database or files folder that already holds data
 * unless --force. Stop the server first.
 */
import { loadConfig } from '../config.js';
import { restoreBackup } from '../db/backup/backup.js';
import { readRestoreArguments } from './backup-arguments.js';

async function main(): Promise<void> {
  // npm runs workspace scripts in apps/server; relative paths (DATA_DIR, the file, --dir) mean
  // where the operator typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { file, force } = readRestoreArguments(process.argv.slice(2));
  const config = loadConfig();
  await restoreBackup(file, config, force);
  console.log(`Restored ${file} into ${config.databaseUrl ? 'the DATABASE_URL database' : config.dataDir}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
