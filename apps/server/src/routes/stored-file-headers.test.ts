/**
 * Every route that sends stored bytes sends them sandboxed: the site's policy plus `sandbox`,
 * and nosniff. A note is typed by its first bytes, and a PDF can also be a page of HTML; opened
 * on its own it must not run as one of ours. The list of file routes is read from the app, so a
 * new one fails here until it is checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TAdminModuleDetails, TDoubt } from '@padanam/contract';
import { startStudentSession } from '../database-helpers.js';
import { insertStudent } from '../test/accounts.js';
import { callerOf, insertStaff, TINY_PDF, TINY_PNG, tinyWav, uploadForm } from '../test/staff.js';
import { sweepDataExports } from '../test/data-export-sweep.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { systemClock } from '../lib/clock.js';

/** A PDF by its first bytes that a browser sniffing it would also take for HTML. */
const PDF_THAT_IS_ALSO_HTML = new TextEncoder().encode(
  `${new TextDecoder().decode(TINY_PDF)}<html><script>alert(document.domain)</script></html>\n`,
);

function expectSandboxed(response: { statusCode: number; headers: Record<string, unknown> }, label: string) {
  expect(response.statusCode, label).toBeLessThan(300);
  const directives = String(response.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim());
  expect(directives, label).toContain('sandbox');
  // The site's own policy still stands beside it.
  expect(directives, label).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
}

describe('stored files', () => {
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let student: { id: number; token: string };
  const call = callerOf(() => testApp.app);
  const checked = new Set<string>();

  async function getFile(route: string, url: string, token: string, headers: Record<string, string> = {}) {
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    expectSandboxed(response, `${route} ${url}`);
    checked.add(route);
    return response;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const db = testApp.database.db;
    admin = await insertStaff(db, 'admin');
    const { id } = await insertStudent(db, { name: 'File Reader' });
    student = { id, token: await startStudentSession(db, id) };
  });
  afterAll(() => testApp.close());

  it('sends notes (whole and in ranges), audio and pictures sandboxed', async () => {
    const paper = await call('POST', '/api/admin/papers', admin.token, {
      type: 'Minor',
      title: 'Sandboxed files',
      language: 'English',
      description: '',
      pricePaise: 100,
      listPricePaise: null,
    });
    const paperId = paper.json().id as number;
    await call('PATCH', `/api/admin/papers/${paperId}`, admin.token, { status: 'published' });
    const added = await call('POST', `/api/admin/papers/${paperId}/modules`, admin.token, {
      title: 'Files',
      description: '',
      duration: null,
      isFreePreview: false,
    });
    const moduleId = added.json().id as number;
    const note = await call(
      'POST',
      `/api/admin/modules/${moduleId}/notes`,
      admin.token,
      uploadForm(PDF_THAT_IS_ALSO_HTML, 'notes.pdf', { title: 'Notes' }),
    );
    expect(note.statusCode, note.body).toBe(201);
    const audio = await call(
      'POST',
      `/api/admin/modules/${moduleId}/audio`,
      admin.token,
      uploadForm(tinyWav(), 'lecture.wav', { title: 'Lecture' }),
    );
    const details = audio.json() as TAdminModuleDetails;
    const thumbnail = await call(
      'POST',
      `/api/admin/modules/${moduleId}/thumbnail`,
      admin.token,
      uploadForm(TINY_PNG, 'thumb.png'),
    );
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);
    await call('POST', `/api/admin/users/${student.id}/enrollments`, admin.token, { paperId });

    const whole = await getFile('GET /api/notes/:id/file', `/api/notes/${details.notes[0]!.id}/file`, student.token);
    expect(whole.headers['content-type']).toBe('application/pdf');
    await getFile('GET /api/notes/:id/file', `/api/notes/${details.notes[0]!.id}/file`, student.token, {
      range: 'bytes=0-3',
    });
    await getFile('GET /api/audio/:id/file', `/api/audio/${details.audio[0]!.id}/file`, student.token);
    const pictureUrl = thumbnail.json().thumbnailUrl as string;
    await getFile('GET /api/pictures/:name', pictureUrl, student.token);
  });

  it("sends a doubt's picture to its student and staff sandboxed", async () => {
    const freeModule = await testApp.database.db
      .selectFrom('modules')
      .select('id')
      .where('isFreePreview', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const doubt = await call('POST', '/api/doubts', student.token, { moduleId: freeModule.id, text: 'See the page' });
    const { id } = doubt.json() as TDoubt;
    const attached = await call('POST', `/api/doubts/${id}/image`, student.token, uploadForm(TINY_PNG, 'page.png'));
    expect(attached.statusCode, attached.body).toBeLessThan(300);
    await getFile('GET /api/doubts/:id/image', `/api/doubts/${id}/image`, student.token);
    await getFile('GET /api/admin/doubts/:id/image', `/api/admin/doubts/${id}/image`, admin.token);
  });

  it("sends a stamp's picture to the student who made it, sandboxed", async () => {
    const freeNote = await testApp.database.db
      .selectFrom('notes')
      .innerJoin('modules', 'modules.id', 'notes.moduleId')
      .select('notes.id')
      .where('modules.isFreePreview', '=', 1)
      .orderBy('notes.id')
      .executeTakeFirstOrThrow();
    const uploaded = await call(
      'POST',
      `/api/notes/${freeNote.id}/annotation-images`,
      student.token,
      uploadForm(TINY_PNG, 'stamp.png'),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json() as { url: string };
    await getFile('GET /api/annotation-images/:id', url, student.token);
  });

  it('sends a feedback file and a question export to staff sandboxed', async () => {
    const sent = await call('POST', '/api/feedback', student.token, {
      kind: 'issue',
      issueType: 'bug',
      description: 'The page is blank',
    });
    const { id } = sent.json() as { id: number };
    const attached = await call('POST', `/api/feedback/${id}/file`, student.token, uploadForm(TINY_PNG, 'screen.png'));
    expect(attached.statusCode, attached.body).toBeLessThan(300);
    await getFile('GET /api/admin/feedback/:id/file', `/api/admin/feedback/${id}/file`, admin.token);

    const moduleId = (
      await testApp.database.db.selectFrom('modules').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    await getFile(
      'GET /api/admin/modules/:id/questions/export',
      `/api/admin/modules/${moduleId}/questions/export?category=special_exam&format=csv`,
      admin.token,
    );
  });

  it("sends a student's copy of their data to them sandboxed, as a download", async () => {
    const asked = await call('POST', '/api/me/data-exports', student.token, {});
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = asked.json() as { id: number };
    await sweepDataExports(testApp, systemClock);
    const response = await getFile(
      'GET /api/me/data-exports/:id/download',
      `/api/me/data-exports/${id}/download`,
      student.token,
    );
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="padanam-my-data-/);
  });

  it('has checked every route that answers with file bytes', () => {
    // CSV and workbooks made from rows of the database, never bytes anyone uploaded.
    const madeHere = new Set([
      '/api/admin/announcements/:id/registrations.csv',
      '/api/admin/classes/report/export',
      '/api/admin/sales/gst-export',
      '/api/admin/sales/export',
    ]);
    const fileRoutes = testApp.app.routeInventory
      .filter((route) => {
        const ok = (route.schema?.response as Record<number, unknown> | undefined)?.[200];
        return route.method === 'GET' && ok instanceof z.ZodAny && !madeHere.has(route.url);
      })
      .map((route) => `GET ${route.url}`)
      .sort();
    expect(fileRoutes).toEqual([...checked].sort());
  });
});
