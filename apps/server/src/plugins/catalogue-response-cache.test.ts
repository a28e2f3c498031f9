/**
 * The catalogue reply cache on a route of its own: what it keeps is what the response schema
 * let through (the allowlist holds on cached replies too), and it encodes as a browser asks.
 */
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CatalogueVersionService } from '../modules/papers/catalogue-version.service.js';
import { createCatalogueResponseCache } from './catalogue-response-cache.js';

describe('catalogue response cache', () => {
  let app: FastifyInstance;
  let handlerCalls = 0;
  const versions: CatalogueVersionService = { current: async () => 7, forget: () => {} };
  const title = 'x'.repeat(2000); // above the compression threshold

  beforeAll(async () => {
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    const { serveCached, rememberReply } = createCatalogueResponseCache(versions);
    server.get(
      '/item',
      {
        schema: { response: { 200: z.object({ id: z.number(), title: z.string() }) } },
        preHandler: serveCached,
        onSend: rememberReply,
      },
      async () => {
        handlerCalls += 1;
        // A field the schema does not declare, as a careless query might return.
        return { id: 1, title, passwordHash: 'never-sent' } as { id: number; title: string };
      },
    );
    await server.ready();
    app = server;
  });
  afterAll(() => app.close());

  it('keeps only the declared fields, on the first reply and on every cached one', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/item' });
    const cached = await app.inject({ method: 'GET', url: '/item' });
    expect(handlerCalls).toBe(1);
    for (const reply of [fresh, cached]) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ id: 1, title });
      expect(reply.body).not.toContain('never-sent');
    }
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['identity', undefined],
  ])('answers Accept-Encoding %s with %s', async (acceptEncoding, expected) => {
    const reply = await app.inject({ method: 'GET', url: '/item', headers: { 'accept-encoding': acceptEncoding } });
    expect(reply.headers['content-encoding']).toBe(expected);
    const raw = reply.rawPayload;
    const decoded =
      expected === 'br' ? zlib.brotliDecompressSync(raw) : expected === 'gzip' ? zlib.gunzipSync(raw) : raw;
    expect(JSON.parse(decoded.toString('utf8'))).toEqual({ id: 1, title });
    expect(reply.headers.vary).toBe('accept-encoding');
  });
});
