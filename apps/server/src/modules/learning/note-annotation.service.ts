/**
 * A student's annotations on a note (the viewer's pdf.js editors: highlights, text, ink, stamps,
 * signatures), kept on the server as the viewer gave them and never read into. Saved by the
 * viewer's own id, so an edit or a delete replayed from a device that was offline is harmless.
 * Stamps and signatures carry a picture uploaded first, the student's own on the same note; a
 * picture no annotation uses is kept for UNUSED_ANNOTATION_PICTURE_KEPT_MS, then the maintenance
 * sweep removes it with its bytes. When staff replace the note's file, annotations past the new
 * end are removed (the next read reports how many) and the rest move to the new file.
 */
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  ANNOTATION_EDITOR_MAX_BYTES,
  ANNOTATION_IMAGES_PER_NOTE_MAX,
  ANNOTATIONS_PER_NOTE_MAX,
  type TAnnotation,
  type TAnnotationImage,
  type TAnnotationSave,
  type TNoteAnnotations,
} from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { AppError, invalidField, notFound } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { Clock } from '../../lib/clock.js';
import { deleteInBatches, PURGE_BATCH_SIZE } from '../../lib/delete-in-batches.js';
import { DAY_MS } from '../../lib/india-time.js';
import type { SpooledUpload, UploadService } from '../uploads/upload.service.js';
import type { AccessService } from './access.service.js';
import {
  countAnnotationsIn,
  countImagesIn,
  deleteAnnotationsIn,
  deleteImagesUnusedBeforeIn,
  findAnnotationIn,
  findAnnotations,
  findImage,
  insertImageIn,
  markUnusedImagesIn,
  moveAnnotationsToFileIn,
  saveAnnotationIn,
  useImageIn,
} from './note-annotation.repository.js';
import {
  ANNOTATION_TOO_LARGE,
  PICTURE_NEEDED,
  PICTURE_NOT_ALLOWED,
  PICTURE_NOT_FOUND,
  PICTURE_NOT_YOURS_HERE,
  TOO_MANY_ANNOTATIONS,
  TOO_MANY_PICTURES,
} from './note-study-messages.js';
import { lockStudentIn, type CurrentNote } from './study-note.repository.js';
import { openNoteForStudy } from './study-note.js';

const KINDS_WITH_PICTURE = new Set(['stamp', 'signature']);

/**
 * How long a picture no annotation uses is kept. The viewer's undo of a deleted stamp (or of a
 * cleared page, from a device that was offline a while) puts the annotation back with the same
 * picture, so the picture must outlive its annotation; a picture uploaded and never placed (the
 * tab closed, the device went offline) goes too, rather than holding a place under the note's
 * limit for ever.
 */
export const UNUSED_ANNOTATION_PICTURE_KEPT_MS = DAY_MS;

type AnnotationRow = NonNullable<Awaited<ReturnType<typeof findAnnotationIn>>>;

function toAnnotation(row: AnnotationRow): TAnnotation {
  return {
    id: row.annotationId,
    page: row.page,
    kind: row.kind,
    editor: JSON.parse(row.editor) as Record<string, unknown>,
    imageId: row.imageId,
    updatedAt: new Date(Number(row.updatedAt)).toISOString(),
  };
}

export const annotationImageUrl = (imageId: number) => `/api/annotation-images/${imageId}`;

export interface NoteAnnotationServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  access: AccessService;
  uploads: UploadService;
  storage: FileStorage;
}

