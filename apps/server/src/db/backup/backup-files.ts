/**
 * Where a backup lives and what kind of file one is. A backup is two things side by side in
 * the backup folder: the database copy (`padanam-<time>.sqlite`, or `.pgdump` from pg_dump's
 * custom format) and a plain copy of the stored note and audio files (`padanam-<time>.files/`).
 * A copied folder rather than a tar: Node has no tar of its own and we add no dependency for
 * one; every file stays readable with any tool; and rsync, restic or borg, shipping backups
 * off the machine, send only the files that changed since the last night.
 */
import fs from 'node:fs';
import path from 'node:path';

export type BackupKind = 'sqlite' | 'postgres';

export const BACKUP_EXTENSION: Record<BackupKind, string> = { sqlite: '.sqlite', postgres: '.pgdump' };

/** The first bytes of each kind: SQLite's file header, and pg_dump's custom-format archive. */
const MAGIC: Record<BackupKind, Buffer> = {
  sqlite: Buffer.from('SQLite format 3\0', 'latin1'),
  postgres: Buffer.from('PGDMP', 'latin1'),
};

/** A name that sorts by time and is safe on every file system: 2026-05-22T06-55-00-123Z. */
export function backupStem(now: Date): string {
  return `padanam-${now.toISOString().replace(/[:.]/g, '-')}`;
}

/** The files folder that belongs to a database copy: same name, `.files` instead of the extension. */
export function filesFolderOf(databaseCopy: string): string {
  const extension = path.extname(databaseCopy);
  return path.join(path.dirname(databaseCopy), `${path.basename(databaseCopy, extension)}.files`);
}

export class BackupError extends Error {}

/** Which kind of backup a file is, from its first bytes; a clear error for anything else. */
export function kindOfBackup(file: string): BackupKind {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new BackupError(`No backup at ${file}.`);
  }
  if (!stat.isFile()) throw new BackupError(`${file} is not a file; give the .sqlite or .pgdump file of a backup.`);
  const head = Buffer.alloc(16);
  const descriptor = fs.openSync(file, 'r');
  try {
    fs.readSync(descriptor, head, 0, head.length, 0);
  } finally {
    fs.closeSync(descriptor);
  }
  for (const kind of ['sqlite', 'postgres'] as const) {
    if (head.subarray(0, MAGIC[kind].length).equals(MAGIC[kind])) return kind;
  }
  throw new BackupError(
    `${file} is not a Padanam backup: expected a SQLite database or a pg_dump custom-format archive (npm run db:backup makes them).`,
  );
}

/** Whether a folder holds anything at all (a missing folder holds nothing). */
export function holdsFiles(folder: string): boolean {
  return fs.existsSync(folder) && fs.readdirSync(folder).length > 0;
}

/**
 * Copies a folder's contents into a fresh folder that appears under its final name only once
 * complete, so a half-copied folder never passes for a backup's files.
 */
export function copyFolderAtomically(from: string, to: string): void {
  const partial = `${to}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  // cpSync makes the folder (and any missing parents) itself: Node 24's refuses to copy into a
  // folder that already exists when told to refuse existing files (ERR_FS_CP_EEXIST; 20 and 22 merge).
  if (fs.existsSync(from)) fs.cpSync(from, partial, { recursive: true, errorOnExist: true, force: false });
  else fs.mkdirSync(partial, { recursive: true });
  fs.renameSync(partial, to);
}
