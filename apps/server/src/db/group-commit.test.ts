import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { createGroupCommit } from './group-commit.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  await database.db.deleteFrom('rateLimitWindows').execute();
});

const insert = (key: string, count = 1) =>
  database.db.insertInto('rateLimitWindows').values({ key, count, resetAt: 42 }).returning(['key', 'count']).compile();
const bump = (key: string) =>
  database.db
    .updateTable('rateLimitWindows')
    .set((eb) => ({ count: eb('count', '+', 1) }))
    .where('key', '=', key)
    .compile();
const storedKeys = async () =>
  (await database.db.selectFrom('rateLimitWindows').select('key').orderBy('key').execute()).map((row) => row.key);

describe('createGroupCommit', () => {
  it('gives each write its own result, once it is stored', async () => {
    const writes = createGroupCommit(database.db);
    const [a, b, again] = await Promise.all([
      writes.run(insert('a')),
      writes.run(insert('b', 2)),
      writes.run(bump('a')),
    ]);
    expect(a.rows).toEqual([{ key: 'a', count: 1 }]);
    expect(b.rows).toEqual([{ key: 'b', count: 2 }]);
    expect(again.numAffectedRows).toBe(1n);
    expect((await writes.run(bump('missing'))).numAffectedRows).toBe(0n);
    expect(await storedKeys()).toEqual(['a', 'b']);
  });

  describe.runIf(!process.env.TEST_DATABASE_URL)('on SQLite', () => {
    it('runs the writes handed in during one turn in one transaction, and the next turn’s in another', async () => {
      const transactions = vi.spyOn(database.db, 'transaction');
      const writes = createGroupCommit(database.db);
      await Promise.all(['a', 'b', 'c'].map((key) => writes.run(insert(key))));
      expect(transactions).toHaveBeenCalledTimes(1);
      await writes.run(insert('d'));
      expect(transactions).toHaveBeenCalledTimes(2);
      transactions.mockRestore();
      expect(await storedKeys()).toEqual(['a', 'b', 'c', 'd']);
    });

    it('fails a write alone: those before it commit, those after it run in the next group', async () => {
      const writes = createGroupCommit(database.db);
      const outcomes = await Promise.allSettled([
        writes.run(insert('a')),
        writes.run(insert('a')), // the key is taken
        writes.run(insert('b')),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await storedKeys()).toEqual(['a', 'b']);
    });

    it('refuses every write that ran when the failure ended the transaction, and keeps none of them', async () => {
      const writes = createGroupCommit(database.db);
      // `or rollback`: SQLite ends the whole transaction on the conflict, so the write before it is undone.
      const rollingBack = sql`insert or rollback into rate_limit_windows (key, count, reset_at) values ('a', 1, 1)`;
      await writes.run(insert('a'));
      const outcomes = await Promise.allSettled([
        writes.run(insert('b')),
        writes.run(rollingBack.compile(database.db)),
        writes.run(insert('c')),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
      expect(await storedKeys()).toEqual(['a', 'c']);
    });
  });
});
