/**
 * Reads the text of PDF notes page by page for the study assistant: every note stored (by an
 * upload, a replaced file, the demo seed, or before the assistant existed) waits as `pending`
 * until a sweep reads it. A note with no text on any page (a scan) is `no_text`, one pdf.js
 * cannot open (or that ends its worker thread) is `failed` (storage that cannot be reached leaves
 * it waiting); the console shows both. Safe with several server processes: a note's pages are
 * written only by the process whose conditional update claims it.
 */
import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { PdfTextReader } from '../../integrations/pdf/pdf-text-reader.js';
import { findNotesAwaitingText, markNoteTextFailed, storeNotePages } from './note-text.repository.js';

const NOTES_PER_SWEEP = 20;

export function createNoteTextService({
  db,
  storage,
  pdfText,
}: {
  db: Kysely<Database>;
  storage: FileStorage;
  /** pdf.js in a worker thread (integrations/pdf/pdf-text-reader.ts). */
  pdfText: PdfTextReader;
}) {
  /**
   * Reads waiting notes until none is left, or until `stop` is aborted (shutdown: the note in
   * hand is finished, the rest wait for the next start); returns how many were read (or marked failed).
   */
  async function readWaitingNotes(stop?: AbortSignal): Promise<number> {
    let read = 0;
    for (;;) {
      if (stop?.aborted) return read;
      const notes = await findNotesAwaitingText(db, NOTES_PER_SWEEP);
      if (notes.length === 0) return read;
      for (const note of notes) {
        if (stop?.aborted) return read;
        // Storage that cannot be reached is thrown to the sweep, which tries again later.
        // pdf.js takes a plain Uint8Array, not Node's Buffer.
        const bytes = new Uint8Array(await buffer(await storage.read(note.storageKey)));
        let pages: string[];
        try {
          pages = await pdfText.readPageTexts(bytes);
        } catch {
          await markNoteTextFailed(db, note.id);
          read += 1;
          continue;
        }
        const status = pages.some((page) => page !== '') ? 'extracted' : 'no_text';
        await db.transaction().execute((trx) => storeNotePages(trx, note.id, pages, status));
        read += 1;
      }
    }
  }

  return { readWaitingNotes, close: () => pdfText.close() };
}

export type NoteTextService = ReturnType<typeof createNoteTextService>;
