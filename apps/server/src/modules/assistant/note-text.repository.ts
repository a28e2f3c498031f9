/** SQL for notes' text: which notes wait to be read, and their pages once read. */
import type { Kysely } from 'kysely';
import type { Database, NoteTextStatus } from '../../db/schema.js';

/** Notes whose text has not been read yet, oldest first, with where their file is stored. */
export function findNotesAwaitingText(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('notes')
    .innerJoin('storedFiles', 'storedFiles.id', 'notes.fileId')
    .select(['notes.id', 'storedFiles.storageKey'])
    .where('notes.textStatus', '=', 'pending')
    .orderBy('notes.id')
    .limit(limit)
    .execute();
}

/**
 * Replaces the note's pages and records what was found, in the caller's transaction; false when
 * the note was no longer waiting (another server process read it first, or it changed).
 */
export async function storeNotePages(
  trx: Kysely<Database>,
  noteId: number,
  pages: readonly string[],
  status: NoteTextStatus,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('notes')
    .set({ textStatus: status, pageCount: pages.length })
    .where('id', '=', noteId)
    .where('textStatus', '=', 'pending')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom('notePages').where('noteId', '=', noteId).execute();
  const rows = pages.map((text, index) => ({ noteId, pageNumber: index + 1, text }));
  // Batches keep each statement under SQLite's bound-parameter limit.
  for (let start = 0; start < rows.length; start += 200)
    await trx
      .insertInto('notePages')
      .values(rows.slice(start, start + 200))
      .execute();
  return true;
}

/** A note that cannot be read at all is marked so, once. */
export async function markNoteTextFailed(db: Kysely<Database>, noteId: number): Promise<void> {
  await db
    .updateTable('notes')
    .set({ textStatus: 'failed' })
    .where('id', '=', noteId)
    .where('textStatus', '=', 'pending')
    .execute();
}