export function createNoteAnnotationService({
  db,
  clock,
  access,
  uploads,
  storage,
}: NoteAnnotationServiceDependencies) {
  const keyOf = (userId: number, note: CurrentNote) => ({ userId, noteId: note.id });

  /**
   * Runs a write in one transaction with the student's writes ordered (two devices writing at
   * once), marking the pictures it left unused so the sweep removes them if nothing takes them back.
   */
  function writeInOrder<T>(
    userId: number,
    write: (trx: Kysely<Database>, unused: (imageIds: (number | null)[]) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await lockStudentIn(trx, userId);
      const unused = (imageIds: (number | null)[]) =>
        markUnusedImagesIn(
          trx,
          imageIds.filter((id): id is number => id !== null),
          clock(),
        );
      return write(trx, unused);
    });
  }

  /**
   * The caller's annotations. Those made on a file staff have since replaced: past the new
   * file's end (by the server's count, else the viewer's) they are removed and counted, the rest
   * move to the new file; with no count known yet they are left as they are.
   */
  async function listAnnotations(userId: number, noteId: number, viewerPageCount?: number): Promise<TNoteAnnotations> {
    const note = await openNoteForStudy(db, access, userId, noteId);
    const key = keyOf(userId, note);
    const pageCount = note.serverPageCount ?? viewerPageCount ?? null;
    let removedByReplacement = 0;
    const rows = await findAnnotations(db, key);
    if (pageCount !== null && rows.some((row) => row.fileId !== note.fileId)) {
      removedByReplacement = await writeInOrder(userId, async (trx, unused) => {
        const removed = await deleteAnnotationsIn(trx, key, { notOnFile: note.fileId, pastPage: pageCount });
        await moveAnnotationsToFileIn(trx, key, note.fileId);
        await unused(removed);
        return removed.length;
      });
    }
    const annotations =
      removedByReplacement > 0 || rows.some((row) => row.fileId !== note.fileId)
        ? await findAnnotations(db, key)
        : rows;
    return { noteId: note.id, annotations: annotations.map(toAnnotation), removedByReplacement };
  }

  /** Creates or replaces one annotation; over a limit nothing is written. */
  async function saveAnnotation(
    userId: number,
    noteId: number,
    annotationId: string,
    save: TAnnotationSave,
  ): Promise<TAnnotation> {
    const note = await openNoteForStudy(db, access, userId, noteId);
    const editor = JSON.stringify(save.editor);
    if (Buffer.byteLength(editor, 'utf8') > ANNOTATION_EDITOR_MAX_BYTES)
      throw invalidField('editor', ANNOTATION_TOO_LARGE, 'PAYLOAD_TOO_LARGE');
    const needsPicture = KINDS_WITH_PICTURE.has(save.kind);
    if (needsPicture && save.imageId === null) throw invalidField('imageId', PICTURE_NEEDED, 'UNPROCESSABLE');
    if (!needsPicture && save.imageId !== null) throw invalidField('imageId', PICTURE_NOT_ALLOWED, 'UNPROCESSABLE');
    const key = keyOf(userId, note);
    return writeInOrder(userId, async (trx, unused) => {
      // Taken back from unused (an undone delete) or used once more; a picture swept meanwhile is gone.
      if (save.imageId !== null && !(await useImageIn(trx, key, save.imageId)))
        throw invalidField('imageId', PICTURE_NOT_YOURS_HERE, 'UNPROCESSABLE');
      const before = await findAnnotationIn(trx, key, annotationId);
      if (!before && (await countAnnotationsIn(trx, key)) >= ANNOTATIONS_PER_NOTE_MAX)
        throw new AppError('UNPROCESSABLE', TOO_MANY_ANNOTATIONS);
      await saveAnnotationIn(trx, key, {
        annotationId,
        fileId: note.fileId,
        page: save.page,
        kind: save.kind,
        editor,
        imageId: save.imageId,
        now: clock(),
      });
      // A replaced stamp may have let go of its old picture.
      if (before && before.imageId !== null && before.imageId !== save.imageId) await unused([before.imageId]);
      return toAnnotation((await findAnnotationIn(trx, key, annotationId))!);
    });
  }

  /** Deletes one annotation, a page's, or the whole note's; deleting what is not there is harmless. */
  async function deleteAnnotations(
    userId: number,
    noteId: number,
    which: { annotationId?: string; page?: number },
  ): Promise<void> {
    const note = await openNoteForStudy(db, access, userId, noteId);
    await writeInOrder(userId, async (trx, unused) => {
      await unused(await deleteAnnotationsIn(trx, keyOf(userId, note), which));
    });
  }

  /** Stores a stamp's or signature's picture (type by its bytes) as the caller's, on this note. */
  async function addImage(userId: number, noteId: number, upload: SpooledUpload): Promise<TAnnotationImage> {
    const note = await openNoteForStudy(db, access, userId, noteId);
    const key = keyOf(userId, note);
    const tooMany = () => new AppError('UNPROCESSABLE', TOO_MANY_PICTURES);
    // Refused before the bytes are stored when the limit is plainly reached; checked again below.
    if ((await countImagesIn(db, key)) >= ANNOTATION_IMAGES_PER_NOTE_MAX) throw tooMany();
    const imageId = await uploads.storeThen('annotation', upload, (stored) =>
      db.transaction().execute(async (trx) => {
        await lockStudentIn(trx, userId);
        if ((await countImagesIn(trx, key)) >= ANNOTATION_IMAGES_PER_NOTE_MAX) throw tooMany();
        return insertImageIn(trx, key, await uploads.recordIn(trx, stored), clock());
      }),
    );
    return { imageId, url: annotationImageUrl(imageId) };
  }

  /** A picture's bytes, for its owner while they may open its note; anyone else is told it is not there. */
  async function readImage(
    userId: number,
    imageId: number,
  ): Promise<{ contentType: string; sizeBytes: number; body: Readable }> {
    const image = await findImage(db, imageId);
    if (!image || image.userId !== userId) throw notFound(PICTURE_NOT_FOUND);
    await openNoteForStudy(db, access, userId, image.noteId);
    return {
      contentType: image.contentType,
      sizeBytes: Number(image.sizeBytes),
      body: await storage.read(image.storageKey),
    };
  }

  /**
   * Removes, in batches, the pictures unused for longer than UNUSED_ANNOTATION_PICTURE_KEPT_MS:
   * the rows in one transaction a batch, their bytes after it commits (a rolled-back batch keeps
   * them). Returns how many.
   */
  function purgeUnusedPictures(batchSize = PURGE_BATCH_SIZE): Promise<number> {
    const cutoff = clock() - UNUSED_ANNOTATION_PICTURE_KEPT_MS;
    return deleteInBatches(async (limit) => {
      const { removed, keys } = await db.transaction().execute(async (trx) => {
        const fileIds = await deleteImagesUnusedBeforeIn(trx, cutoff, limit);
        return { removed: fileIds.length, keys: await uploads.forgetAllIn(trx, fileIds) };
      });
      for (const key of keys) await uploads.removeBytes(key);
      return removed;
    }, batchSize);
  }

  return { listAnnotations, saveAnnotation, deleteAnnotations, addImage, readImage, purgeUnusedPictures };
}

export type NoteAnnotationService = ReturnType<typeof createNoteAnnotationService>;
