/**
 * The one way into a student's records of a note: the note must be current (an archived note, or
 * one of an archived module, reads as not found) and its module one the caller may open, checked
 * on every request.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { AccessService } from './access.service.js';
import { NOTE_NOT_FOUND } from './note-study-messages.js';
import { type CurrentNote, findCurrentNote } from './study-note.repository.js';

export async function openNoteForStudy(
  db: Kysely<Database>,
  access: AccessService,
  userId: number,
  noteId: number,
): Promise<CurrentNote> {
  const note = await findCurrentNote(db, noteId);
  if (!note) throw notFound(NOTE_NOT_FOUND);
  await access.assertCanReadModule(userId, note.moduleId);
  return note;
}
