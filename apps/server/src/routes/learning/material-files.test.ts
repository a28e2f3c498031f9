import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT_PHONE } from '../../db/seed/seed-demo-data.js';
import { bearer, logIn } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('material files', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let token: string;
  let noteUrl: string;
  let audioUrl: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms });
    token = await logIn(testApp.app, sms, DEMO_STUDENT_PHONE);
    const paperId = (await get('/api/papers?type=Major')).json().papers[0].id;
    const moduleId = (await get(`/api/papers/${paperId}/modules`)).json().modules[1].id;
    noteUrl = (await get(`/api/modules/${moduleId}/notes`)).json().notes[0].fileUrl;
    audioUrl = (await get(`/api/modules/${moduleId}/audio`)).json().audio[0].fileUrl;
  });
  afterAll(() => testApp.close());

  it('sends a whole PDF with its type, length, nosniff and no caching', async () => {
    const response = await get(noteUrl, { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers a range with 206 and a correct Content-Range', async () => {
    const whole = (await get(noteUrl)).rawPayload;
    const partial = await get(noteUrl, { range: 'bytes=100-199' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(partial.headers['content-length']).toBe('100');
    expect(partial.rawPayload.equals(whole.subarray(100, 200))).toBe(true);

    const tail = await get(noteUrl, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const size = (await get(noteUrl)).rawPayload.length;
    const response = await get(noteUrl, { range: `bytes=${size}-` });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    expect(response.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('streams audio as audio/wav with ranges', async () => {
    const whole = await get(audioUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const partial = await get(audioUrl, { range: 'bytes=0-43' });
    expect(partial.statusCode).toBe(206);
    expect(partial.rawPayload.subarray(8, 12).toString()).toBe('WAVE');
  });

  it('404s a note or audio that does not exist', async () => {
    expect((await get('/api/notes/999999/file')).statusCode).toBe(404);
    expect((await get('/api/audio/999999/file')).statusCode).toBe(404);
  });
});
