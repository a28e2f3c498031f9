/**
 * The console's catalogue on this engine: who may do what (admins: papers and prices;
 * teachers: modules and material), field-level validation, audit rows for every write,
 * drafts hidden from students on every student route, archiving that keeps enrolled students'
 * access, and uploads whose type is read from their bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminModuleDetails, TAdminPaper } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { bearer, insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff, TINY_PDF, TINY_PNG, tinyWav, uploadForm, WINDOWS_PROGRAM } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the staff console: papers, modules and material', () => {
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let teacher: { id: number; token: string };
  let student: { id: number; token: string };

  const call = callerOf(() => testApp.app);

  const newPaper = {
    type: 'Minor',
    title: 'Kerala History',
    language: 'English',
    description: 'From the Sangam age to 1956.',
    pricePaise: 24900,
    listPricePaise: 49900,
  };

  async function createPaper(overrides: Partial<typeof newPaper> = {}): Promise<TAdminPaper> {
    const response = await call('POST', '/api/admin/papers', admin.token, { ...newPaper, ...overrides });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function addModule(paperId: number, title: string, token = teacher.token) {
    const response = await call('POST', `/api/admin/papers/${paperId}/modules`, token, {
      title,
      description: '',
      duration: '1 hr',
      isFreePreview: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }

  const storedFileCount = async () =>
    Number(
      (
        await testApp.database.db
          .selectFrom('storedFiles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Every file in storage, so a refused upload is seen to leave nothing behind. */
  function filesOnDisk(): string[] {
    const root = path.join(testApp.config.dataDir, 'files');
    if (!fs.existsSync(root)) return [];
    return fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.includes('.'))
      .sort();
  }

  beforeAll(async () => {
    testApp = await createTestApp({ env: { UPLOAD_NOTE_MAX_MB: '1' } });
    const db = testApp.database.db;
    admin = await insertStaff(db, 'admin');
    teacher = await insertStaff(db, 'teacher');
    const { id } = await insertStudent(db, { name: 'Student S' });
    student = { id, token: await startStudentSession(db, id) };
  });
  afterAll(() => testApp.close());

  it('lets an admin create a paper as a draft that no student route shows', async () => {
    const paper = await createPaper();
    expect(paper).toMatchObject({ ...newPaper, status: 'draft', moduleCount: 0, enrolledCount: 0 });
    const moduleId = await addModule(paper.id, 'The Sangam age');

    const list = await call('GET', '/api/papers?type=Minor', student.token);
    expect(list.json().papers.map((entry: { id: number }) => entry.id)).not.toContain(paper.id);
    for (const url of [`/api/papers/${paper.id}`, `/api/papers/${paper.id}/modules`]) {
      expect((await call('GET', url, null)).statusCode, `${url} logged out`).toBe(404);
    }
    for (const url of [
      `/api/papers/${paper.id}`,
      `/api/papers/${paper.id}/modules`,
      `/api/modules/${moduleId}`,
      `/api/modules/${moduleId}/notes`,
      `/api/modules/${moduleId}/videos`,
      `/api/modules/${moduleId}/tests`,
    ]) {
      expect((await call('GET', url, student.token)).statusCode, `${url} as a student`).toBe(404);
    }
    expect((await call('POST', '/api/saved', student.token, { category: 'paper', id: paper.id })).statusCode).toBe(404);

    const published = await call('PATCH', `/api/admin/papers/${paper.id}`, admin.token, { status: 'published' });
    expect(published.json().status).toBe('published');
    const after = await call('GET', '/api/papers?type=Minor', null);
    expect(after.json().papers.map((entry: { id: number }) => entry.id)).toContain(paper.id);
    expect((await call('GET', `/api/papers/${paper.id}/modules`, null)).json().modules).toHaveLength(1);
  });

  it('keeps papers and prices for admins: a teacher gets 403, and cannot price a module', async () => {
    const paper = await createPaper({ title: 'Teacher cannot touch' });
    expect((await call('POST', '/api/admin/papers', teacher.token, newPaper)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/admin/papers/${paper.id}`, teacher.token, { pricePaise: 100 })).statusCode).toBe(
      403,
    );
    const priced = await call('POST', `/api/admin/papers/${paper.id}/modules`, teacher.token, {
      title: 'Priced',
      description: '',
      duration: null,
      isFreePreview: false,
      pricePaise: 6900,
    });
    expect(priced.statusCode).toBe(403);
    expect(priced.json().error.message).toBe('Only an admin can set prices.');

    const moduleId = await addModule(paper.id, 'Unpriced');
    expect(
      (await call('PATCH', `/api/admin/modules/${moduleId}`, teacher.token, { listPricePaise: 13900 })).statusCode,
    ).toBe(403);
    const byAdmin = await call('PATCH', `/api/admin/modules/${moduleId}`, admin.token, {
      pricePaise: 6900,
      listPricePaise: 13900,
    });
    expect(byAdmin.json()).toMatchObject({ pricePaise: 6900, listPricePaise: 13900 });
  });

  it('keeps the free preview for admins: a teacher cannot make a paid module free, nor add a free one', async () => {
    const paper = await createPaper({ title: 'Free preview is priced' });
    const moduleId = await addModule(paper.id, 'Paid module');
    const auditRows = async () =>
      (
        await call('GET', `/api/admin/audit-log?entityType=module&entityId=${moduleId}&pageSize=100`, admin.token)
      ).json().total;
    const rowsBefore = await auditRows();

    const madeFree = await call('PATCH', `/api/admin/modules/${moduleId}`, teacher.token, {
      title: 'Now free',
      isFreePreview: true,
    });
    expect(madeFree.statusCode).toBe(403);
    expect(madeFree.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only an admin can decide whether a module is a free preview.' },
    });
    const unchanged = (await call('GET', `/api/admin/modules/${moduleId}`, admin.token)).json().module;
    expect(unchanged).toMatchObject({ title: 'Paid module', isFreePreview: false });
    expect(await auditRows()).toBe(rowsBefore);

    const addedFree = await call('POST', `/api/admin/papers/${paper.id}/modules`, teacher.token, {
      title: 'Free from the start',
      description: '',
      duration: null,
      isFreePreview: true,
    });
    expect(addedFree.statusCode).toBe(403);
    expect(addedFree.json().error.message).toBe('Only an admin can decide whether a module is a free preview.');
    const titles = (await call('GET', `/api/admin/papers/${paper.id}`, admin.token))
      .json()
      .modules.map((module: { title: string }) => module.title);
    expect(titles).toEqual(['Paid module']);

    // The flag sent as it already is (the console's form sends every field) is no change.
    const edited = await call('PATCH', `/api/admin/modules/${moduleId}`, teacher.token, {
      title: 'Renamed',
      isFreePreview: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Renamed', isFreePreview: false });

    const byAdmin = await call('PATCH', `/api/admin/modules/${moduleId}`, admin.token, { isFreePreview: true });
    expect(byAdmin.json()).toMatchObject({ isFreePreview: true });
    const takenBack = await call('PATCH', `/api/admin/modules/${moduleId}`, teacher.token, { isFreePreview: false });
    expect(takenBack.statusCode).toBe(403);
  });

  it('answers a bad form with a message beside each field, and writes nothing', async () => {
    const before = await call('GET', '/api/admin/papers?pageSize=100', admin.token);
    const response = await call('POST', '/api/admin/papers', admin.token, {
      ...newPaper,
      title: '   ',
      pricePaise: -5,
      type: 'Elective',
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(Object.keys(fields).sort()).toEqual(['pricePaise', 'title', 'type']);
    expect(fields.title).toBe('Title is required');

    const listBelowPrice = await call('POST', '/api/admin/papers', admin.token, { ...newPaper, listPricePaise: 100 });
    expect(listBelowPrice.statusCode).toBe(400);
    expect(Object.keys(listBelowPrice.json().error.fields)).toEqual(['listPricePaise']);
    const after = await call('GET', '/api/admin/papers?pageSize=100', admin.token);
    expect(after.json().total).toBe(before.json().total);
  });

  it('records every write in the audit log with who, what, before and after', async () => {
    const paper = await createPaper({ title: 'Audited paper' });
    await call('PATCH', `/api/admin/papers/${paper.id}`, admin.token, { title: 'Audited paper, renamed' });
    const log = await call('GET', `/api/admin/audit-log?entityType=paper&entityId=${paper.id}`, admin.token);
    expect(log.statusCode).toBe(200);
    const entries = log.json().items as { action: string; actorUserId: number; before: unknown; after: unknown }[];
    expect(entries.map((entry) => entry.action)).toEqual(['paper.update', 'paper.create']);
    expect(entries[0]).toMatchObject({
      actorUserId: admin.id,
      actorName: 'A admin',
      before: { title: 'Audited paper' },
      after: { title: 'Audited paper, renamed' },
    });
    expect((await call('GET', '/api/admin/audit-log', teacher.token)).statusCode).toBe(403);
    const byTeacher = await call('GET', `/api/admin/audit-log?actorId=${teacher.id}&pageSize=100`, admin.token);
    expect(byTeacher.json().items.every((entry: { actorUserId: number }) => entry.actorUserId === teacher.id)).toBe(
      true,
    );
  });

  it('pages, sorts and searches papers on the server', async () => {
    for (const title of ['Zoology Basics', 'Algebra Basics', 'Botany Basics']) await createPaper({ title });
    const page = await call('GET', '/api/admin/papers?q=basics&sort=title&pageSize=10', admin.token);
    expect(page.json().items.map((paper: TAdminPaper) => paper.title)).toEqual([
      'Algebra Basics',
      'Botany Basics',
      'Zoology Basics',
    ]);
    const second = await call(
      'GET',
      '/api/admin/papers?q=basics&sort=title&order=desc&pageSize=10&page=2',
      admin.token,
    );
    expect(second.json()).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await call('GET', '/api/admin/papers?pageSize=7', admin.token)).statusCode).toBe(400);
  });

  it('archives a paper with enrolled students only when confirmed, and they keep it', async () => {
    const paper = await createPaper({ title: 'Archived with students' });
    await call('PATCH', `/api/admin/papers/${paper.id}`, admin.token, { status: 'published' });
    await addModule(paper.id, 'Kept');
    const grant = await call('POST', `/api/admin/users/${student.id}/enrollments`, admin.token, { paperId: paper.id });
    expect(grant.statusCode, grant.body).toBe(201);

    const unconfirmed = await call('PATCH', `/api/admin/papers/${paper.id}`, admin.token, { status: 'archived' });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error.message).toContain('1 student is enrolled');
    const confirmed = await call('PATCH', `/api/admin/papers/${paper.id}`, admin.token, {
      status: 'archived',
      confirmArchive: true,
    });
    expect(confirmed.json().status).toBe('archived');

    expect((await call('GET', `/api/papers/${paper.id}`, student.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/papers/${paper.id}/modules`, student.token)).json().modules[0].canOpen).toBe(true);
    const enrolled = await call('GET', '/api/enrollments', student.token);
    expect(enrolled.json().papers.map((entry: { id: number }) => entry.id)).toContain(paper.id);
    expect((await call('GET', `/api/papers/${paper.id}`, null)).statusCode).toBe(404);
    const catalogue = await call('GET', '/api/papers?type=Minor', student.token);
    expect(catalogue.json().papers.map((entry: { id: number }) => entry.id)).not.toContain(paper.id);
  });

  it('takes a PDF note and an audio class that an enrolled student then opens', async () => {
    const paper = await createPaper({ title: 'With material' });
    await call('PATCH', `/api/admin/papers/${paper.id}`, admin.token, { status: 'published' });
    const moduleId = await addModule(paper.id, 'Material');
    const note = await call(
      'POST',
      `/api/admin/modules/${moduleId}/notes`,
      teacher.token,
      uploadForm(TINY_PDF, 'Week 1 notes.pdf', { title: 'Week 1', description: 'The notes' }),
    );
    expect(note.statusCode, note.body).toBe(201);
    const audio = await call(
      'POST',
      `/api/admin/modules/${moduleId}/audio`,
      teacher.token,
      uploadForm(tinyWav(), 'lecture.wav', { title: 'Lecture 1' }),
    );
    expect(audio.statusCode, audio.body).toBe(201);
    const details = audio.json() as TAdminModuleDetails;
    expect(details.notes[0]).toMatchObject({ title: 'Week 1', fileName: 'Week_1_notes.pdf', isArchived: false });
    expect(details.audio[0]).toMatchObject({ title: 'Lecture 1', sizeBytes: tinyWav().length });

    // Not enrolled: listed without a file address, and the file itself is refused.
    const locked = await call('GET', `/api/modules/${moduleId}/notes`, student.token);
    expect(locked.json().notes[0].fileUrl).toBeNull();
    expect((await call('GET', `/api/notes/${details.notes[0]!.id}/file`, student.token)).statusCode).toBe(403);

    await call('POST', `/api/admin/users/${student.id}/enrollments`, admin.token, { paperId: paper.id, moduleId });
    const noteUrl = (await call('GET', `/api/modules/${moduleId}/notes`, student.token)).json().notes[0].fileUrl;
    const file = await call('GET', noteUrl, student.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(file.rawPayload)).toEqual(Buffer.from(TINY_PDF));
    const audioUrl = (await call('GET', `/api/modules/${moduleId}/audio`, student.token)).json().audio[0].fileUrl;
    const range = await testApp.app.inject({
      method: 'GET',
      url: audioUrl,
      headers: { ...bearer(student.token), range: 'bytes=0-11' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('audio/wav');
    expect(range.rawPayload.toString('latin1')).toBe(
      'RIFF' + range.rawPayload.subarray(4, 8).toString('latin1') + 'WAVE',
    );
  });

  it('refuses a renamed program, a folder-walking name and an oversized file, storing nothing', async () => {
    const paper = await createPaper({ title: 'Refusals' });
    const moduleId = await addModule(paper.id, 'Refusals');
    const countBefore = await storedFileCount();
    const filesBefore = filesOnDisk();

    const program = await call(
      'POST',
      `/api/admin/modules/${moduleId}/notes`,
      teacher.token,
      uploadForm(WINDOWS_PROGRAM, 'notes.pdf', { title: 'Sneaky' }),
    );
    expect(program.statusCode).toBe(415);
    expect(program.json().error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { file: 'This file is not a PDF.' },
    });

    const walking = await call(
      'POST',
      `/api/admin/modules/${moduleId}/notes`,
      teacher.token,
      uploadForm(TINY_PDF, '../../x.pdf', { title: 'Walking' }),
    );
    expect(walking.statusCode).toBe(400);
    expect(walking.json().error.fields.file).toBe('The file name must be a plain name, without folders.');

    const oversized = new Uint8Array(1024 * 1024 + 10);
    oversized.set(TINY_PDF);
    const tooLarge = await call(
      'POST',
      `/api/admin/modules/${moduleId}/notes`,
      teacher.token,
      uploadForm(oversized, 'big.pdf', { title: 'Big' }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.fields.file).toBe('The file is larger than 1 MB.');

    const noTitle = await call(
      'POST',
      `/api/admin/modules/${moduleId}/notes`,
      teacher.token,
      uploadForm(TINY_PDF, 'a.pdf'),
    );
    expect(noTitle.statusCode).toBe(400);
    expect(Object.keys(noTitle.json().error.fields)).toEqual(['title']);

    const picture = await call(
      'POST',
      `/api/admin/papers/${paper.id}/image`,
      admin.token,
      uploadForm(TINY_PDF, 'x.png'),
    );
    expect(picture.statusCode).toBe(415);

    expect(await storedFileCount()).toBe(countBefore);
    expect(filesOnDisk()).toEqual(filesBefore);
    const details = (await call('GET', `/api/admin/modules/${moduleId}`, teacher.token)).json() as TAdminModuleDetails;
    expect(details.notes).toEqual([]);
  });

  it('replaces a file keeping the old one until the new one is stored, then removes it', async () => {
    const paper = await createPaper({ title: 'Replacing' });
    const moduleId = await addModule(paper.id, 'Replacing');
    const created = (
      await call(
        'POST',
        `/api/admin/modules/${moduleId}/notes`,
        teacher.token,
        uploadForm(TINY_PDF, 'first.pdf', { title: 'Notes' }),
      )
    ).json() as TAdminModuleDetails;
    const noteId = created.notes[0]!.id;
    const filesWithFirst = filesOnDisk();

    const refused = await call('POST', `/api/admin/notes/${noteId}/file`, teacher.token, uploadForm(TINY_PNG, 'x.pdf'));
    expect(refused.statusCode).toBe(415);
    expect(filesOnDisk()).toEqual(filesWithFirst);

    const second = new TextEncoder().encode('%PDF-1.7\nthe second edition\n%%EOF\n');
    const replaced = await call(
      'POST',
      `/api/admin/notes/${noteId}/file`,
      teacher.token,
      uploadForm(second, 'second.pdf'),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().notes[0]).toMatchObject({ id: noteId, fileName: 'second.pdf', sizeBytes: second.length });
    expect(filesOnDisk()).toHaveLength(filesWithFirst.length);
    expect(filesOnDisk()).not.toEqual(filesWithFirst);
  });

  it('adds video classes by YouTube link, reorders and archives material and modules', async () => {
    const paper = await createPaper({ title: 'Videos and order' });
    await call('PATCH', `/api/admin/papers/${paper.id}`, admin.token, { status: 'published' });
    const first = await addModule(paper.id, 'First');
    const second = await addModule(paper.id, 'Second');
    await call('PATCH', `/api/admin/modules/${first}`, teacher.token, { isFreePreview: true });

    const bad = await call('POST', `/api/admin/modules/${first}/videos`, teacher.token, {
      title: 'Bad link',
      link: 'https://example.com/watch?v=dQw4w9WgXcQ',
      instructor: 'Dr. Rao',
      duration: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.link).toBe('Paste a YouTube link (or an 11-character video id)');
    for (const [title, link] of [
      ['Lecture A', 'https://youtu.be/dQw4w9WgXcQ'],
      ['Lecture B', 'https://www.youtube.com/watch?v=9bZkp7q19f0'],
    ]) {
      const added = await call('POST', `/api/admin/modules/${first}/videos`, teacher.token, {
        title,
        link,
        instructor: 'Dr. Rao',
        duration: '12 min',
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const details = (await call('GET', `/api/admin/modules/${first}`, teacher.token)).json() as TAdminModuleDetails;
    const [a, b] = details.videos;
    expect(a).toMatchObject({ title: 'Lecture A', youtubeId: 'dQw4w9WgXcQ' });

    await call('PUT', `/api/admin/modules/${first}/order`, teacher.token, { videoIds: [b!.id, a!.id] });
    const students = (await call('GET', `/api/modules/${first}/videos`, student.token)).json().videos;
    expect(students.map((video: { title: string }) => video.title)).toEqual(['Lecture B', 'Lecture A']);
    const partial = await call('PUT', `/api/admin/modules/${first}/order`, teacher.token, { videoIds: [a!.id] });
    expect(partial.statusCode).toBe(400);

    await call('PATCH', `/api/admin/videos/${b!.id}`, teacher.token, { isArchived: true });
    const afterArchive = (await call('GET', `/api/modules/${first}/videos`, student.token)).json().videos;
    expect(afterArchive.map((video: { title: string }) => video.title)).toEqual(['Lecture A']);
    expect((await call('GET', `/api/videos/${b!.id}`, student.token)).statusCode).toBe(404);

    const reordered = await call('PUT', `/api/admin/papers/${paper.id}/modules/order`, teacher.token, {
      moduleIds: [second, first],
    });
    expect(
      reordered.json().modules.map((module: { id: number; number: number }) => [module.id, module.number]),
    ).toEqual([
      [second, 1],
      [first, 2],
    ]);
    await call('PATCH', `/api/admin/modules/${second}`, teacher.token, { isArchived: true });
    const studentModules = (await call('GET', `/api/papers/${paper.id}/modules`, null)).json().modules;
    expect(studentModules.map((module: { id: number }) => module.id)).toEqual([first]);
    expect((await call('GET', `/api/papers/${paper.id}`, null)).json().moduleCount).toBe(1);
    expect((await call('GET', `/api/modules/${second}`, student.token)).statusCode).toBe(404);
  });

  it('serves an uploaded picture at its unguessable address, cached for a year', async () => {
    const paper = await createPaper({ title: 'Pictured' });
    const pictured = await call(
      'POST',
      `/api/admin/papers/${paper.id}/image`,
      admin.token,
      uploadForm(TINY_PNG, 'c.png'),
    );
    expect(pictured.statusCode, pictured.body).toBe(200);
    const imageUrl = pictured.json().imageUrl as string;
    expect(imageUrl).toMatch(/^\/api\/pictures\/[0-9a-f-]{36}\.png$/);
    const picture = await call('GET', imageUrl, null);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(picture.rawPayload)).toEqual(Buffer.from(TINY_PNG));
    // Only pictures are served there: a note's key is not a picture's.
    expect((await call('GET', '/api/pictures/..%2Fnotes%2Fx.pdf', null)).statusCode).toBe(404);
  });
});
