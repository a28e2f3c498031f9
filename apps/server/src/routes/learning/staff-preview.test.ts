/**
 * Staff see what they publish (SECURITY-CHECKLIST 16): teachers and admins, who may edit modules,
 * open every module's note files, audio files and videos without an enrollment, a draft paper's
 * too, and reading writes no audit row. A student still gets the paywall and never sees a draft;
 * staff do not take tests as a student.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_EDITOR_ROLES, type TAdminModuleDetails } from '@padanam/contract';
import { STAFF_PREVIEW_ONLY_MESSAGE } from '../../modules/learning/access.service.js';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { listApiRoutes } from '../../test/route-access.js';
import { callerOf, insertStaff, TINY_PDF, tinyWav, uploadForm } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('staff preview of material', () => {
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let teacher: { id: number; token: string };
  let student: { id: number; token: string };
  /** A paid module of a published paper, with a note, an audio class and a video. */
  let paidModuleId: number;
  let paidPaperId: number;
  /** A draft paper's paid module with what a teacher uploaded to it. */
  const draft = { paperId: 0, moduleId: 0, noteId: 0, audioId: 0, videoId: 0 };

  const call = callerOf(() => testApp.app);
  const auditCount = async () =>
    Number(
      (
        await testApp.database.db
          .selectFrom('auditLog')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function materialUrls(moduleId: number, token: string) {
    const noteId = (await call('GET', `/api/modules/${moduleId}/notes`, token)).json().notes[0].id as number;
    const audioId = (await call('GET', `/api/modules/${moduleId}/audio`, token)).json().audio[0].id as number;
    const videoId = (await call('GET', `/api/modules/${moduleId}/videos`, token)).json().videos[0].id as number;
    return [`/api/notes/${noteId}/file`, `/api/audio/${audioId}/file`, `/api/videos/${videoId}`];
  }

  const draftUrls = () => [
    `/api/notes/${draft.noteId}/file`,
    `/api/audio/${draft.audioId}/file`,
    `/api/videos/${draft.videoId}`,
  ];

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const db = testApp.database.db;
    admin = await insertStaff(db, 'admin');
    teacher = await insertStaff(db, 'teacher');
    const { id } = await insertStudent(db, { name: 'Student Without Enrollment' });
    student = { id, token: await startStudentSession(db, id) };

    paidPaperId = (await call('GET', '/api/papers?type=Major', student.token)).json().papers[0].id;
    const modules = (await call('GET', `/api/papers/${paidPaperId}/modules`, student.token)).json().modules as {
      id: number;
      isFreePreview: boolean;
    }[];
    paidModuleId = modules.find((module) => !module.isFreePreview)!.id;

    const paper = await call('POST', '/api/admin/papers', admin.token, {
      type: 'Minor',
      title: 'Unpublished draft',
      language: 'English',
      description: 'Not yet for students.',
      pricePaise: 24900,
      listPricePaise: 49900,
    });
    expect(paper.statusCode, paper.body).toBe(201);
    draft.paperId = paper.json().id;
    const module = await call('POST', `/api/admin/papers/${draft.paperId}/modules`, teacher.token, {
      title: 'Draft module',
      description: '',
      duration: '1 hr',
      isFreePreview: false,
    });
    expect(module.statusCode, module.body).toBe(201);
    draft.moduleId = module.json().id;
    const note = await call(
      'POST',
      `/api/admin/modules/${draft.moduleId}/notes`,
      teacher.token,
      uploadForm(TINY_PDF, 'draft.pdf', { title: 'Draft note', description: '' }),
    );
    expect(note.statusCode, note.body).toBe(201);
    const audio = await call(
      'POST',
      `/api/admin/modules/${draft.moduleId}/audio`,
      teacher.token,
      uploadForm(tinyWav(), 'draft.wav', { title: 'Draft audio', description: '' }),
    );
    const video = await call('POST', `/api/admin/modules/${draft.moduleId}/videos`, teacher.token, {
      title: 'Draft video',
      link: 'https://youtu.be/dQw4w9WgXcQ',
      instructor: 'Dr. Rao',
      duration: null,
    });
    expect(video.statusCode, video.body).toBe(201);
    const details = video.json() as TAdminModuleDetails;
    expect(audio.json().audio).toHaveLength(1);
    draft.noteId = details.notes[0]!.id;
    draft.audioId = details.audio[0]!.id;
    draft.videoId = details.videos[0]!.id;
  });
  afterAll(() => testApp.close());

  it('admits to the preview exactly the roles the module editor admits', () => {
    const editorRoutes = listApiRoutes(testApp.app).filter((route) => route.url.startsWith('/api/admin/modules/'));
    expect(editorRoutes.length).toBeGreaterThan(0);
    for (const route of editorRoutes) expect(route.access, route.url).toEqual({ staff: MODULE_EDITOR_ROLES });
  });

  it('opens a paid module’s note file, audio file and video to a teacher and an admin without an enrollment', async () => {
    for (const staff of [teacher, admin]) {
      for (const url of await materialUrls(paidModuleId, staff.token)) {
        expect((await call('GET', url, staff.token)).statusCode, url).toBe(200);
      }
      const details = (await call('GET', `/api/modules/${paidModuleId}`, staff.token)).json();
      expect(details).toMatchObject({ canOpen: true, isEnrolled: false });
      const notes = (await call('GET', `/api/modules/${paidModuleId}/notes`, staff.token)).json().notes;
      expect(notes.every((note: { fileUrl: string | null }) => note.fileUrl !== null)).toBe(true);
      const modules = (await call('GET', `/api/papers/${paidPaperId}/modules`, staff.token)).json().modules;
      expect(modules.every((module: { canOpen: boolean; isEnrolled: boolean }) => module.canOpen)).toBe(true);
      expect(modules.some((module: { isEnrolled: boolean }) => module.isEnrolled)).toBe(false);
      expect((await call('GET', `/api/papers/${paidPaperId}`, staff.token)).json().isEnrolled).toBe(false);
    }
  });

  it('still refuses that module to a student without an enrollment, with NOT_ENROLLED', async () => {
    for (const url of await materialUrls(paidModuleId, student.token)) {
      const refused = await call('GET', url, student.token);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('NOT_ENROLLED');
    }
    expect((await call('GET', `/api/modules/${paidModuleId}`, student.token)).json().canOpen).toBe(false);
  });

  it('lets a teacher preview a note they uploaded before the paper is published', async () => {
    for (const staff of [teacher, admin]) {
      expect((await call('GET', `/api/papers/${draft.paperId}`, staff.token)).statusCode).toBe(200);
      const modules = (await call('GET', `/api/papers/${draft.paperId}/modules`, staff.token)).json().modules;
      expect(modules).toMatchObject([{ id: draft.moduleId, canOpen: true }]);
      expect((await call('GET', `/api/modules/${draft.moduleId}`, staff.token)).json().canOpen).toBe(true);
      const notes = (await call('GET', `/api/modules/${draft.moduleId}/notes`, staff.token)).json().notes;
      expect(notes).toMatchObject([{ id: draft.noteId, fileUrl: `/api/notes/${draft.noteId}/file` }]);
      const pdf = await call('GET', `/api/notes/${draft.noteId}/file`, staff.token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.equals(Buffer.from(TINY_PDF))).toBe(true);
      const audio = await call('GET', `/api/audio/${draft.audioId}/file`, staff.token);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/wav');
      const video = await call('GET', `/api/videos/${draft.videoId}`, staff.token);
      expect(video.json()).toMatchObject({ canOpen: true, tutorialUrl: expect.stringContaining('dQw4w9WgXcQ') });
      expect((await call('GET', `/api/modules/${draft.moduleId}/tests`, staff.token)).statusCode).toBe(200);
    }
  });

  it('never shows a draft to a student (404), and asks a logged-out caller to log in (401)', async () => {
    for (const url of [
      `/api/papers/${draft.paperId}`,
      `/api/papers/${draft.paperId}/modules`,
      `/api/modules/${draft.moduleId}`,
      `/api/modules/${draft.moduleId}/notes`,
      ...draftUrls(),
    ]) {
      expect((await call('GET', url, student.token)).statusCode, `${url} as a student`).toBe(404);
    }
    for (const url of draftUrls()) {
      const response = await call('GET', url, null);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('writes no audit row for any read', async () => {
    const before = await auditCount();
    expect(before).toBeGreaterThan(0); // the uploads above were audited
    for (const staff of [teacher, admin]) {
      for (const url of [...draftUrls(), ...(await materialUrls(paidModuleId, staff.token))]) {
        expect((await call('GET', url, staff.token)).statusCode, url).toBe(200);
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it('does not let staff start a test or ask a doubt as a student: 403, and nothing written', async () => {
    const attemptsOf = async (userId: number) =>
      (await testApp.database.db.selectFrom('attempts').select('id').where('userId', '=', userId).execute()).length;
    for (const staff of [teacher, admin]) {
      for (const moduleId of [paidModuleId, draft.moduleId]) {
        const start = await call('POST', '/api/attempts', staff.token, { moduleId, category: 'weekly_challenge' });
        expect(start.statusCode, start.body).toBe(403);
        expect(start.json().error).toEqual({ code: 'FORBIDDEN', message: STAFF_PREVIEW_ONLY_MESSAGE });
      }
      const doubt = await call('POST', '/api/doubts', staff.token, { moduleId: paidModuleId, text: 'Why is this so?' });
      expect(doubt.statusCode, doubt.body).toBe(403);
      expect(doubt.json().error.code).toBe('FORBIDDEN');
      expect(await attemptsOf(staff.id)).toBe(0);
    }
    const missing = await call('POST', '/api/attempts', admin.token, {
      moduleId: 999_999,
      category: 'weekly_challenge',
    });
    expect(missing.statusCode).toBe(404);
  });
});
