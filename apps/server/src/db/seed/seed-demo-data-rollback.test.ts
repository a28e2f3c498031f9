import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { LocalFileStorage } from '../../integrations/storage/local-file-storage.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { Database } from '../schema.js';
import { DatabaseNotEmptyError, seedDemoData } from './seed-demo-data.js';

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Wraps a real storage and fails the n-th put, as a full disk or a lost bucket would. */
class FailingStorage implements FileStorage {
  puts = 0;
  constructor(
    private readonly inner: FileStorage,
    private readonly failOnPut: number,
  ) {}
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    this.puts += 1;
    if (this.puts === this.failOnPut) throw new Error('No space left on device');
    await this.inner.put(key, bytes, contentType);
  }
  putFile(key: string, sourcePath: string, contentType: string) {
    return this.inner.putFile(key, sourcePath, contentType);
  }
  size(key: string) {
    return this.inner.size(key);
  }
  read(key: string, range?: { start: number; end: number }) {
    return this.inner.read(key, range);
  }
  remove(key: string) {
    return this.inner.remove(key);
  }
}

describe('seedDemoData when something goes wrong', () => {
  let database: TestDatabase;
  let storageRoot: string;
  let storage: LocalFileStorage;

  const countRows = async (table: keyof Database) =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const countSeededRows = async () => {
    const tables: Array<keyof Database> = [
      'papers',
      'modules',
      'storedFiles',
      'notes',
      'quizzes',
      'questions',
      'users',
      'colleges',
    ];
    return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(table)] as const)));
  };
  const NOTHING = { papers: 0, modules: 0, storedFiles: 0, notes: 0, quizzes: 0, questions: 0, users: 0, colleges: 0 };

  beforeEach(async () => {
    database = await createTestDatabase();
    storageRoot = path.join(database.dataDir, 'files');
    storage = new LocalFileStorage(storageRoot);
  });

  afterEach(async () => {
    await database.destroy();
  });

  it('writes nothing and removes its files when the first insert conflicts with an existing row', async () => {
    await database.db
      .insertInto('departments')
      .values({ slug: 'computer-science', name: 'Computer Science' })
      .execute();

    await expect(seedDemoData(database.db, storage)).rejects.toThrow();

    expect(await countSeededRows()).toEqual(NOTHING);
    expect(await countRows('departments')).toBe(1);
    expect(listFiles(storageRoot)).toEqual([]);
  });

  it('rolls back every row and removes its files when an insert fails halfway through', async () => {
    // Papers, modules, files, notes, quizzes and questions are written before announcements.
    for (const table of ['event_registrations', 'announcement_reads', 'announcements'])
      await database.db.schema.dropTable(table).execute();

    await expect(seedDemoData(database.db, storage)).rejects.toThrow();

    expect(await countSeededRows()).toEqual(NOTHING);
    expect(await countRows('departments')).toBe(0);
    expect(listFiles(storageRoot)).toEqual([]);
  });

  it('removes the files already stored when storing a later file fails', async () => {
    const failing = new FailingStorage(storage, 7);

    await expect(seedDemoData(database.db, failing)).rejects.toThrow('No space left on device');

    expect(failing.puts).toBe(7);
    expect(await countSeededRows()).toEqual(NOTHING);
    expect(listFiles(storageRoot)).toEqual([]);
  });

  it('refuses a database that already has a user, before storing any file', async () => {
    await database.db
      .insertInto('users')
      .values({
        name: 'Existing Student',
        countryCode: '+91',
        phone: '9876543210',
        email: 'existing@example.com',
        collegeName: 'CMS College, Kottayam',
        departmentId: null,
        courseId: null,
        semester: 1,
        profileImageUrl: null,
        createdAt: 0,
        updatedAt: 0,
      })
      .execute();
    const watching = new FailingStorage(storage, Number.POSITIVE_INFINITY);

    await expect(seedDemoData(database.db, watching)).rejects.toBeInstanceOf(DatabaseNotEmptyError);

    expect(watching.puts).toBe(0);
    expect(await countRows('papers')).toBe(0);
    expect(await countRows('users')).toBe(1);
  });
});
