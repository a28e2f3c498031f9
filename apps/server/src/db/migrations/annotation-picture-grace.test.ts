/**
 * The picture grace migration on this engine, on a database that already holds stamp pictures:
 * one an annotation uses stays used (null), one uploaded and never placed is unused since its
 * upload, so the sweep removes it a grace period after; the way down takes the column away.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStudent } from '../../test/accounts.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { migrations } from './index.js';

const THIS_MIGRATION = '2026-12-03T06-00-00_annotation-picture-grace';

describe('the annotation picture grace migration', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const columnsOfPictures = async () =>
    (await database.db.introspection.getTables())
      .find((table) => table.name === 'note_annotation_images')!
      .columns.map((column) => column.name);

  it('marks pictures no annotation uses as unused since their upload, and takes the column away again', async () => {
    const db = database.db;
    const names = Object.keys(migrations);
    const before = names[names.indexOf(THIS_MIGRATION) - 1]!;
    const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect(await columnsOfPictures()).not.toContain('unused_since');

    const { id: userId } = await insertStudent(db);
    const { id: paperId } = await db
      .insertInto('papers')
      .values({
        type: 'Major',
        title: 'P',
        language: 'English',
        description: '',
        pricePaise: 100,
        rating: 4,
        imageUrl: null,
        createdAt: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: moduleId } = await db
      .insertInto('modules')
      .values({ paperId, number: 1, title: 'M', description: '', duration: null, isFreePreview: 1, thumbnailUrl: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const storedFile = async (name: string) =>
      (
        await db
          .insertInto('storedFiles')
          .values({ storageKey: name, originalName: name, contentType: 'image/png', sizeBytes: 1, createdAt: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const { id: noteId } = await db
      .insertInto('notes')
      .values({ moduleId, title: 'N', description: '', fileId: await storedFile('notes/n.pdf'), position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Written without the new column: the schema below this migration has none.
    const picture = async (name: string, createdAt: number) => {
      const fileId = await storedFile(`annotations/${name}.png`);
      const { rows } = await sql<{
        id: number;
      }>`insert into note_annotation_images (user_id, note_id, file_id, created_at)
        values (${userId}, ${noteId}, ${fileId}, ${createdAt}) returning id`.execute(db);
      return rows[0]!.id;
    };
    const used = await picture('used', 1_000);
    const neverPlaced = await picture('never-placed', 2_000);
    await db
      .insertInto('noteAnnotations')
      .values({
        userId,
        noteId,
        annotationId: 'stamp-0001',
        fileId: 1,
        page: 1,
        kind: 'stamp',
        editor: '{}',
        imageId: used,
        createdAt: 1_500,
        updatedAt: 1_500,
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('noteAnnotationImages').select(['id', 'unusedSince']).orderBy('id').execute();
    expect(
      rows.map((row) => ({ id: row.id, unusedSince: row.unusedSince === null ? null : Number(row.unusedSince) })),
    ).toEqual([
      { id: used, unusedSince: null },
      { id: neverPlaced, unusedSince: 2_000 },
    ]);

    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    expect(await columnsOfPictures()).not.toContain('unused_since');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await columnsOfPictures()).toContain('unused_since');
  });
});
