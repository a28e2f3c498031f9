/** SQL for a student's annotations on a note and the pictures of their stamps and signatures. */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, NoteAnnotationKind } from '../../db/schema.js';

type Key = { userId: number; noteId: number };

export function findAnnotations(db: Kysely<Database>, { userId, noteId }: Key) {
  return db
    .selectFrom('noteAnnotations')
    .select(['annotationId', 'fileId', 'page', 'kind', 'editor', 'imageId', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .where('noteId', '=', noteId)
    .orderBy('page')
    .orderBy('createdAt')
    .orderBy('annotationId')
    .execute();
}

export function findAnnotationIn(trx: Kysely<Database>, { userId, noteId }: Key, annotationId: string) {
  return trx
    .selectFrom('noteAnnotations')
    .select(['annotationId', 'fileId', 'page', 'kind', 'editor', 'imageId', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .where('noteId', '=', noteId)
    .where('annotationId', '=', annotationId)
    .executeTakeFirst();
}

export async function countAnnotationsIn(trx: Kysely<Database>, { userId, noteId }: Key): Promise<number> {
  const row = await trx
    .selectFrom('noteAnnotations')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('noteId', '=', noteId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Creates the annotation, or replaces what it holds (its first date stays). */
export async function saveAnnotationIn(
  trx: Kysely<Database>,
  key: Key,
  annotation: {
    annotationId: string;
    fileId: number;
    page: number;
    kind: NoteAnnotationKind;
    editor: string;
    imageId: number | null;
    now: number;
  },
): Promise<void> {
  const { now, ...values } = annotation;
  await trx
    .insertInto('noteAnnotations')
    .values({ ...key, ...values, createdAt: now, updatedAt: now })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'noteId', 'annotationId']).doUpdateSet({
        fileId: values.fileId,
        page: values.page,
        kind: values.kind,
        editor: values.editor,
        imageId: values.imageId,
        updatedAt: now,
      }),
    )
    .execute();
}

/** Deletes the caller's annotations (one, one page's, or all of the note's); returns the pictures they used. */
export async function deleteAnnotationsIn(
  trx: Kysely<Database>,
  key: Key,
  which: { annotationId?: string; page?: number; pastPage?: number; notOnFile?: number },
): Promise<(number | null)[]> {
  let query = trx.deleteFrom('noteAnnotations').where('userId', '=', key.userId).where('noteId', '=', key.noteId);
  if (which.annotationId !== undefined) query = query.where('annotationId', '=', which.annotationId);
  if (which.page !== undefined) query = query.where('page', '=', which.page);
  if (which.pastPage !== undefined) query = query.where('page', '>', which.pastPage);
  if (which.notOnFile !== undefined) query = query.where('fileId', '<>', which.notOnFile);
  const rows = await query.returning('imageId').execute();
  return rows.map((row) => row.imageId);
}

/** Moves the caller's annotations made on an older file to the note's current one. */
export async function moveAnnotationsToFileIn(trx: Kysely<Database>, key: Key, fileId: number): Promise<void> {
  await trx
    .updateTable('noteAnnotations')
    .set({ fileId })
    .where('userId', '=', key.userId)
    .where('noteId', '=', key.noteId)
    .where('fileId', '<>', fileId)
    .execute();
}

export async function countImagesIn(trx: Kysely<Database>, { userId, noteId }: Key): Promise<number> {
  const row = await trx
    .selectFrom('noteAnnotationImages')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('noteId', '=', noteId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A new picture, unused until an annotation takes it. */
export async function insertImageIn(trx: Kysely<Database>, key: Key, fileId: number, now: number): Promise<number> {
  const row = await trx
    .insertInto('noteAnnotationImages')
    .values({ ...key, fileId, createdAt: now, unusedSince: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Marks the caller's picture on this note as used; false when there is no such picture of theirs
 * (never uploaded, another's, or already swept). The update locks the row until the caller's
 * transaction ends, so the sweep cannot remove the picture under the annotation about to use it.
 */
export async function useImageIn(trx: Kysely<Database>, { userId, noteId }: Key, imageId: number): Promise<boolean> {
  const row = await trx
    .updateTable('noteAnnotationImages')
    .set({ unusedSince: null })
    .where('id', '=', imageId)
    .where('userId', '=', userId)
    .where('noteId', '=', noteId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The picture with its stored file, whoever owns it (the caller compares). */
export function findImage(db: Kysely<Database>, imageId: number) {
  return db
    .selectFrom('noteAnnotationImages')
    .innerJoin('storedFiles', 'storedFiles.id', 'noteAnnotationImages.fileId')
    .select([
      'noteAnnotationImages.userId',
      'noteAnnotationImages.noteId',
      'storedFiles.storageKey',
      'storedFiles.contentType',
      'storedFiles.sizeBytes',
    ])
    .where('noteAnnotationImages.id', '=', imageId)
    .executeTakeFirst();
}

/** The picture row being changed is one no annotation uses. */
function isUsedByNoAnnotation({ not, exists, selectFrom }: ExpressionBuilder<Database, 'noteAnnotationImages'>) {
  return not(
    exists(
      selectFrom('noteAnnotations').select('page').whereRef('noteAnnotations.imageId', '=', 'noteAnnotationImages.id'),
    ),
  );
}

/** Marks those of these pictures no annotation uses any more as unused from now (kept, not deleted). */
export async function markUnusedImagesIn(
  trx: Kysely<Database>,
  imageIds: readonly number[],
  now: number,
): Promise<void> {
  if (imageIds.length === 0) return;
  await trx
    .updateTable('noteAnnotationImages')
    .set({ unusedSince: now })
    .where('id', 'in', [...new Set(imageIds)])
    .where('unusedSince', 'is', null)
    .where(isUsedByNoAnnotation)
    .execute();
}

/**
 * Deletes up to `limit` pictures unused since before `cutoff`; returns their stored files' ids,
 * for the caller to forget with the pictures' bytes. "Still unused" is checked by the delete
 * itself: a picture an annotation took meanwhile has `unusedSince` null again (a row the delete
 * waited on is checked again as it now is) and stays.
 */
export async function deleteImagesUnusedBeforeIn(
  trx: Kysely<Database>,
  cutoff: number,
  limit: number,
): Promise<number[]> {
  const rows = await trx
    .deleteFrom('noteAnnotationImages')
    .where('id', 'in', (eb) =>
      eb.selectFrom('noteAnnotationImages').select('id').where('unusedSince', '<', cutoff).limit(limit),
    )
    .where('unusedSince', '<', cutoff)
    .where(isUsedByNoAnnotation)
    .returning('fileId')
    .execute();
  return rows.map((row) => row.fileId);
}
