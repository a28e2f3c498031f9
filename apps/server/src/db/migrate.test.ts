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
    await db.insertInto('enrollments').values({ userId, paperId, source: 'demo', createdAt: now }).execute();
    await expect(
      db.insertInto('enrollments').values({ userId, paperId, source: 'demo', createdAt: now }).execute(),
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
    // An email belongs to one account; accounts without one ('') are many.
    const student = (phone: string, email: string) =>
      db
        .insertInto('users')
        .values({
          name: 'C',
          countryCode: '+91',
          phone,
          email,
          collegeName: 'C',
          departmentId: null,
          courseId: null,
          semester: 1,
          profileImageUrl: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    await expect(student('9123456780', 'a@x.in')).rejects.toThrow();
    await student('9123456781', '');
    await student('9123456782', '');
    // Foreign keys are on: a cart row for a paper that does not exist is refused.
    await expect(
      db.insertInto('cartItems').values({ userId, paperId: 424242, addedAt: now }).execute(),
    ).rejects.toThrow();
  });

  it('keep one active enrollment per paper or module, let a revoked one make way, and tie grants to their source', async () => {
    const now = Date.now();
    const db = database.db;
    const { id: paperId } = await db
      .insertInto('papers')
      .values({
        type: 'Minor',
        title: 'G',
        language: 'English',
        description: '',
        pricePaise: 0,
        rating: 0,
        imageUrl: null,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: otherPaperId } = await db
      .insertInto('papers')
      .values({
        type: 'Minor',
        title: 'H',
        language: 'English',
        description: '',
        pricePaise: 0,
        rating: 0,
        imageUrl: null,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: moduleId } = await db
      .insertInto('modules')
      .values({ paperId, number: 1, title: 'M', description: '', duration: null, isFreePreview: 0, thumbnailUrl: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: userId } = await db
      .insertInto('users')
      .values({
        name: 'G',
        countryCode: '+91',
        phone: '9123456780',
        email: 'g@x.in',
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
    const grant = (values: {
      moduleId?: number;
      paperId?: number;
      source?: 'order' | 'staff' | 'demo';
      orderId?: number;
    }) =>
      db
        .insertInto('enrollments')
        .values({ userId, paperId, source: 'staff', createdAt: now, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();

    const paperGrant = await grant({});
    await expect(grant({})).rejects.toThrow();
    // A module grant beside the paper grant is allowed, but only one active per module.
    await grant({ moduleId });
    await expect(grant({ moduleId })).rejects.toThrow();
    // Revoked, never deleted: the row stays and a new grant of the same paper is allowed.
    await db.updateTable('enrollments').set({ revokedAt: now }).where('id', '=', paperGrant.id).execute();
    await grant({});
    await expect(grant({})).rejects.toThrow();
    // A module grant must name the module's own paper; an order grant must name its order, and only it.
    await expect(grant({ moduleId, paperId: otherPaperId })).rejects.toThrow();
    await expect(grant({ paperId: otherPaperId, source: 'order' })).rejects.toThrow();
    await expect(grant({ paperId: otherPaperId, source: 'bought' as 'order' })).rejects.toThrow();
    const { id: orderId } = await db
      .insertInto('orders')
      .values({
        userId,
        status: 'paid',
        method: 'whatsapp',
        amountPaise: 100,
        currency: 'INR',
        providerOrderId: null,
        providerPaymentId: null,
        providerRefundId: null,
        createdAt: now,
        updatedAt: now,
        paidAt: now,
        closedAt: null,
        decidedByUserId: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(grant({ paperId: otherPaperId, source: 'staff', orderId })).rejects.toThrow();
    await grant({ paperId: otherPaperId, source: 'order', orderId });
    const rows = await db.selectFrom('enrollments').select('id').where('userId', '=', userId).execute();
    expect(rows).toHaveLength(4);
  });
});
