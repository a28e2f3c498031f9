/**
 * Serves the built single-page app at `/`. The hash router keeps every screen at
 * `/`, so only index.html and the hashed assets exist: index.html must never be cached
 * (it names the current assets), the hashed assets can be cached forever.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ONE_YEAR_SECONDS = 31_536_000;

async function webAppPlugin(app: FastifyInstance, options: { root: string }) {
  if (!fs.existsSync(path.join(options.root, 'index.html'))) {
    app.log.warn({ root: options.root }, 'web app not built; serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
