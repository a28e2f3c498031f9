// A stamp's picture outlives its annotation for a grace period, so the viewer's undo of a deleted
// stamp (the same annotation put back with the same picture) works; the maintenance sweep then
// removes it with its bytes. And two devices of one student writing at once leave a consistent
// state within the limits.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOTATION_IMAGES_PER_NOTE_MAX, ANNOTATIONS_PER_NOTE_MAX } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { createFileStorage } from '../../integrations/storage/index.js';
import { createFakeClock } from '../../lib/clock.js';
import { createAccessService } from '../../modules/learning/access.service.js';
import {
  createNoteAnnotationService,
  UNUSED_ANNOTATION_PICTURE_KEPT_MS,
} from '../../modules/learning/note-annotation.service.js';
import { createUploadService } from '../../modules/uploads/upload.service.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, TINY_PNG, uploadForm } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const HOUR_MS = 60 * 60 * 1000;

describe('a stamp’s picture after its annotation goes', () => {
  const clock = createFakeClock();
  let testApp: TestApp;
  let noteId: number;
  const call = callerOf(() => testApp.app);
  const db = () => testApp.database.db;
  const storage = () => createFileStorage(testApp.config);

  /** The maintenance sweep's picture purge, as the app's maintenance runs it (same database, storage, clock). */
  const sweep = () => {
    const uploads = createUploadService({ db: db(), clock, storage: storage(), limits: testApp.config.uploadLimits });
    const access = createAccessService({ db: db() });
    return createNoteAnnotationService({ db: db(), clock, access, uploads, storage: storage() }).purgeUnusedPictures();
  };

  async function newStudent() {
    const { id } = await insertStudent(db());
    return {
      id,
      laptop: await startStudentSession(db(), id, clock()),
      phone: await startStudentSession(db(), id, clock()),
    };
  }
  const annotationUrl = (id: string) => `/api/notes/${noteId}/annotations/${id}`;
  const stamp = (imageId: number, page = 1) => ({ page, kind: 'stamp', editor: { annotationType: 13 }, imageId });
  async function uploadPicture(token: string): Promise<number> {
    const uploaded = await call('POST', `/api/notes/${noteId}/annotation-images`, token, uploadForm(TINY_PNG, 's.png'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return uploaded.json().imageId as number;
  }
  const pictureRow = (imageId: number) =>
    db()
      .selectFrom('noteAnnotationImages')
      .innerJoin('storedFiles', 'storedFiles.id', 'noteAnnotationImages.fileId')
      .select(['noteAnnotationImages.unusedSince', 'storedFiles.storageKey'])
      .where('noteAnnotationImages.id', '=', imageId)
      .executeTakeFirst();
  const keyOf = async (imageId: number) => (await pictureRow(imageId))!.storageKey;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, clock });
    const note = await db()
      .selectFrom('notes')
      .innerJoin('modules', 'modules.id', 'notes.moduleId')
      .select('notes.id')
      .where('modules.isFreePreview', '=', 1)
      .orderBy('notes.id')
      .executeTakeFirstOrThrow();
    noteId = note.id;
    await db().updateTable('notes').set({ textStatus: 'extracted', pageCount: 3 }).where('id', '=', noteId).execute();
  });
  afterAll(() => testApp.close());

  it('puts a deleted stamp back with its picture (undo) within the grace period, and marks the picture used again', async () => {
    const { laptop, phone } = await newStudent();
    const imageId = await uploadPicture(laptop);
    expect((await pictureRow(imageId))?.unusedSince).toBe(clock());
    expect((await call('PUT', annotationUrl('stamp-undo-1'), laptop, stamp(imageId))).statusCode).toBe(200);
    expect((await pictureRow(imageId))?.unusedSince).toBeNull();

    expect((await call('DELETE', annotationUrl('stamp-undo-1'), laptop)).statusCode).toBe(204);
    const deletedAt = clock();
    expect((await pictureRow(imageId))?.unusedSince).toBe(deletedAt);
    // Still the owner's to see while it waits: the viewer draws the stamp again on undo.
    expect((await call('GET', `/api/annotation-images/${imageId}`, laptop)).statusCode).toBe(200);

    clock.advance(UNUSED_ANNOTATION_PICTURE_KEPT_MS);
    expect(await sweep()).toBe(0);
    const undone = await call('PUT', annotationUrl('stamp-undo-1'), laptop, stamp(imageId));
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ id: 'stamp-undo-1', kind: 'stamp', imageId });
    expect((await pictureRow(imageId))?.unusedSince).toBeNull();

    // A cleared page, undone from the other device, likewise.
    clock.advance(HOUR_MS);
    expect((await call('DELETE', `/api/notes/${noteId}/annotations?page=1`, phone)).statusCode).toBe(204);
    expect((await pictureRow(imageId))?.unusedSince).toBe(clock());
    clock.advance(UNUSED_ANNOTATION_PICTURE_KEPT_MS - 1);
    expect((await call('PUT', annotationUrl('stamp-undo-1'), phone, stamp(imageId))).statusCode).toBe(200);
    clock.advance(2 * UNUSED_ANNOTATION_PICTURE_KEPT_MS);
    expect(await sweep()).toBe(0);
    expect(await pictureRow(imageId)).toMatchObject({ unusedSince: null });
    expect(await storage().size(await keyOf(imageId))).toBe(TINY_PNG.byteLength);
  });

  it('keeps the old picture of a replaced stamp for undo, and the picture stays used while another stamp has it', async () => {
    const { laptop } = await newStudent();
    const [first, second] = [await uploadPicture(laptop), await uploadPicture(laptop)];
    expect((await call('PUT', annotationUrl('stamp-swap-1'), laptop, stamp(first!))).statusCode).toBe(200);
    expect((await call('PUT', annotationUrl('stamp-swap-2'), laptop, stamp(first!, 2))).statusCode).toBe(200);
    expect((await call('PUT', annotationUrl('stamp-swap-1'), laptop, stamp(second!))).statusCode).toBe(200);
    expect((await pictureRow(first!))?.unusedSince).toBeNull(); // stamp-swap-2 still has it
    expect((await call('DELETE', annotationUrl('stamp-swap-2'), laptop)).statusCode).toBe(204);
    expect((await pictureRow(first!))?.unusedSince).toBe(clock());

    clock.advance(HOUR_MS);
    expect((await call('PUT', annotationUrl('stamp-swap-1'), laptop, stamp(first!))).statusCode).toBe(200);
    expect((await pictureRow(first!))?.unusedSince).toBeNull();
    expect((await pictureRow(second!))?.unusedSince).toBe(clock());
  });

  it('after the grace period, the sweep removes the picture and its bytes, and the undo is refused', async () => {
    const { laptop } = await newStudent();
    const imageId = await uploadPicture(laptop);
    const neverPlaced = await uploadPicture(laptop);
    const [key, neverPlacedKey] = [await keyOf(imageId), await keyOf(neverPlaced)];
    expect((await call('PUT', annotationUrl('stamp-gone-1'), laptop, stamp(imageId))).statusCode).toBe(200);
    expect((await call('DELETE', annotationUrl('stamp-gone-1'), laptop)).statusCode).toBe(204);

    clock.advance(UNUSED_ANNOTATION_PICTURE_KEPT_MS + 1);
    expect(await sweep()).toBeGreaterThanOrEqual(2);
    for (const [id, storageKey] of [
      [imageId, key],
      [neverPlaced, neverPlacedKey],
    ] as const) {
      expect(await pictureRow(id)).toBeUndefined();
      expect(await storage().size(storageKey)).toBeNull();
      const storedFile = await db()
        .selectFrom('storedFiles')
        .select('id')
        .where('storageKey', '=', storageKey)
        .execute();
      expect(storedFile).toEqual([]);
    }
    const refused = await call('PUT', annotationUrl('stamp-gone-1'), laptop, stamp(imageId));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('UNPROCESSABLE');
    expect(refused.json().error.message).toMatch(/picture/i);
    expect((await call('GET', `/api/annotation-images/${imageId}`, laptop)).statusCode).toBe(404);
  });

  it('no longer counts a picture uploaded and never used against the limit once it is swept', async () => {
    const { id, laptop } = await newStudent();
    for (let index = 0; index < ANNOTATION_IMAGES_PER_NOTE_MAX; index += 1) await uploadPicture(laptop);
    const over = await call('POST', `/api/notes/${noteId}/annotation-images`, laptop, uploadForm(TINY_PNG, 's.png'));
    expect(over.statusCode).toBe(422);

    clock.advance(UNUSED_ANNOTATION_PICTURE_KEPT_MS + 1);
    await sweep();
    const left = await db().selectFrom('noteAnnotationImages').select('id').where('userId', '=', id).execute();
    expect(left).toEqual([]);
    await uploadPicture(laptop);
  });
});

