import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../integrations/storage/local-file-storage.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { Database } from '../schema.js';
import { seedDemoData } from './seed-demo-data.js';
import { importColleges, loadCollegeNames } from './import-colleges.js';
import { seedReferenceData } from './seed-reference-data.js';

describe('seedReferenceData', () => {
  let database: TestDatabase;
  const count = async (table: keyof Database) =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('loads departments, courses and colleges once, and no papers or people', async () => {
    const first = await seedReferenceData(database.db);
    expect(first?.departments).toBeGreaterThan(0);
    expect(first?.courses).toBeGreaterThan(0);
    expect(first?.colleges).toBeGreaterThan(0);
    expect(await count('colleges')).toBe(first?.colleges);
    expect(await count('departments')).toBe(first?.departments);
    expect(await count('papers')).toBe(0);
    expect(await count('users')).toBe(0);
    expect(await seedReferenceData(database.db)).toBeNull();
    expect(await count('courses')).toBe(first?.courses);
  });

  it('leaves room for the demo later: seeding it reuses the departments and courses already there', async () => {
    const departmentsBefore = await count('departments');
    const coursesBefore = await count('courses');
    const storage = new LocalFileStorage(path.join(database.dataDir, 'files'));
    const summary = await seedDemoData(database.db, storage);
    expect(summary).toMatchObject({ departments: 0, courses: 0, colleges: 0, users: 2 });
    expect(await count('departments')).toBe(departmentsBefore);
    expect(await count('courses')).toBe(coursesBefore);
    expect(await count('papers')).toBeGreaterThan(0);
  });
});

describe('seedReferenceData on an install seeded with the earlier engineering departments', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('leaves the departments and courses alone (students keep theirs), and only adds missing colleges', async () => {
    const db = database.db;
    const { id: departmentId } = await db
      .insertInto('departments')
      .values({ slug: 'civil-engineering', name: 'Civil Engineering' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('courses').values({ departmentId, title: 'BTech Civil Engineering' }).execute();
    await db.insertInto('colleges').values({ name: 'University College, Thiruvananthapuram' }).execute();

    expect(await seedReferenceData(db)).toBeNull();
    expect(await db.selectFrom('departments').select('slug').execute()).toEqual([{ slug: 'civil-engineering' }]);
    expect(await db.selectFrom('courses').select('title').execute()).toEqual([{ title: 'BTech Civil Engineering' }]);

    // The demo seed on such a database (npm run db:seed) merges the shipped colleges in, once each.
    const added = await importColleges(db, await loadCollegeNames());
    expect(added).toBe((await loadCollegeNames()).length - 1);
  });
});
