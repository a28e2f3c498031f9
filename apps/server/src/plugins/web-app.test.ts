import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('the built web app at /', () => {
  let testApp: TestApp;
  let webDist: string;
  const script = `console.log(${JSON.stringify('padanam '.repeat(400))});`;

  beforeAll(async () => {
    // A stand-in build: the plugin serves whatever Vite wrote, so the shape is what matters.
    const scratch = await createTestDatabase();
    webDist = path.join(scratch.dataDir, 'dist');
    await scratch.destroy();
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'index-Bx12abCd.js'), script);
    fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Padanam"}');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / and never lets it be cached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('id="root"');
  });

  it('serves the service worker and the web manifest with their types, asked again on every visit', async () => {
    // A cached worker would keep every student on an old release until the cache ran out.
    const worker = await testApp.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await testApp.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year, immutably, and compresses them', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-Bx12abCd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it("sends the build's own Brotli or gzip form of a file when it has one, with the file's type and cache headers", async () => {
    // The build writes them beside each file (apps/web/build/precompressed-files.ts); marked here
    // so that the test tells them from a reply compressed on the way out.
    const precompressed = 'precompressed-'.repeat(100);
    const file = path.join(webDist, 'assets', 'app-Pc12abCd.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(precompressed));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(precompressed));

    for (const [acceptEncoding, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/assets/app-Pc12abCd.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers['content-type'], acceptEncoding).toMatch(/^application\/javascript/);
      expect(response.headers['cache-control'], acceptEncoding).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString(), acceptEncoding).toBe(precompressed);
    }
    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/app-Pc12abCd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('still answers the API and its 404s', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const missing = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});

describe('a rebuild beside a running app', () => {
  let testApp: TestApp;
  let webDist: string;
  const writeBuild = (hash: string) => {
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><link rel="stylesheet" href="/assets/index-${hash}.css"><script type="module" src="/assets/index-${hash}.js"></script><div id="root"></div>`,
    );
    fs.writeFileSync(path.join(webDist, 'assets', `index-${hash}.js`), `console.log('${hash}');`);
    fs.writeFileSync(path.join(webDist, 'assets', `index-${hash}.css`), `body{--build:'${hash}'}`);
  };
  const assetsNamedBy = (html: string) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);

  beforeAll(async () => {
    const scratch = await createTestDatabase();
    webDist = path.join(scratch.dataDir, 'dist');
    await scratch.destroy();
    writeBuild('HASH1aaa');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves the new index.html and every asset it names, with the same cache headers', async () => {
    const before = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(assetsNamedBy(before.body)).toEqual(['/assets/index-HASH1aaa.css', '/assets/index-HASH1aaa.js']);

    writeBuild('HASH2bbb');

    const index = await testApp.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    const assets = assetsNamedBy(index.body);
    expect(assets).toEqual(['/assets/index-HASH2bbb.css', '/assets/index-HASH2bbb.js']);
    for (const url of assets) {
      const asset = await testApp.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(asset.body, url).toContain('HASH2bbb');
    }
    const root = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('HASH2bbb');
  });

  it('keeps answering 404 in the one error shape for files that are not there, and hides dotfiles', async () => {
    fs.writeFileSync(path.join(webDist, '.env'), 'SECRET=1');
    for (const url of ['/assets/index-HASH1aaa.js', '/.env', '/api/nope']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('NOT_FOUND');
    }
  });
});
