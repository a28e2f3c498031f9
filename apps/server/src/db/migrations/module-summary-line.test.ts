/**
 * The summary-line migration on this engine, on a database that already holds a module: the
 * column arrives empty (null) beside the module's data, takes a line, and goes again on the way
 * down without touching the rest of the row.
 */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { migrateToLatest } from '../migrate.js';
import { migrations } from './index.js';

const THIS_MIGRATION = '2026-11-30T09-30-00_module-summary-line';

describe('the module summary line migration', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const columnsOfModules = async () =>
    (await database.db.introspection.getTables())
      .find((table) => table.name === 'modules')!
      .columns.map((column) => ({ name: column.name, isNullable: column.isNullable }));

  it('adds a nullable summary_line to modules that already exist, and takes it away again', async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf(THIS_MIGRATION) - 1]!;
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    const down = await migrator.migrateTo(before);
    expect(down.error).toBeUndefined();
    expect((await columnsOfModules()).map((column) => column.name)).not.toContain('summary_line');

    const { id: paperId } = await database.db
      .insertInto('papers')
      .values({
        type: 'Minor',
        title: 'Botany',
        language: 'English',
        description: '',
        pricePaise: 100,
        rating: 4,
        imageUrl: null,
        createdAt: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Written without the new column: the schema below this migration has none.
    const { id: moduleId } = await database.db
      .insertInto('modules')
      .values({
        paperId,
        number: 1,
        title: 'Plant Anatomy',
        description: 'Tissues',
        duration: null,
        isFreePreview: 0,
        thumbnailUrl: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await migrateToLatest(database.db)).toContain(THIS_MIGRATION);
    expect(await columnsOfModules()).toContainEqual({ name: 'summary_line', isNullable: true });
    const migrated = await database.db
      .selectFrom('modules')
      .select(['title', 'description', 'summaryLine'])
      .where('id', '=', moduleId)
      .executeTakeFirstOrThrow();
    expect(migrated).toEqual({ title: 'Plant Anatomy', description: 'Tissues', summaryLine: null });
    await database.db
      .updateTable('modules')
      .set({ summaryLine: 'Inside a plant' })
      .where('id', '=', moduleId)
      .execute();

    const downAgain = await migrator.migrateTo(before);
    expect(downAgain.error).toBeUndefined();
    expect((await columnsOfModules()).map((column) => column.name)).not.toContain('summary_line');
    const kept = await database.db
      .selectFrom('modules')
      .select(['title', 'description'])
      .where('id', '=', moduleId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ title: 'Plant Anatomy', description: 'Tissues' });
    await migrateToLatest(database.db);
  });
});
