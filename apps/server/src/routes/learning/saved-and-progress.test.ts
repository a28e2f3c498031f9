import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT_PHONE } from '../../db/seed/seed-demo-data.js';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('saved items, progress and enrollments', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let demo: string;
  let other: string;
  let paperId: number;
  let modules: { id: number; number: number; title: string }[];

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms });
    demo = await logIn(testApp.app, sms, DEMO_STUDENT_PHONE);
    other = await logIn(testApp.app, sms, (await insertStudent(testApp.database.db)).phone);
    paperId = (await call('GET', '/api/papers?type=Major', demo)).json().papers[0].id;
    modules = (await call('GET', `/api/papers/${paperId}/modules`, demo)).json().modules;
  });
  afterAll(() => testApp.close());

  it('saves a module and a paper once however often, for their owner only', async () => {
    const module = modules[1]!;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await call('POST', '/api/saved', demo, { category: 'module', id: module.id })).statusCode).toBe(201);
    }
    await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/saved', demo, { category: 'paper', id: paperId })),
    );
    const items = (await call('GET', '/api/saved', demo)).json().items;
    expect(items).toHaveLength(2);
    expect(items).toContainEqual(
      expect.objectContaining({
        category: 'module',
        id: module.id,
        module: module.number,
        paperId,
        title: module.title,
      }),
    );
    expect(items).toContainEqual(expect.objectContaining({ category: 'paper', id: paperId, module: null }));
    expect((await call('GET', '/api/saved', other)).json().items).toEqual([]);
    const listed = (await call('GET', `/api/papers/${paperId}/modules`, demo)).json().modules;
    expect(listed.find((entry: { id: number }) => entry.id === module.id).isSaved).toBe(true);

    // Another student cannot remove it: a delete only ever touches the caller's own rows.
    expect((await call('DELETE', `/api/saved/module/${module.id}`, other)).statusCode).toBe(204);
    expect((await call('GET', '/api/saved', demo)).json().items).toHaveLength(2);
    expect((await call('DELETE', `/api/saved/module/${module.id}`, demo)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/saved/module/${module.id}`, demo)).statusCode).toBe(204);
    expect((await call('GET', '/api/saved', demo)).json().items).toHaveLength(1);
  });

  it('refuses to save what does not exist or is not a paper, module, audio or video class', async () => {
    expect((await call('POST', '/api/saved', demo, { category: 'module', id: 999999 })).statusCode).toBe(404);
    const noVideo = await call('POST', '/api/saved', demo, { category: 'video', id: 999999 });
    expect(noVideo.statusCode).toBe(404);
    expect(noVideo.json().error.message).toBe('Video class not found');
    const bad = await call('POST', '/api/saved', demo, { category: 'note', id: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('category: must be paper, module, audio or video');
  });

  it('saves audio and video classes for their owner, shows the flag, and drops archived ones', async () => {
    const module = modules[0]!;
    const [audio] = (await call('GET', `/api/modules/${module.id}/audio`, demo)).json().audio;
    const [video] = (await call('GET', `/api/modules/${module.id}/videos`, demo)).json().videos;
    expect([audio.isSaved, video.isSaved]).toEqual([false, false]);
    for (const [category, id] of [
      ['audio', audio.id],
      ['video', video.id],
      ['video', video.id],
    ] as const)
      expect((await call('POST', '/api/saved', demo, { category, id })).statusCode).toBe(201);

    const classes = (await call('GET', '/api/saved', demo))
      .json()
      .items.filter((item: { category: string }) => item.category === 'audio' || item.category === 'video');
    expect(classes).toEqual([
      expect.objectContaining({
        category: 'video',
        id: video.id,
        title: video.title,
        module: module.number,
        moduleId: module.id,
        paperId,
        duration: video.duration,
        instructor: video.instructor,
        durationSeconds: null,
      }),
      expect.objectContaining({
        category: 'audio',
        id: audio.id,
        moduleId: module.id,
        durationSeconds: audio.durationSeconds,
        duration: null,
        instructor: null,
      }),
    ]);
    expect((await call('GET', `/api/modules/${module.id}/audio`, demo)).json().audio[0].isSaved).toBe(true);
    expect((await call('GET', `/api/modules/${module.id}/videos`, other)).json().videos[0].isSaved).toBe(false);
    expect((await call('GET', `/api/videos/${video.id}`, demo)).json().isSaved).toBe(true);
    expect(
      (await call('GET', '/api/saved', other))
        .json()
        .items.filter((item: { category: string }) => item.category !== 'paper'),
    ).toEqual([]);

    // An archived class leaves the saved list (its row stays, should it come back).
    await testApp.database.db
      .updateTable('videoClasses')
      .set({ archivedAt: Date.now() })
      .where('id', '=', video.id)
      .execute();
    const after = (await call('GET', '/api/saved', demo)).json().items;
    expect(after.some((item: { category: string }) => item.category === 'video')).toBe(false);
    expect((await call('POST', '/api/saved', demo, { category: 'video', id: video.id })).statusCode).toBe(404);
    await testApp.database.db
      .updateTable('videoClasses')
      .set({ archivedAt: null })
      .where('id', '=', video.id)
      .execute();

    expect((await call('DELETE', `/api/saved/audio/${audio.id}`, other)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/saved/audio/${audio.id}`, demo)).statusCode).toBe(204);
    expect((await call('GET', `/api/modules/${module.id}/audio`, demo)).json().audio[0].isSaved).toBe(false);
  });

  it('records progress per kind and rolls it up to the paper', async () => {
    const [first, second] = modules;
    const record = (moduleId: number, kind: string) =>
      call('POST', `/api/modules/${moduleId}/progress`, demo, { kind });
    // A note is read by its pages in the viewer, each note of the module; a click is refused.
    const readEveryNote = async (moduleId: number) => {
      const notes = (await call('GET', `/api/modules/${moduleId}/notes`, demo)).json().notes as { id: number }[];
      let progress = 0;
      for (const note of notes) {
        const reading = await testApp.app.inject({
          method: 'PUT',
          url: `/api/notes/${note.id}/reading`,
          headers: bearer(demo),
          payload: { page: 1, pageCount: 1, pagesSeen: [1] },
        });
        expect(reading.statusCode, reading.body).toBe(200);
        progress = reading.json().moduleProgress;
      }
      return progress;
    };
    expect((await record(first!.id, 'note')).statusCode).toBe(422);
    expect(await readEveryNote(first!.id)).toBe(33);
    expect(await readEveryNote(first!.id)).toBe(33);
    expect((await record(first!.id, 'audio')).json().progress).toBe(67);
    expect((await record(first!.id, 'video')).json()).toEqual({ moduleId: first!.id, progress: 100, completed: true });
    await readEveryNote(second!.id);

    const papers = (await call('GET', '/api/enrollments', demo)).json().papers;
    expect(papers).toHaveLength(3);
    const paper = papers.find((entry: { id: number }) => entry.id === paperId);
    expect(paper.progress).toBe(Math.round(100 / modules.length));
    expect(paper.modules[0]).toMatchObject({ id: first!.id, progress: 100, completed: true });
    expect(paper.modules[1]).toMatchObject({ id: second!.id, progress: 33, completed: false });
    expect((await call('GET', `/api/modules/${second!.id}`, demo)).json().progress).toBe(33);

    const bad = await record(first!.id, 'quiz');
    expect(bad.statusCode).toBe(400);
  });

  it('recommends recent unfinished work first, then the next module of each enrolled paper', async () => {
    const recommended = (await call('GET', '/api/recommendations', demo)).json().modules;
    expect(recommended[0]).toMatchObject({ id: modules[1]!.id, progress: 33, paperId });
    expect(recommended.map((entry: { id: number }) => entry.id)).not.toContain(modules[0]!.id);
    expect(new Set(recommended.map((entry: { paperId: number }) => entry.paperId)).size).toBe(3);
    expect((await call('GET', '/api/recommendations', other)).json().modules).toEqual([]);
    expect((await call('GET', '/api/enrollments', other)).json().papers).toEqual([]);
  });
});
