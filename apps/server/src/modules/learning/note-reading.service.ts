/**
 * A student's reading of a note, kept on the server so any device resumes where they stopped:
 * the last page, the pages seen (merged report by report), the page count, bookmarks. The
 * module's note counts as read only when every page of every current note has been seen, decided
 * in the same transaction as the pages that make it so. Records made on a file staff have since
 * replaced move to the new file: pages seen reset, the last page and bookmarks kept where the
 * new file has that page.
 */
import type { Kysely } from 'kysely';
import { NOTE_BOOKMARKS_MAX, type TNoteReading, type TNoteReadingUpdate } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { AppError, invalidField } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AccessService } from './access.service.js';
import {
  addPagesSeenIn,
  countBookmarksIn,
  deleteBookmark,
  dropPagesPastIn,
  ensureReadingIn,
  findBookmarks,
  findModuleNotesRead,
  findPagesSeen,
  findReading,
  hasBookmarkIn,
  insertBookmarkIn,
  moveReadingToFileIn,
  saveReadingIn,
} from './note-reading.repository.js';
import { pagePastEnd, TOO_MANY_BOOKMARKS } from './note-study-messages.js';
import { findAvailableKinds, findProgressByModule, recordNotesReadIn } from './progress.repository.js';
import { modulePercentage } from './progress.service.js';
import { lockStudentIn, serverPageCountOf, type CurrentNote } from './study-note.repository.js';
import { openNoteForStudy } from './study-note.js';

/** A page past a file's end: 422, naming the field. */
export function pageOutOfRange(field: string, page: number, pageCount: number): AppError {
  return invalidField(field, pagePastEnd(page, pageCount), 'UNPROCESSABLE');
}

export interface NoteReadingServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  access: AccessService;
}

