/**
 * A student's annotations on a note (the viewer's pdf.js editors: highlights, text, ink, stamps,
 * signatures), kept on the server as the viewer gave them and never read into. Saved by the
 * viewer's own id, so an edit or a delete replayed from a device that was offline is harmless.
 * Stamps and signatures carry a picture uploaded first, the student's own on the same note; a
 * picture no annotation uses any more is removed with its bytes. When staff replace the note's
 * file, annotations past the new end are removed (the next read reports how many) and the rest
 * move to the new file.
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
import type { SpooledUpload, UploadService } from '../uploads/upload.service.js';
import type { AccessService } from './access.service.js';
import {
  countAnnotationsIn,
  countImagesIn,
  deleteAnnotationsIn,
  deleteUnusedImagesIn,
  findAnnotationIn,
  findAnnotations,
  findImage,
  insertImageIn,
  moveAnnotationsToFileIn,
  saveAnnotationIn,
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
   * Runs a write in one transaction with the student's writes ordered, then removes the bytes of
   * pictures it left unused (after the commit, so a rolled-back write keeps them).
   */
  async function writeThenTidy<T>(
    userId: number,
    write: (trx: Kysely<Database>, unused: (imageIds: (number | null)[]) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const removedKeys: (string | null)[] = [];
    const result = await db.transaction().execute(async (trx) => {
      await lockStudentIn(trx, userId);
      const unused = async (imageIds: (number | null)[]) => {
        const fileIds = await deleteUnusedImagesIn(
          trx,
          imageIds.filter((id): id is number => id !== null),
        );
        for (const fileId of fileIds) removedKeys.push(await uploads.forgetIn(trx, fileId));
      };
      return write(trx, unused);
    });
    for (const key of removedKeys) await uploads.removeBytes(key);
    return result;
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
      removedByReplacement = await writeThenTidy(userId, async (trx, unused) => {
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
    return writeThenTidy(userId, async (trx, unused) => {
      if (save.imageId !== null) {
        const image = await findImage(trx, save.imageId);
        if (!image || image.userId !== userId || image.noteId !== note.id)
          throw invalidField('imageId', PICTURE_NOT_YOURS_HERE, 'UNPROCESSABLE');
      }
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
    await writeThenTidy(userId, async (trx, unused) => {
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

  return { listAnnotations, saveAnnotation, deleteAnnotations, addImage, readImage };
}

export type NoteAnnotationService = ReturnType<typeof createNoteAnnotationService>;
