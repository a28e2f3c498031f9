// A student's own records of a note through the API: reading (resume on another device, pages
// seen, honest progress), bookmarks, annotations and their pictures, a file staff replaced, and
// who may call at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOTATION_EDITOR_MAX_BYTES,
  ANNOTATION_IMAGES_PER_NOTE_MAX,
  ANNOTATIONS_PER_NOTE_MAX,
  NOTE_BOOKMARKS_MAX,
} from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { bearer, insertStudent } from '../../test/accounts.js';
import { insertStaff, TINY_PDF, TINY_PNG, uploadForm, type TMethod } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('a student’s records of a note', () => {
  let testApp: TestApp;
  let studentId: number;
  let laptop: string;
  let phone: string;
  let other: string;
  let teacher: string;
  let moduleId: number;
  let notes: number[];
  let lockedNoteId: number;

  const call = (method: TMethod, url: string, token: string | null, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const db = () => testApp.database.db;
  const report = (token: string, noteId: number, page: number, pageCount: number, pagesSeen: number[]) =>
    call('PUT', `/api/notes/${noteId}/reading`, token, { page, pageCount, pagesSeen });
  const ink = (page: number, extra: Record<string, unknown> = {}) => ({
    page,
    kind: 'ink',
    editor: { annotationType: 15, paths: [[1, 2, 3, 4]], ...extra },
    imageId: null,
  });
  const rowsOf = (table: 'noteAnnotations' | 'noteAnnotationImages' | 'noteBookmarks', userId: number) =>
    db().selectFrom(table).selectAll().where('userId', '=', userId).execute();

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const now = Date.now();
    studentId = (await insertStudent(db())).id;
    laptop = await startStudentSession(db(), studentId, now);
    phone = await startStudentSession(db(), studentId, now);
    other = await startStudentSession(db(), (await insertStudent(db())).id, now);
    teacher = (await insertStaff(db(), 'teacher', now)).token;
    // A free-preview module: open to every student, so only ownership stands between two of them.
    const preview = await db()
      .selectFrom('modules')
      .select('id')
      .where('isFreePreview', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    moduleId = preview.id;
    // A second note, so "every page of every note" means more than one.
    const added = await call(
      'POST',
      `/api/admin/modules/${moduleId}/notes`,
      teacher,
      uploadForm(TINY_PDF, 'second.pdf', { title: 'Second note', description: '' }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const listed = (await call('GET', `/api/modules/${moduleId}/notes`, laptop)).json().notes as { id: number }[];
    notes = listed.map((note) => note.id);
    expect(notes.length).toBeGreaterThan(0);
    // The first note's pages were counted by the server's text reader; the others' are not yet.
    await db()
      .updateTable('notes')
      .set({ textStatus: 'extracted', pageCount: 3 })
      .where('id', '=', notes[0]!)
      .execute();
    const locked = await db()
      .selectFrom('notes')
      .innerJoin('modules', 'modules.id', 'notes.moduleId')
      .select('notes.id')
      .where('modules.isFreePreview', '=', 0)
      .orderBy('notes.id')
      .executeTakeFirstOrThrow();
    lockedNoteId = locked.id;
  });
  afterAll(() => testApp.close());

  it('resumes on another device where the student stopped, merging the pages seen', async () => {
    const noteId = notes[0]!;
    const first = await call('GET', `/api/notes/${noteId}/reading`, laptop);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      noteId,
      lastPage: null,
      pagesSeen: [],
      pageCount: 3,
      bookmarks: [],
      moduleProgress: 0,
    });
    expect((await report(laptop, noteId, 2, 3, [1])).json()).toMatchObject({ lastPage: 2, pagesSeen: [1, 2] });
    const resumed = (await call('GET', `/api/notes/${noteId}/reading`, phone)).json();
    expect(resumed).toMatchObject({ lastPage: 2, pagesSeen: [1, 2], pageCount: 3 });
    // The other student's reading is their own.
    expect((await call('GET', `/api/notes/${noteId}/reading`, other)).json()).toMatchObject({
      lastPage: null,
      pagesSeen: [],
    });
  });

  it('refuses pages past the end with 422 and writes nothing', async () => {
    const noteId = notes[0]!;
    // The server counted 3 pages: its count wins over the viewer's.
    for (const refused of [
      await report(laptop, noteId, 4, 10, []),
      await report(laptop, noteId, 1, 3, [1, 5]),
      await call('PUT', `/api/notes/${noteId}/bookmarks/4`, laptop),
    ]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe('UNPROCESSABLE');
      expect(refused.json().error.message).toMatch(/past the end of this note, which has 3 pages/);
    }
    const malayalam = await testApp.app.inject({
      method: 'PUT',
      url: `/api/notes/${noteId}/bookmarks/4`,
      headers: { ...bearer(laptop), 'accept-language': 'ml-IN' },
    });
    expect(malayalam.statusCode).toBe(422);
    expect(malayalam.json().error.message).toBe('പേജ് 4 ഈ നോട്ടിന്റെ അവസാനത്തിനപ്പുറമാണ്; ഇതിൽ 3 പേജുകളേ ഉള്ളൂ.');
    expect((await call('GET', `/api/notes/${noteId}/reading`, laptop)).json()).toMatchObject({
      lastPage: 2,
      pagesSeen: [1, 2],
      bookmarks: [],
    });
    expect((await report(laptop, noteId, 0, 3, [])).statusCode).toBe(400);
  });

  it('completes the module’s notes only when every page of every note is seen, never by a click', async () => {
    const click = await call('POST', `/api/modules/${moduleId}/progress`, laptop, { kind: 'note' });
    expect(click.statusCode).toBe(422);
    expect(click.json().error.message).toMatch(/every page of it has been seen in the note viewer/);
    const audio = await call('POST', `/api/modules/${moduleId}/progress`, laptop, { kind: 'audio' });
    expect(audio.statusCode).toBe(200);
    const withAudio = audio.json().progress as number;

    const [counted, ...rest] = notes;
    expect(rest.length).toBeGreaterThan(0);
    expect((await report(laptop, counted!, 3, 3, [3])).json()).toMatchObject({
      pagesSeen: [1, 2, 3],
      moduleProgress: withAudio,
    });
    for (const [index, noteId] of rest.entries()) {
      // Every page but the last: not read yet.
      const partly = await report(phone, noteId, 1, 2, [1]);
      expect(partly.json()).toMatchObject({ pageCount: 2, moduleProgress: withAudio });
      const whole = await report(laptop, noteId, 2, 2, [2]);
      if (index < rest.length - 1) expect(whole.json().moduleProgress).toBe(withAudio);
      else expect(whole.json().moduleProgress).toBeGreaterThan(withAudio);
    }
    const done = (await call('GET', `/api/modules/${moduleId}`, laptop)).json().progress as number;
    expect(done).toBeGreaterThan(withAudio);
    expect((await call('GET', `/api/notes/${counted}/reading`, phone)).json().moduleProgress).toBe(done);
    expect((await call('GET', `/api/modules/${moduleId}`, other)).json().progress).toBe(0);
  });

  it('keeps bookmarks once each, removes them, and holds the limit', async () => {
    const noteId = notes[0]!;
    for (let i = 0; i < 2; i += 1)
      expect((await call('PUT', `/api/notes/${noteId}/bookmarks/2`, laptop)).statusCode).toBe(200);
    const reading = (await call('PUT', `/api/notes/${noteId}/bookmarks/1`, phone)).json();
    expect(reading.bookmarks.map((bookmark: { page: number }) => bookmark.page)).toEqual([1, 2]);
    expect(Date.parse(reading.bookmarks[0].createdAt)).not.toBeNaN();
    expect((await call('DELETE', `/api/notes/${noteId}/bookmarks/1`, laptop)).json().bookmarks).toHaveLength(1);
    expect((await call('DELETE', `/api/notes/${noteId}/bookmarks/1`, laptop)).statusCode).toBe(200);
    expect((await call('GET', `/api/notes/${noteId}/reading`, other)).json().bookmarks).toEqual([]);

    // A note whose page count nobody knows yet takes bookmarks up to the limit.
    const fresh = (await insertStudent(db())).id;
    const student = await startStudentSession(db(), fresh, Date.now());
    const unknown = notes[notes.length - 1]!;
    await db()
      .insertInto('noteBookmarks')
      .values(
        Array.from({ length: NOTE_BOOKMARKS_MAX }, (_, index) => ({
          userId: fresh,
          noteId: unknown,
          page: index + 1,
          createdAt: Date.now(),
        })),
      )
      .execute();
    const over = await call('PUT', `/api/notes/${unknown}/bookmarks/${NOTE_BOOKMARKS_MAX + 1}`, student);
    expect(over.statusCode).toBe(422);
    expect(over.json().error.message).toContain(`at most ${NOTE_BOOKMARKS_MAX} bookmarks`);
    expect((await call('PUT', `/api/notes/${unknown}/bookmarks/1`, student)).statusCode).toBe(200);
  });

  it('creates, replaces, deletes and clears annotations; a replayed delete is harmless', async () => {
    const noteId = notes[0]!;
    const url = (id: string) => `/api/notes/${noteId}/annotations/${id}`;
    const created = await call('PUT', url('ink-00000001'), laptop, ink(1));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ id: 'ink-00000001', page: 1, kind: 'ink', imageId: null });
    expect((await call('PUT', url('ink-00000001'), phone, ink(2, { thickness: 3 }))).json()).toMatchObject({
      page: 2,
      editor: { thickness: 3 },
    });
    await call('PUT', url('ink-00000002'), laptop, ink(2));
    await call('PUT', url('ink-00000003'), laptop, ink(3));
    const listed = (await call('GET', `/api/notes/${noteId}/annotations`, phone)).json();
    expect(listed.annotations.map((a: { id: string }) => a.id)).toEqual([
      'ink-00000001',
      'ink-00000002',
      'ink-00000003',
    ]);
    expect(listed.removedByReplacement).toBe(0);
    expect((await call('GET', `/api/notes/${noteId}/annotations`, other)).json().annotations).toEqual([]);

    for (let i = 0; i < 2; i += 1) expect((await call('DELETE', url('ink-00000003'), laptop)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/notes/${noteId}/annotations?page=2`, laptop)).statusCode).toBe(204);
    expect((await call('GET', `/api/notes/${noteId}/annotations`, laptop)).json().annotations).toEqual([]);
    await call('PUT', url('ink-00000004'), laptop, ink(1));
    expect((await call('DELETE', `/api/notes/${noteId}/annotations`, laptop)).statusCode).toBe(204);
    expect((await call('GET', `/api/notes/${noteId}/annotations`, laptop)).json().annotations).toEqual([]);
    expect((await call('PUT', url('bad id!'), laptop, ink(1))).statusCode).toBe(400);
  });

  it('holds the annotation limits, writing nothing over them', async () => {
    const noteId = notes[0]!;
    const huge = { ...ink(1), editor: { paths: 'x'.repeat(ANNOTATION_EDITOR_MAX_BYTES) } };
    const tooLarge = await call('PUT', `/api/notes/${noteId}/annotations/huge-0001`, laptop, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toContain('64 KB');
    expect(await rowsOf('noteAnnotations', studentId)).toEqual([]);

    const now = Date.now();
    const note = await db().selectFrom('notes').select('fileId').where('id', '=', noteId).executeTakeFirstOrThrow();
    await db()
      .insertInto('noteAnnotations')
      .values(
        Array.from({ length: ANNOTATIONS_PER_NOTE_MAX }, (_, index) => ({
          userId: studentId,
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
    const over = await call('PUT', `/api/notes/${noteId}/annotations/one-too-many`, laptop, ink(1));
    expect(over.statusCode).toBe(422);
    expect(over.json().error.message).toContain(`at most ${ANNOTATIONS_PER_NOTE_MAX} annotations`);
    // Replacing one of them is still fine.
    expect((await call('PUT', `/api/notes/${noteId}/annotations/bulk-0000`, laptop, ink(2))).statusCode).toBe(200);
    expect(await rowsOf('noteAnnotations', studentId)).toHaveLength(ANNOTATIONS_PER_NOTE_MAX);
    expect((await call('DELETE', `/api/notes/${noteId}/annotations`, laptop)).statusCode).toBe(204);
  });

  it('takes stamp pictures by their bytes, serves them to their owner only, and keeps an unused one for undo', async () => {
    const noteId = notes[0]!;
    const upload = (bytes: Uint8Array, name: string, token = laptop) =>
      call('POST', `/api/notes/${noteId}/annotation-images`, token, uploadForm(bytes, name));
    const renamed = await upload(TINY_PNG, 'stamp.jpg');
    expect(renamed.statusCode, renamed.body).toBe(201);
    const { imageId, url } = renamed.json();
    expect(url).toBe(`/api/annotation-images/${imageId}`);
    for (const [bytes, name] of [
      [TINY_PDF, 'stamp.png'],
      [new TextEncoder().encode('just some text'), 'stamp.png'],
    ] as const) {
      const refused = await upload(bytes, name);
      expect(refused.statusCode).toBe(415);
    }
    const served = await call('GET', url, phone);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const missing = await call('GET', '/api/annotation-images/999999', other);
    const notTheirs = await call('GET', url, other);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual(missing.json());

    const stamp = { page: 1, kind: 'stamp', editor: { annotationType: 13 }, imageId };
    expect(
      (await call('PUT', `/api/notes/${noteId}/annotations/stamp-0001`, laptop, { ...stamp, imageId: null }))
        .statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', `/api/notes/${noteId}/annotations/ink-0001x`, laptop, { ...ink(1), imageId })).statusCode,
    ).toBe(422);
    // B cannot use A's picture.
    expect((await call('PUT', `/api/notes/${noteId}/annotations/stamp-0001`, other, stamp)).statusCode).toBe(422);
    expect((await call('PUT', `/api/notes/${noteId}/annotations/stamp-0001`, laptop, stamp)).statusCode).toBe(200);
    expect((await call('PUT', `/api/notes/${noteId}/annotations/stamp-0002`, laptop, stamp)).statusCode).toBe(200);
    const fileRow = async () =>
      db()
        .selectFrom('noteAnnotationImages')
        .innerJoin('storedFiles', 'storedFiles.id', 'noteAnnotationImages.fileId')
        .select('storedFiles.id')
        .where('noteAnnotationImages.id', '=', imageId)
        .executeTakeFirst();
    expect((await call('DELETE', `/api/notes/${noteId}/annotations/stamp-0001`, laptop)).statusCode).toBe(204);
    expect(await fileRow()).toBeDefined(); // still used by stamp-0002
    expect((await call('DELETE', `/api/notes/${noteId}/annotations?page=1`, laptop)).statusCode).toBe(204);
    // Unused now, but kept a while for undo (annotation-pictures.test.ts); the sweep removes it later.
    expect(await fileRow()).toBeDefined();
    expect((await call('GET', url, laptop)).statusCode).toBe(200);

    // The per-note limit on pictures, which the kept picture counts towards.
    const now = Date.now();
    const spare = await db()
      .insertInto('storedFiles')
      .values({
        storageKey: 'annotations/none.png',
        originalName: 'x.png',
        contentType: 'image/png',
        sizeBytes: 1,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('noteAnnotationImages')
      .values(
        Array.from({ length: ANNOTATION_IMAGES_PER_NOTE_MAX - 1 }, () => ({
          userId: studentId,
          noteId,
          fileId: spare.id,
          createdAt: now,
        })),
      )
      .execute();
    const over = await upload(TINY_PNG, 'one-more.png');
    expect(over.statusCode).toBe(422);
    expect(over.json().error.message).toContain(`at most ${ANNOTATION_IMAGES_PER_NOTE_MAX}`);
    expect(await rowsOf('noteAnnotationImages', studentId)).toHaveLength(ANNOTATION_IMAGES_PER_NOTE_MAX);
    await db().deleteFrom('noteAnnotationImages').where('userId', '=', studentId).execute();
  });

  it('moves records to a file staff replaced: pages seen reset, annotations past the end removed and counted once', async () => {
    const noteId = notes[0]!;
    expect((await report(laptop, noteId, 3, 3, [1, 2, 3])).statusCode).toBe(200);
    for (const page of [1, 3]) await call('PUT', `/api/notes/${noteId}/bookmarks/${page}`, laptop);
    for (const [id, page] of [
      ['keep-0001', 1],
      ['gone-0001', 3],
      ['gone-0002', 3],
    ] as const)
      expect((await call('PUT', `/api/notes/${noteId}/annotations/${id}`, laptop, ink(page))).statusCode).toBe(200);
    const picture = await call(
      'POST',
      `/api/notes/${noteId}/annotation-images`,
      laptop,
      uploadForm(TINY_PNG, 'stamp.png'),
    );
    const { imageId } = picture.json();
    const stampOnPage3 = { page: 3, kind: 'stamp', editor: { annotationType: 13 }, imageId };
    expect((await call('PUT', `/api/notes/${noteId}/annotations/gone-0003`, laptop, stampOnPage3)).statusCode).toBe(
      200,
    );
    const progressBefore = (await call('GET', `/api/modules/${moduleId}`, laptop)).json().progress as number;

    const replaced = await call('POST', `/api/admin/notes/${noteId}/file`, teacher, uploadForm(TINY_PDF, 'new.pdf'));
    expect(replaced.statusCode, replaced.body).toBe(200);
    // Not counted by the server yet: pages seen reset, last page and bookmarks kept until the count is known.
    const before = (await call('GET', `/api/notes/${noteId}/reading`, phone)).json();
    expect(before).toMatchObject({ pagesSeen: [], pageCount: null, lastPage: 3 });
    expect(before.moduleProgress).toBeLessThan(progressBefore);
    const stillAll = (await call('GET', `/api/notes/${noteId}/annotations`, phone)).json();
    expect(stillAll).toMatchObject({ removedByReplacement: 0 });
    expect(stillAll.annotations).toHaveLength(4);

    // The viewer opened the new file: 2 pages.
    const moved = (await call('GET', `/api/notes/${noteId}/annotations?pageCount=2`, phone)).json();
    expect(moved.removedByReplacement).toBe(3);
    expect(moved.annotations.map((a: { id: string }) => a.id)).toEqual(['keep-0001']);
    // The removed stamp's picture is kept a while, unused, like any deleted stamp's.
    const kept = await db()
      .selectFrom('noteAnnotationImages')
      .select('unusedSince')
      .where('id', '=', imageId)
      .executeTakeFirstOrThrow();
    expect(kept.unusedSince).not.toBeNull();
    expect(
      (await call('GET', `/api/notes/${noteId}/annotations?pageCount=2`, laptop)).json().removedByReplacement,
    ).toBe(0);

    const reading = (await report(laptop, noteId, 1, 2, [])).json();
    expect(reading).toMatchObject({ lastPage: 1, pagesSeen: [1], pageCount: 2 });
    // Page 3 is past the new file's end; 1 and 2 (bookmarked earlier) are still in it.
    expect(reading.bookmarks.map((bookmark: { page: number }) => bookmark.page)).toEqual([1, 2]);
    expect((await call('PUT', `/api/notes/${noteId}/bookmarks/3`, laptop)).statusCode).toBe(422);
  });

  it('refuses a note the student may not open, an archived one, and anyone logged out', async () => {
    for (const url of [`/api/notes/${lockedNoteId}/reading`, `/api/notes/${lockedNoteId}/annotations`]) {
      const refused = await call('GET', url, other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('NOT_ENROLLED');
    }
    expect((await report(other, lockedNoteId, 1, 1, [])).statusCode).toBe(403);
    expect((await call('PUT', `/api/notes/${lockedNoteId}/bookmarks/1`, other)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/notes/${lockedNoteId}/annotation-images`, other, uploadForm(TINY_PNG, 'x.png')))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/notes/999999/reading', laptop)).statusCode).toBe(404);

    const noteId = notes[notes.length - 1]!;
    await db().updateTable('notes').set({ archivedAt: Date.now() }).where('id', '=', noteId).execute();
    expect((await call('GET', `/api/notes/${noteId}/reading`, laptop)).statusCode).toBe(404);
    await db().updateTable('notes').set({ archivedAt: null }).where('id', '=', noteId).execute();

    for (const [method, url] of [
      ['GET', `/api/notes/${noteId}/reading`],
      ['PUT', `/api/notes/${noteId}/bookmarks/1`],
      ['GET', `/api/notes/${noteId}/annotations`],
      ['DELETE', `/api/notes/${noteId}/annotations`],
      ['GET', '/api/annotation-images/1'],
    ] as const) {
      const response = await call(method, url, null);
      expect(response.statusCode, url).toBe(401);
    }
  });
});
