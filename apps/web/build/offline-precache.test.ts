import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { offlinePrecache, studentAppFiles } from './offline-precache';

/** A build's manifest in miniature: the entry, student screens, the console, pdf.js and KaTeX. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_framework-b.js', '_shell-c.js'],
    css: ['assets/index-a.css'],
    assets: ['assets/hero-d.svg'],
    dynamicImports: ['src/features/home/components/home-page.tsx', 'src/console/users-page.tsx'],
  },
  '_framework-b.js': { file: 'assets/framework-b.js' },
  '_shell-c.js': { file: 'assets/shell-c.js', imports: ['_framework-b.js'] },
  '_shared-e.js': { file: 'assets/shared-e.js', css: ['assets/shared-e.css'] },
  'src/features/home/components/home-page.tsx': {
    file: 'assets/home-page-f.js',
    src: 'src/features/home/components/home-page.tsx',
    isDynamicEntry: true,
    imports: ['_shared-e.js'],
  },
  'src/features/note-viewer/components/note-viewer-page.tsx': {
    file: 'assets/note-viewer-page-g.js',
    src: 'src/features/note-viewer/components/note-viewer-page.tsx',
    isDynamicEntry: true,
    dynamicImports: ['../../node_modules/pdfjs-dist/build/pdf.mjs'],
  },
  '../../node_modules/pdfjs-dist/build/pdf.mjs': {
    file: 'assets/pdf-h.js',
    src: '../../node_modules/pdfjs-dist/build/pdf.mjs',
    isDynamicEntry: true,
  },
  'src/components/math/render-math.ts': {
    file: 'assets/render-math-i.js',
    src: 'src/components/math/render-math.ts',
    isDynamicEntry: true,
    css: ['assets/render-math-i.css'],
    assets: ['assets/KaTeX_Main-Regular-j.woff2'],
  },
  'src/console/users-page.tsx': {
    file: 'assets/users-page-k.js',
    src: 'src/console/users-page.tsx',
    isDynamicEntry: true,
    imports: ['_admin-users-l.js', '_shared-e.js'],
  },
  '_admin-users-l.js': { file: 'assets/admin-users-l.js' },
};

describe('the service worker precache list', () => {
  it('holds the entry and every student screen with their static imports, and nothing else built', () => {
    expect([...studentAppFiles(MANIFEST)].sort()).toEqual([
      'assets/framework-b.js',
      'assets/hero-d.svg',
      'assets/home-page-f.js',
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/note-viewer-page-g.js',
      'assets/shared-e.css',
      'assets/shared-e.js',
      'assets/shell-c.js',
    ]);
  });

  describe('as the build applies it', () => {
    let outDir = '';
    afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

    it('keeps the shell files and the student app, each once, and drops the console, pdf.js and KaTeX', () => {
      outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-precache-'));
      fs.mkdirSync(path.join(outDir, '.vite'));
      fs.writeFileSync(path.join(outDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
      const kept = [
        'index.html',
        'manifest.webmanifest',
        'favicon.svg',
        'icons/icon-192.png',
        'assets/index-a.js',
        'assets/home-page-f.js',
      ];
      const dropped = [
        'assets/pdf-h.js',
        'assets/render-math-i.js',
        'assets/KaTeX_Main-Regular-j.woff2',
        'assets/users-page-k.js',
        'assets/admin-users-l.js',
        'pay/index.html',
        'manifest.webmanifest', // listed a second time
      ];
      const listed = [...kept, ...dropped].map((url) => ({ url, revision: 'r', size: 1 }));

      const { manifest } = offlinePrecache(outDir)(listed);

      expect(manifest.map((entry) => entry.url)).toEqual(kept);
    });
  });
});