describe('two devices of one student writing at once', () => {
  let testApp: TestApp;
  let noteId: number;
  const call = callerOf(() => testApp.app);
  const db = () => testApp.database.db;
  const annotationUrl = (id: string) => `/api/notes/${noteId}/annotations/${id}`;
  const stamp = (imageId: number, page: number) => ({ page, kind: 'stamp', editor: { annotationType: 13 }, imageId });
  const ink = (page: number) => ({ page, kind: 'ink', editor: { annotationType: 15, paths: [[1, 2]] }, imageId: null });
  const upload = (token: string) =>
    call('POST', `/api/notes/${noteId}/annotation-images`, token, uploadForm(TINY_PNG, 's.png'));

  async function newStudent() {
    const { id } = await insertStudent(db());
    return { id, laptop: await startStudentSession(db(), id), phone: await startStudentSession(db(), id) };
  }

  /** Every picture is used exactly when an annotation has it, and each has its stored file and bytes. */
  async function expectConsistent(userId: number) {
    const annotations = await db().selectFrom('noteAnnotations').selectAll().where('userId', '=', userId).execute();
    const pictures = await db()
      .selectFrom('noteAnnotationImages')
      .leftJoin('storedFiles', 'storedFiles.id', 'noteAnnotationImages.fileId')
      .select(['noteAnnotationImages.id', 'noteAnnotationImages.unusedSince', 'storedFiles.storageKey'])
      .where('noteAnnotationImages.userId', '=', userId)
      .execute();
    expect(annotations.length).toBeLessThanOrEqual(ANNOTATIONS_PER_NOTE_MAX);
    expect(pictures.length).toBeLessThanOrEqual(ANNOTATION_IMAGES_PER_NOTE_MAX);
    const storage = createFileStorage(testApp.config);
    for (const picture of pictures) {
      const used = annotations.some((annotation) => annotation.imageId === picture.id);
      expect(picture.unusedSince === null, `picture ${picture.id}`).toBe(used);
      expect(picture.storageKey).not.toBeNull();
      expect(await storage.size(picture.storageKey!)).toBe(TINY_PNG.byteLength);
    }
    for (const annotation of annotations)
      if (annotation.kind === 'stamp') expect(pictures.map((picture) => picture.id)).toContain(annotation.imageId);
    return { annotations, pictures };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const note = await db()
      .selectFrom('notes')
      .innerJoin('modules', 'modules.id', 'notes.moduleId')
      .select('notes.id')
      .where('modules.isFreePreview', '=', 1)
      .orderBy('notes.id')
      .executeTakeFirstOrThrow();
    noteId = note.id;
    await db().updateTable('notes').set({ textStatus: 'extracted', pageCount: 3 }).where('id', '=', noteId).execute();
  });
  afterAll(() => testApp.close());

  it('writes, deletes, clears a page and undoes a delete at once, leaving every picture in step', async () => {
    const { id, laptop, phone } = await newStudent();
    const [kept, cleared, undone] = [
      (await upload(laptop)).json().imageId as number,
      (await upload(laptop)).json().imageId as number,
      (await upload(phone)).json().imageId as number,
    ];
    expect((await call('PUT', annotationUrl('page2-stamp'), laptop, stamp(cleared, 2))).statusCode).toBe(200);
    expect((await call('PUT', annotationUrl('page2-ink'), laptop, ink(2))).statusCode).toBe(200);
    expect((await call('PUT', annotationUrl('undone-stamp'), phone, stamp(undone, 3))).statusCode).toBe(200);
    expect((await call('PUT', annotationUrl('deleted-ink'), phone, ink(3))).statusCode).toBe(200);
    expect((await call('DELETE', annotationUrl('undone-stamp'), phone)).statusCode).toBe(204);

    const replies = await Promise.all([
      call('PUT', annotationUrl('new-ink-1'), laptop, ink(1)),
      call('PUT', annotationUrl('new-stamp-1'), laptop, stamp(kept, 1)),
      call('DELETE', `/api/notes/${noteId}/annotations?page=2`, phone),
      call('PUT', annotationUrl('undone-stamp'), laptop, stamp(undone, 3)),
      call('DELETE', annotationUrl('deleted-ink'), phone),
      call('PUT', annotationUrl('new-stamp-2'), phone, stamp(kept, 1)),
      call('PUT', annotationUrl('new-ink-2'), phone, ink(1)),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 204, 200, 204, 200, 200]);

    const { annotations, pictures } = await expectConsistent(id);
    expect(annotations.map((annotation) => annotation.annotationId).sort()).toEqual(
      ['new-ink-1', 'new-ink-2', 'new-stamp-1', 'new-stamp-2', 'undone-stamp'].sort(),
    );
    expect(pictures.find((picture) => picture.id === cleared)?.unusedSince).not.toBeNull();
    expect(
      pictures
        .filter((picture) => picture.unusedSince === null)
        .map((picture) => picture.id)
        .sort(),
    ).toEqual([kept, undone].sort());
  });

  it('holds the annotation limit when both devices put the last stamps back at once with a kept picture', async () => {
    const { id, laptop, phone } = await newStudent();
    const imageId = (await upload(laptop)).json().imageId as number;
    expect((await call('PUT', annotationUrl('race-0000'), laptop, stamp(imageId, 2))).statusCode).toBe(200);
    expect((await call('DELETE', annotationUrl('race-0000'), phone)).statusCode).toBe(204);
    const now = Date.now();
    const note = await db().selectFrom('notes').select('fileId').where('id', '=', noteId).executeTakeFirstOrThrow();
    await db()
      .insertInto('noteAnnotations')
      .values(
        Array.from({ length: ANNOTATIONS_PER_NOTE_MAX - 2 }, (_, index) => ({
          userId: id,
          noteId,
          annotationId: `bulk-${String(index).padStart(4, '0')}`,
          fileId: note.fileId,
          page: 1,
          kind: 'ink' as const,
          editor: '{}',
          imageId: null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();

    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call('PUT', annotationUrl(`race-000${index}`), index % 2 === 0 ? laptop : phone, stamp(imageId, 2)),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 422, 422, 422, 422]);
    for (const refused of replies.filter((reply) => reply.statusCode === 422))
      expect(refused.json().error.message).toContain(`at most ${ANNOTATIONS_PER_NOTE_MAX} annotations`);
    const { annotations, pictures } = await expectConsistent(id);
    expect(annotations).toHaveLength(ANNOTATIONS_PER_NOTE_MAX);
    expect(pictures).toMatchObject([{ id: imageId, unusedSince: null }]);
  });

  it('takes one of two pictures uploaded at once when one place is left, counting a picture kept for undo', async () => {
    const { id, laptop, phone } = await newStudent();
    const first = (await upload(laptop)).json().imageId as number;
    for (let index = 1; index < ANNOTATION_IMAGES_PER_NOTE_MAX - 1; index += 1)
      expect((await upload(index % 2 === 0 ? laptop : phone)).statusCode).toBe(201);
    // A stamp placed and deleted: its picture is kept for undo and holds its place under the limit.
    expect((await call('PUT', annotationUrl('kept-stamp'), laptop, stamp(first, 1))).statusCode).toBe(200);
    expect((await call('DELETE', annotationUrl('kept-stamp'), phone)).statusCode).toBe(204);
    const annotationFiles = () =>
      db().selectFrom('storedFiles').select('storageKey').where('storageKey', 'like', 'annotations/%').execute();
    const filesBefore = (await annotationFiles()).length;

    const replies = await Promise.all([upload(laptop), upload(phone)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 422]);
    const { pictures } = await expectConsistent(id);
    expect(pictures).toHaveLength(ANNOTATION_IMAGES_PER_NOTE_MAX);
    expect((await annotationFiles()).length).toBe(filesBefore + 1);
    // The refused upload's bytes were taken back out of storage.
    const onDisk = await readdir(path.join(testApp.config.dataDir, 'files', 'annotations'));
    expect(onDisk).toHaveLength((await annotationFiles()).length);
  });
});