export function createNoteReadingService({ db, clock, access }: NoteReadingServiceDependencies) {
  const keyOf = (userId: number, note: CurrentNote) => ({ userId, noteId: note.id });

  /** Whether every page of every current note of the module is seen, written to the module's progress. */
  async function recordModuleNotesIn(trx: Kysely<Database>, userId: number, moduleId: number): Promise<number> {
    const notes = await findModuleNotesRead(trx, userId, moduleId);
    const read =
      notes.length > 0 &&
      notes.every((note) => {
        const pages =
          serverPageCountOf({ textStatus: note.textStatus, pageCount: note.serverPageCount }) ?? note.reportedPageCount;
        return pages !== null && note.pagesSeen >= pages;
      });
    const available = await findAvailableKinds(trx, moduleId);
    return recordNotesReadIn(trx, { userId, moduleId, now: clock(), read }, (done) =>
      modulePercentage(available, done),
    );
  }

  /** Moves a reading made on a replaced file to the current one; the module's progress follows. */
  async function moveToCurrentFileIn(trx: Kysely<Database>, userId: number, note: CurrentNote): Promise<void> {
    const moved = await moveReadingToFileIn(trx, keyOf(userId, note), {
      fileId: note.fileId,
      pageCount: note.serverPageCount,
      now: clock(),
    });
    if (moved) await recordModuleNotesIn(trx, userId, note.moduleId);
  }

  async function readingOf(userId: number, note: CurrentNote, progress?: number): Promise<TNoteReading> {
    const key = keyOf(userId, note);
    const [reading, pagesSeen, bookmarks, progressByModule] = await Promise.all([
      findReading(db, key),
      findPagesSeen(db, key),
      findBookmarks(db, key),
      progress === undefined ? findProgressByModule(db, userId, [note.moduleId]) : Promise.resolve(undefined),
    ]);
    const sameFile = reading?.fileId === note.fileId;
    const pageCount = note.serverPageCount ?? (sameFile ? reading.pageCount : null);
    const within = (page: number) => pageCount === null || page <= pageCount;
    const lastPage = reading?.lastPage ?? null;
    return {
      noteId: note.id,
      lastPage: lastPage === null || pageCount === null ? lastPage : Math.min(lastPage, pageCount),
      pagesSeen: sameFile ? pagesSeen.filter(within) : [],
      pageCount,
      bookmarks: bookmarks
        .filter((bookmark) => within(bookmark.page))
        .map((bookmark) => ({ page: bookmark.page, createdAt: new Date(Number(bookmark.createdAt)).toISOString() })),
      moduleProgress: progress ?? progressByModule?.get(note.moduleId) ?? 0,
    };
  }

  async function getReading(userId: number, noteId: number): Promise<TNoteReading> {
    const note = await openNoteForStudy(db, access, userId, noteId);
    const reading = await findReading(db, keyOf(userId, note));
    if (reading && reading.fileId !== note.fileId)
      await db.transaction().execute(async (trx) => {
        await lockStudentIn(trx, userId);
        await moveToCurrentFileIn(trx, userId, note);
      });
    return readingOf(userId, note);
  }

  /** The page on screen and the pages seen since the last report; one transaction with the module's progress. */
  async function updateReading(userId: number, noteId: number, update: TNoteReadingUpdate): Promise<TNoteReading> {
    const note = await openNoteForStudy(db, access, userId, noteId);
    // The server's own count of the current file wins over a viewer's (which may have an older copy open).
    const pageCount = note.serverPageCount ?? update.pageCount;
    if (update.page > pageCount) throw pageOutOfRange('page', update.page, pageCount);
    const past = update.pagesSeen.find((page) => page > pageCount);
    if (past !== undefined) throw pageOutOfRange('pagesSeen', past, pageCount);
    const key = keyOf(userId, note);
    const progress = await db.transaction().execute(async (trx) => {
      await lockStudentIn(trx, userId);
      await moveReadingToFileIn(trx, key, { fileId: note.fileId, pageCount: note.serverPageCount, now: clock() });
      await saveReadingIn(trx, key, {
        fileId: note.fileId,
        lastPage: update.page,
        pageCount: update.pageCount,
        now: clock(),
      });
      await addPagesSeenIn(trx, key, [...update.pagesSeen, update.page]);
      await dropPagesPastIn(trx, key, pageCount);
      return recordModuleNotesIn(trx, userId, note.moduleId);
    });
    return readingOf(userId, note, progress);
  }

  /** Bookmarks a page (again is harmless), within the file's known end and the per-note limit. */
  async function addBookmark(userId: number, noteId: number, page: number): Promise<TNoteReading> {
    const note = await openNoteForStudy(db, access, userId, noteId);
    const key = keyOf(userId, note);
    await db.transaction().execute(async (trx) => {
      await lockStudentIn(trx, userId);
      await moveToCurrentFileIn(trx, userId, note);
      const reading = await findReading(trx, key);
      const pageCount = note.serverPageCount ?? reading?.pageCount ?? null;
      if (pageCount !== null && page > pageCount) throw pageOutOfRange('page', page, pageCount);
      if (await hasBookmarkIn(trx, key, page)) return;
      if ((await countBookmarksIn(trx, key)) >= NOTE_BOOKMARKS_MAX)
        throw new AppError('UNPROCESSABLE', TOO_MANY_BOOKMARKS);
      // The reading says which file the bookmark's page belongs to, should staff replace it.
      await ensureReadingIn(trx, key, note.fileId, clock());
      await insertBookmarkIn(trx, key, page, clock());
    });
    return readingOf(userId, note);
  }

  /** Removes a bookmark; removing one that is not there is harmless (a replayed offline removal). */
  async function removeBookmark(userId: number, noteId: number, page: number): Promise<TNoteReading> {
    const note = await openNoteForStudy(db, access, userId, noteId);
    await deleteBookmark(db, keyOf(userId, note), page);
    return readingOf(userId, note);
  }

  return { getReading, updateReading, addBookmark, removeBookmark };
}

export type NoteReadingService = ReturnType<typeof createNoteReadingService>;
