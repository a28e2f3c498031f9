import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('are already at the latest, so running again applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('go all the way down and back up on this engine', async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    for (;;) {
      const { error, results = [] } = await migrator.migrateDown();
      expect(error).toBeUndefined();
      if (results.length === 0) break;
    }
    const tables = await database.db.introspection.getTables();
    expect(tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'))).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
  });

  it('enforce the uniqueness rules the product depends on', async () => {
    const now = Date.now();
    const db = database.db;
    const { id: paperId } = await db
      .insertInto('papers')
      .values({
        type: 'Major',
        title: 'T',
        language: 'English',
        description: '',
        pricePaise: 100,
        rating: 4,
        imageUrl: null,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: userId } = await db
      .insertInto('users')
      .values({
        name: 'A',
        countryCode: '+91',
        phone: '9123456789',
        email: 'a@x.in',
        collegeName: 'C',
        departmentId: null,
        courseId: null,
        semester: 1,
        profileImageUrl: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('cartItems').values({ userId, paperId, addedAt: now }).execute();
    await expect(db.insertInto('cartItems').values({ userId, paperId, addedAt: now }).execute()).rejects.toThrow();
    await db.insertInto('enrollments').values({ userId, paperId, orderId: null, createdAt: now }).execute();
    await expect(
      db.insertInto('enrollments').values({ userId, paperId, orderId: null, createdAt: now }).execute(),
    ).rejects.toThrow();
    await db.insertInto('savedItems').values({ userId, category: 'paper', itemId: paperId, createdAt: now }).execute();
    await expect(
      db.insertInto('savedItems').values({ userId, category: 'paper', itemId: paperId, createdAt: now }).execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('users')
        .values({
          name: 'B',
          countryCode: '+91',
          phone: '9123456789',
          email: 'b@x.in',
          collegeName: 'C',
          departmentId: null,
          courseId: null,
          semester: 1,
          profileImageUrl: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute(),
    ).rejects.toThrow();
    // Foreign keys are on: a cart row for a paper that does not exist is refused.
    await expect(
      db.insertInto('cartItems').values({ userId, paperId: 424242, addedAt: now }).execute(),
    ).rejects.toThrow();
  });
});
