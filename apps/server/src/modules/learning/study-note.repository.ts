/** SQL shared by a student's note records: the note as it is now, and the lock that orders one student's writes. */
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/engine.js';
import type { Database, NoteTextStatus } from '../../db/schema.js';

/**
 * A current (not archived) note: its module, its file, and its page count when the server's text
 * reader has counted the current file (the count is cleared when staff replace the file).
 */
export async function findCurrentNote(db: Kysely<Database>, noteId: number) {
  const row = await db
    .selectFrom('notes')
    .select(['id', 'moduleId', 'fileId', 'pageCount', 'textStatus'])
    .where('id', '=', noteId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, moduleId: row.moduleId, fileId: row.fileId, serverPageCount: serverPageCountOf(row) };
}

/** The page count of a note's current file as the server's text reader counted it, or null before it has. */
export function serverPageCountOf(note: { textStatus: NoteTextStatus; pageCount: number | null }): number | null {
  const counted = note.textStatus === 'extracted' || note.textStatus === 'no_text';
  return counted && note.pageCount !== null && note.pageCount > 0 ? note.pageCount : null;
}

export type CurrentNote = NonNullable<Awaited<ReturnType<typeof findCurrentNote>>>;

/**
 * Orders one student's writes to their note records (a limit counted, then a row added): on
 * PostgreSQL a lock on their users row until the transaction ends; SQLite runs one write
 * transaction at a time already.
 */
export async function lockStudentIn(trx: Kysely<Database>, userId: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
