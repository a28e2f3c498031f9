/** The arguments of `npm run db:backup` and `npm run db:restore`, read strictly. */
import path from 'node:path';
import { parseArgs } from 'node:util';

const BACKUP_USAGE =
  'Usage: npm run db:backup [-- --dir <folder>]   (or BACKUP_DIR=<folder>; default DATA_DIR/backups)';
const RESTORE_USAGE = 'Usage: npm run db:restore -- <backup .sqlite or .pgdump file> [--force]';

/** parseArgs names a wrong flag; the usage line says what would be right. */
function withUsage<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new Error(`${(error as Error).message}. ${usage}`);
  }
}

/**
 * Where backups go: --dir, else BACKUP_DIR, else DATA_DIR/backups. Read here rather than in
 * the server's configuration: only this command uses it.
 */
export function readBackupArguments(args: string[], env: NodeJS.ProcessEnv, dataDir: string): { backupDir: string } {
  const { values } = withUsage(BACKUP_USAGE, () =>
    parseArgs({ args, options: { dir: { type: 'string' } }, strict: true, allowPositionals: false }),
  );
  const chosen = values.dir ?? env.BACKUP_DIR;
  if (chosen !== undefined && chosen.trim() === '') throw new Error(`--dir must name a folder. ${BACKUP_USAGE}`);
  return { backupDir: path.resolve(chosen ?? path.join(dataDir, 'backups')) };
}

export function readRestoreArguments(args: string[]): { file: string; force: boolean } {
  const { values, positionals } = withUsage(RESTORE_USAGE, () =>
    parseArgs({ args, options: { force: { type: 'boolean', default: false } }, strict: true, allowPositionals: true }),
  );
  if (positionals.length !== 1 || !positionals[0]) throw new Error(`Name one backup file. ${RESTORE_USAGE}`);
  return { file: path.resolve(positionals[0]), force: values.force };
}
