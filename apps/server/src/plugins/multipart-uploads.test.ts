import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import multipartUploadsPlugin from './multipart-uploads.js';

const UPLOAD = { consumes: ['multipart/form-data'] };

function form(text: string) {
  const body = new FormData();
  body.append('note', 'hello');
  body.append('file', new Blob([text]), 'a.txt');
  return body;
}

/** Routes that report how many 'close' listeners their reply has when the handler runs. */
async function appWith(plugin: boolean) {
  const app = Fastify();
  if (plugin) await app.register(multipartUploadsPlugin, { limits: { files: 1 } });
  const closeListeners = (reply: { raw: { listenerCount(event: string): number } }) => reply.raw.listenerCount('close');
  app.post('/json', async (_request, reply) => ({ closeListeners: closeListeners(reply) }));
  if (plugin) {
    app.post('/stream', { schema: UPLOAD }, async (request, reply) => {
      const file = await request.file();
      return { text: (await file!.toBuffer()).toString(), closeListeners: closeListeners(reply) };
    });
    app.post('/saved', { schema: UPLOAD }, async (request) => {
      const [file] = (await request.saveRequestFiles()).files;
      return { path: file!.filepath, existed: existsSync(file!.filepath) };
    });
  }
  await app.ready();
  return app;
}

describe('multipart uploads', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  const made = async (plugin: boolean) => {
    const app = await appWith(plugin);
    apps.push(app);
    return app;
  };

  it('runs none of its request hooks on a route that does not consume multipart/form-data', async () => {
    const bare = await (await made(false)).inject({ method: 'POST', url: '/json', payload: {} });
    const app = await made(true);
    const json = await app.inject({ method: 'POST', url: '/json', payload: {} });
    const upload = await app.inject({ method: 'POST', url: '/stream', payload: form('x') });
    expect(json.statusCode).toBe(200);
    expect(upload.statusCode).toBe(200);
    // Its onRequest hook listens for the reply's close (to clean saved files): on uploads only.
    expect(json.json().closeListeners).toBe(bare.json().closeListeners);
    expect(upload.json().closeListeners).toBe(bare.json().closeListeners + 1);
  });

  it('still reads an upload, and removes a saved temporary file once the reply is sent', async () => {
    const app = await made(true);
    const streamed = await app.inject({ method: 'POST', url: '/stream', payload: form('the file') });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.json().text).toBe('the file');
    const saved = await app.inject({ method: 'POST', url: '/saved', payload: form('kept a moment') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().existed).toBe(true);
    await expect.poll(() => existsSync(saved.json().path as string)).toBe(false);
  });
});
