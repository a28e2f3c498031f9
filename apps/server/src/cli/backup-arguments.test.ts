import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBackupArguments, readRestoreArguments } from './backup-arguments.js';

describe('db:backup and db:restore arguments', () => {
  it('puts backups in --dir, else BACKUP_DIR, else DATA_DIR/backups', () => {
    expect(readBackupArguments(['--dir', '/mnt/b'], { BACKUP_DIR: '/x' }, '/data')).toEqual({ backupDir: '/mnt/b' });
    expect(readBackupArguments([], { BACKUP_DIR: '/x' }, '/data')).toEqual({ backupDir: '/x' });
    expect(readBackupArguments([], {}, '/data')).toEqual({ backupDir: path.join('/data', 'backups') });
    expect(() => readBackupArguments(['--dir', ' '], {}, '/data')).toThrow('--dir must name a folder');
    expect(() => readBackupArguments(['--bogus'], {}, '/data')).toThrow(/bogus.*Usage: npm run db:backup/);
  });

  it('takes exactly one file, and --force', () => {
    expect(readRestoreArguments(['/b/padanam-1.sqlite'])).toEqual({ file: '/b/padanam-1.sqlite', force: false });
    expect(readRestoreArguments(['--force', '/b/p.pgdump'])).toEqual({ file: '/b/p.pgdump', force: true });
    expect(() => readRestoreArguments([])).toThrow('Name one backup file. Usage: npm run db:restore');
    expect(() => readRestoreArguments(['a', 'b'])).toThrow('Name one backup file');
    expect(() => readRestoreArguments(['a', '--forse'])).toThrow(/forse.*Usage: npm run db:restore/);
  });
});
