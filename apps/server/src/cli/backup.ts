/**
 * `npm run db:backup`: copies the database DATABASE_URL or DATA_DIR names (pg_dump, or
 * SQLite's online backup) and DATA_DIR/files into a timestamped pair in the backup folder.
 * Safe while the server runs. docs/DEPLOY.md says how often and where to keep them.
 */
import { loadConfig } from '../config.js';
import { createBackup } from '../db/backup/backup.js';
import { readBackupArguments } from './backup-arguments.js';

async function main(): Promise<void> {
  // npm runs workspace scripts in apps/server; relative paths (DATA_DIR, the file, --dir) mean
  // where the operator typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const { backupDir } = readBackupArguments(process.argv.slice(2), process.env, config.dataDir);
  const { database, files } = await createBackup(config, backupDir);
  console.log(`Backed up to ${database}\n     and files to ${files}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
