/** Each engine's own refusal of a duplicate row is recognised, and nothing else is. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { isUniqueViolation } from './unique-violation.js';

describe('isUniqueViolation', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  async function failureOf(write: () => Promise<unknown>): Promise<unknown> {
    try {
      await write();
    } catch (error) {
      return error;
    }
    throw new Error('the write was not refused');
  }

  it("recognises this engine's refusal of a second row with the same unique key", async () => {
    const insert = () => database.db.insertInto('departments').values({ slug: 'history', name: 'History' }).execute();
    await insert();
    expect(isUniqueViolation(await failureOf(insert))).toBe(true);
    // Inside a transaction, as the services write.
    const inTransaction = await failureOf(() =>
      database.db
        .transaction()
        .execute((trx) => trx.insertInto('departments').values({ slug: 'history', name: 'Again' }).execute()),
    );
    expect(isUniqueViolation(inTransaction)).toBe(true);
  });

  it('does not take other refusals for one', async () => {
    const foreignKey = await failureOf(() =>
      database.db.insertInto('courses').values({ departmentId: 999_999, title: 'No such department' }).execute(),
    );
    expect(isUniqueViolation(foreignKey)).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
