/**
 * Serves the built single-page app at `/`. The hash router keeps every screen at
 * `/`, so only index.html and the hashed assets exist: index.html must never be cached
 * (it names the current assets), the hashed assets can be cached forever.
 *
 * Files are served from what is on disk at each request (`wildcard`), never from a list made
 * at start-up: index.html is read on every request, so its assets must be too, or a rebuild
 * beside a running server hands every visitor a page whose scripts are 404 (a blank page).
 * Disk rather than a copy kept in memory because several server processes (and a process
 * restarted later than its neighbours) then serve one and the same build: an index.html from
 * one process never names assets another does not have.
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
    wildcard: true,
    index: ['index.html'],
    // The build writes each text file's Brotli and gzip forms beside it (apps/web/build/
    // precompressed-files.ts): sent as they are, at the build's strongest settings, instead of
    // compressed again for every reply. A file without them is compressed as it goes out.
    preCompressed: true,
    // Nothing hidden leaves the build folder (an editor's or tool's dotfile left beside it).
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
