import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { firstRow, queryTemplate } from './query-template.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('queryTemplate', () => {
  it('runs one compiled query with each call’s values, constants kept, rows camel-cased', async () => {
    const insert = queryTemplate((db, values: { key: string; count: number }) =>
      db
        .insertInto('rateLimitWindows')
        .values({ key: values.key, count: values.count, resetAt: 42 })
        .returning(['key', 'count', 'resetAt']),
    );
    expect((await insert(database.db, { key: 'a', count: 1 })).rows).toEqual([{ key: 'a', count: 1, resetAt: 42 }]);
    expect((await insert(database.db, { key: 'b', count: 7 })).rows).toEqual([{ key: 'b', count: 7, resetAt: 42 }]);

    const find = queryTemplate((db, values: { key: string }) =>
      db.selectFrom('rateLimitWindows').select(['count', 'resetAt']).where('key', '=', values.key),
    );
    expect(await firstRow(find(database.db, { key: 'b' }))).toEqual({ count: 7, resetAt: 42 });
    expect(await firstRow(find(database.db, { key: 'missing' }))).toBeUndefined();
  });

  it('runs inside a transaction and counts affected rows', async () => {
    const bump = queryTemplate((db, values: { key: string }) =>
      db
        .updateTable('rateLimitWindows')
        .set((eb) => ({ count: eb('count', '+', 1) }))
        .where('key', '=', values.key),
    );
    const affected = await database.db.transaction().execute(async (trx) => bump(trx, { key: 'a' }));
    expect(affected.numAffectedRows).toBe(1n);
    expect((await bump(database.db, { key: 'missing' })).numAffectedRows).toBe(0n);
  });

  it('refuses, when first run, a value the builder used as anything but a value', async () => {
    const branching = queryTemplate((db, values: { wantCount: boolean }) =>
      db.selectFrom('rateLimitWindows').select(values.wantCount ? 'count' : 'key'),
    );
    await expect(branching(database.db, { wantCount: true })).rejects.toThrow(/wantCount did not reach the SQL/);
  });

  it('takes a raw SQL value as a parameter too', async () => {
    const echo = queryTemplate((db, values: { text: string }) =>
      db.selectNoFrom([sql<string>`cast(${values.text} as text)`.as('echo')]),
    );
    expect(await firstRow(echo(database.db, { text: 'x' }))).toEqual({ echo: 'x' });
    expect(await firstRow(echo(database.db, { text: 'y' }))).toEqual({ echo: 'y' });
  });
});
