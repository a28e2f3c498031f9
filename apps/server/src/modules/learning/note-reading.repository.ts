/** SQL for a student's reading of a note: their place, the pages seen, their bookmarks, and what the module's notes add up to. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Key = { userId: number; noteId: number };

export function findReading(db: Kysely<Database>, { userId, noteId }: Key) {
  return db
    .selectFrom('noteReadings')
    .select(['fileId', 'lastPage', 'pageCount'])
    .where('userId', '=', userId)
    .where('noteId', '=', noteId)
    .executeTakeFirst();
}

export async function findPagesSeen(db: Kysely<Database>, { userId, noteId }: Key): Promise<number[]> {
  const rows = await db
    .selectFrom('notePagesSeen')
    .select('page')
    .where('userId', '=', userId)
    .where('noteId', '=', noteId)
    .orderBy('page')
    .execute();
  return rows.map((row) => row.page);
}

export function findBookmarks(db: Kysely<Database>, { userId, noteId }: Key) {
  return db
    .selectFrom('noteBookmarks')
    .select(['page', 'createdAt'])
    .where('userId', '=', userId)
    .where('noteId', '=', noteId)
    .orderBy('page')
    .execute();
}

/**
 * Moves the reading to the note's current file: the pages seen were another file's, so they go;
 * the last page and bookmarks stay where the new file has that page (all stay while its count
 * is unknown). Returns whether there was an older file's reading to move.
 */
export async function moveReadingToFileIn(
  trx: Kysely<Database>,
  key: Key,
  file: { fileId: number; pageCount: number | null; now: number },
): Promise<boolean> {
  const moved = await trx
    .updateTable('noteReadings')
    .set({ fileId: file.fileId, pageCount: null, updatedAt: file.now })
    .where('userId', '=', key.userId)
    .where('noteId', '=', key.noteId)
    .where('fileId', '<>', file.fileId)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await trx.deleteFrom('notePagesSeen').where('userId', '=', key.userId).where('noteId', '=', key.noteId).execute();
  if (file.pageCount !== null) await dropPagesPastIn(trx, key, file.pageCount);
  return true;
}

/** Forgets the last page and bookmarks past a file's end. */
export async function dropPagesPastIn(trx: Kysely<Database>, key: Key, pageCount: number): Promise<void> {
  await trx
    .updateTable('noteReadings')
    .set({ lastPage: pageCount })
    .where('userId', '=', key.userId)
    .where('noteId', '=', key.noteId)
    .where('lastPage', '>', pageCount)
    .execute();
  await trx
    .deleteFrom('noteBookmarks')
    .where('userId', '=', key.userId)
    .where('noteId', '=', key.noteId)
    .where('page', '>', pageCount)
    .execute();
}

/** Creates the reading on the given file, or says where the student is now (same file: `moveReadingToFileIn` ran first). */
export async function saveReadingIn(
  trx: Kysely<Database>,
  key: Key,
  values: { fileId: number; lastPage: number; pageCount: number; now: number },
): Promise<void> {
  await trx
    .insertInto('noteReadings')
    .values({
      ...key,
      fileId: values.fileId,
      lastPage: values.lastPage,
      pageCount: values.pageCount,
      updatedAt: values.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'noteId']).doUpdateSet({
        lastPage: values.lastPage,
        pageCount: values.pageCount,
        updatedAt: values.now,
      }),
    )
    .execute();
}

/** Makes sure the student has a reading of the note (a bookmark may come before any page report). */
export async function ensureReadingIn(trx: Kysely<Database>, key: Key, fileId: number, now: number): Promise<void> {
  await trx
    .insertInto('noteReadings')
    .values({ ...key, fileId, lastPage: null, pageCount: null, updatedAt: now })
    .onConflict((conflict) => conflict.columns(['userId', 'noteId']).doNothing())
    .execute();
}

/** Adds pages to those seen; a page already there stays once. */
export async function addPagesSeenIn(trx: Kysely<Database>, key: Key, pages: readonly number[]): Promise<void> {
  const rows = [...new Set(pages)].map((page) => ({ ...key, page }));
  // Batches keep each statement under SQLite's bound-parameter limit.
  for (let start = 0; start < rows.length; start += 200)
    await trx
      .insertInto('notePagesSeen')
      .values(rows.slice(start, start + 200))
      .onConflict((conflict) => conflict.columns(['userId', 'noteId', 'page']).doNothing())
      .execute();
}

export async function countBookmarksIn(trx: Kysely<Database>, key: Key): Promise<number> {
  const row = await trx
    .selectFrom('noteBookmarks')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('userId', '=', key.userId)
    .where('noteId', '=', key.noteId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds a bookmark; one already there keeps its first date. */
export async function insertBookmarkIn(trx: Kysely<Database>, key: Key, page: number, now: number): Promise<void> {
  await trx
    .insertInto('noteBookmarks')
    .values({ ...key, page, createdAt: now })
    .onConflict((conflict) => conflict.columns(['userId', 'noteId', 'page']).doNothing())
    .execute();
}

export async function hasBookmarkIn(trx: Kysely<Database>, key: Key, page: number): Promise<boolean> {
  const row = await trx
    .selectFrom('noteBookmarks')
    .select('page')
    .where('userId', '=', key.userId)
    .where('noteId', '=', key.noteId)
    .where('page', '=', page)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteBookmark(db: Kysely<Database>, key: Key, page: number): Promise<void> {
  await db
    .deleteFrom('noteBookmarks')
    .where('userId', '=', key.userId)
    .where('noteId', '=', key.noteId)
    .where('page', '=', page)
    .execute();
}

/**
 * Each current note of the module with what decides whether the student has read it: the
 * server's count of its file when counted, the student's reading of that same file (the count
 * their viewer reported), and how many of its pages they have seen.
 */
export async function findModuleNotesRead(trx: Kysely<Database>, userId: number, moduleId: number) {
  const notes = await trx
    .selectFrom('notes')
    .leftJoin('noteReadings', (join) =>
      join
        .onRef('noteReadings.noteId', '=', 'notes.id')
        .onRef('noteReadings.fileId', '=', 'notes.fileId')
        .on('noteReadings.userId', '=', userId),
    )
    .select([
      'notes.id',
      'notes.pageCount as serverPageCount',
      'notes.textStatus',
      'noteReadings.pageCount as reportedPageCount',
      'noteReadings.fileId as readingFileId',
    ])
    .where('notes.moduleId', '=', moduleId)
    .where('notes.archivedAt', 'is', null)
    .execute();
  const ids = notes.map((note) => note.id);
  const seen =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('notePagesSeen')
          .select(({ fn }) => ['noteId', fn.countAll<number>().as('count')])
          .where('userId', '=', userId)
          .where('noteId', 'in', ids)
          .groupBy('noteId')
          .execute();
  const seenOf = new Map(seen.map((row) => [row.noteId, Number(row.count)]));
  return notes.map((note) => ({
    ...note,
    // Pages seen of an older file (a reading not moved yet) count for nothing.
    pagesSeen: note.readingFileId === null ? 0 : (seenOf.get(note.id) ?? 0),
  }));
}
