// Vite build and dev server for the student SPA. The server serves dist/ under '/' with a strict CSP,
// so nothing here may rely on inline scripts, runtime <style> tags or data: URLs.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressedFiles } from './build/precompressed-files';
import { firstWaveChunks } from './build/first-wave-chunks';
import { malayalamFirstWave } from './build/malayalam-first-wave';
import { offlinePrecache } from './build/offline-precache';
import { interfaceLanguages } from './build/interface-languages';
import { productionBuild } from './build/production-build';
import { pdfjsViewerStyles } from './build/pdfjs-viewer-styles';

// The API server (apps/server) listens on 3000 in development.
const API_PROXY = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

/**
 * pdf.js loads character maps, standard fonts and its no-WebAssembly JPEG 2000 decoder at run
 * time. The CSP allows only our own origin, so they are served from `/pdfjs/…` (see
 * features/note-viewer/pdfjs-loader.ts): copied into dist/ by the build, served from
 * node_modules by the dev server. The .wasm files are left out: the CSP has no
 * 'wasm-unsafe-eval', so the viewer runs pdf.js with `useWasm: false`.
 */
const PDFJS_PUBLIC_DIR = 'pdfjs';
const PDFJS_ASSET_DIRS = ['cmaps', 'standard_fonts', 'wasm'] as const;
const PDFJS_CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.ttf': 'font/ttf',
};

function isServedPdfjsFile(fileName: string): boolean {
  return !fileName.endsWith('.wasm');
}

function pdfjsAssets(): Plugin {
  const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  let outDir = '';

  return {
    name: 'padanam:pdfjs-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(`/${PDFJS_PUBLIC_DIR}/`, (request, response, next) => {
        const [dir, fileName, ...rest] = decodeURIComponent((request.url ?? '').split('?')[0] ?? '')
          .split('/')
          .filter(Boolean);
        const isKnownFile =
          rest.length === 0 &&
          PDFJS_ASSET_DIRS.some((known) => known === dir) &&
          fileName !== undefined &&
          !fileName.startsWith('.') &&
          isServedPdfjsFile(fileName);
        const filePath = isKnownFile ? path.join(pdfjsRoot, dir!, fileName) : '';
        if (!filePath || !fs.existsSync(filePath)) return next();
        response.setHeader('Content-Type', PDFJS_CONTENT_TYPES[path.extname(fileName!)] ?? 'application/octet-stream');
        fs.createReadStream(filePath).pipe(response);
      });
    },
    writeBundle() {
      for (const dir of PDFJS_ASSET_DIRS) {
        fs.cpSync(path.join(pdfjsRoot, dir), path.join(outDir, PDFJS_PUBLIC_DIR, dir), {
          recursive: true,
          filter: (source) => isServedPdfjsFile(source),
        });
      }
    },
  };
}

/**
 * How the build groups modules into files. Left to itself, every small module two pages share
 * (an icon, an API hook, a format helper) becomes a file of its own: the paper learning screen
 * fetched 45 files, and on a phone's connection each wave of requests costs a round trip before
 * the page can draw (Lighthouse: LCP 3.0 s, performance 0.87-0.90). Grouped, it fetches 20:
 * - `framework`: React, React Router, TanStack Query and Lingui, which change only with an upgrade, so
 *   browsers keep them cached across our releases;
 * - `shell`: our small modules the shell itself needs (session, top bar's API hooks, icons),
 *   whose styles go with the entry's stylesheet (index.html then asks for one, not two);
 * - `shared`: our small modules that two or more pages use, with their styles (the formula
 *   component, 1 KB, was two files of its own the quiz waited on; KaTeX itself stays apart), in two
 *   files: `shared` what Home's page uses, `pages-shared` the rest (see `sharedChunk`);
 * - `<feature>-parts`: a feature's own modules that two or more of its pages use (the quiz's
 *   question card and way back, the mock tests' route reading): one file a feature, where each
 *   was a file of its own, a few hundred bytes, and another request for the page to wait on.
 * The staff console's API modules, the dialog (Radix), the message composer, downloads for offline,
 * pdf.js's loader, and the phone number field and the contract's form messages (they bring the
 * contract's account rules) stay out: student screens that do not use them must not download them
 * (`npm run size` checks the console's, and that pdf.js's worker is no part of a first visit).
 * Measured with `npm run lighthouse` (bench/RESULTS.md, "Page budgets").
 */
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui)[\\/]/;
const SMALL_APP_MODULES =
  /[\\/]apps[\\/]web[\\/]src[\\/](api|lib|config|components[\\/](ui|mock-tests|saved|purchase))[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]math[\\/]math-text\.|[\\/]packages[\\/]contract[\\/]src[\\/]money-rules\.ts$/;
const KEPT_APART =
  /alert-dialog|message-composer|phone-number-field|[\\/]api[\\/](admin-|downloads\.)|pdfjs-(viewer-)?loader|contract-messages/;
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const STYLESHEET = /\.css$/;

function isSmallSharedModule(id: string): boolean {
  return ICONS.test(id) || (SMALL_APP_MODULES.test(id) && !KEPT_APART.test(id));
}

/** A module of a feature (its folder's name captured), pages aside. */
const FEATURE_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([a-z-]+)[\\/]/;

function featurePartsChunk(id: string): string {
  return `${FEATURE_MODULE.exec(id)?.[1] ?? 'feature'}-parts`;
}

/**
 * The shared modules split in two by whether Home's page imports them (statically, directly or
 * through another module). `shared` is fetched by index.html with the framework, so it counts in
 * every first visit to Home: what only other pages use (offline downloads' records, the save and
 * purchase buttons, the tab list, the search field, their icons...) goes to `pages-shared` instead,
 * which a page asks for together with its own chunk (Vite's preload map), in the same wave: no
 * request more in the chain for those pages, and `shared` fell from 9.11 to 2.68 KB gzipped
 * (bench/RESULTS.md, "Home's first visit: the shared chunk split"). `npm run size` fails if Home's page came to import
 * `pages-shared` (it is not in index.html's first wave).
 */
const HOME_PAGE_MODULE = path.resolve(import.meta.dirname, 'src/features/home/components/home-page.tsx');
/** lucide-react's index re-exports every icon: of it, only the icons a module names are followed. */
const ICON_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const ICON_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g;
const homeImportsByContext = new WeakMap<Rolldown.ChunkingContext, Set<string>>();

/** The icon file of each name lucide-react's index exports (`Bell`, `BellIcon`, `LucideBell`). */
function iconFilesByName(indexId: string, indexCode: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of indexCode.matchAll(ICON_EXPORT)) {
    for (const name of names.split(','))
      files.set(name.replace(/^\s*default\s+as\s+/, '').trim(), path.resolve(path.dirname(indexId), file));
  }
  return files;
}

/** The icon files a module's code imports from lucide-react by name. */
function iconsImportedBy(code: string, iconFiles: Map<string, string>): string[] {
  const names = [...code.matchAll(ICON_IMPORT)].flatMap(([, list = '']) => list.split(','));
  return names.map((name) => {
    const file = iconFiles.get(name.replace(/\s+as\s+.*$/s, '').trim());
    if (!file) throw new Error(`code splitting: no icon file for "${name.trim()}" in lucide-react's index`);
    return file;
  });
}

/** Every module Home's page imports statically, transitively (found once a chunking pass). */
function importedByHomePage(ctx: Rolldown.ChunkingContext): Set<string> {
  const known = homeImportsByContext.get(ctx);
  if (known) return known;
  const reached = new Set<string>();
  const pending = [HOME_PAGE_MODULE];
  let iconFiles: Map<string, string> | undefined;
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const info = ctx.getModuleInfo(id);
    const imported = info?.importedIds ?? [];
    for (const importedId of imported) {
      if (!ICON_INDEX.test(importedId)) {
        pending.push(importedId);
        continue;
      }
      iconFiles ??= iconFilesByName(importedId, ctx.getModuleInfo(importedId)?.code ?? '');
      pending.push(...iconsImportedBy(info?.code ?? '', iconFiles));
    }
  }
  homeImportsByContext.set(ctx, reached);
  return reached;
}

function sharedChunk(id: string, ctx: Rolldown.ChunkingContext): string {
  if (!ctx.getModuleInfo(HOME_PAGE_MODULE)) throw new Error(`code splitting: no module ${HOME_PAGE_MODULE}`);
  return importedByHomePage(ctx).has(id) ? 'shared' : 'pages-shared';
}

const CODE_SPLITTING_GROUPS = [
  { name: 'framework', test: FRAMEWORK_MODULES, priority: 3 },
  // Without dependencies: what these modules import (zod, Radix...) stays where the build puts it.
  {
    name: 'shell',
    tags: ['$initial' as const],
    test: (id: string) => isSmallSharedModule(id) && !STYLESHEET.test(id),
    priority: 2,
    includeDependenciesRecursively: false,
  },
  {
    name: sharedChunk,
    test: isSmallSharedModule,
    minShareCount: 2,
    priority: 1,
    includeDependenciesRecursively: false,
  },
  {
    name: featurePartsChunk,
    test: (id: string) => FEATURE_MODULE.test(id) && !PAGE_MODULE.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
];

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later; other engines
 * read it as a comment): a file that starts with it is compiled whole while it downloads, on a
 * background thread, instead of function by function on the main thread the first time each runs.
 * Lazy compiling made the start (creating the router, the first render) one of the longest tasks
 * a phone runs for us: on Lighthouse's mobile preset the start task fell from 85 ms to 46 ms of
 * host time and Home's blocking time by about a third (bench/RESULTS.md, "Page budgets at CPU 4x").
 * `npm run size` fails if a first visit's own files lose the hint or KaTeX's chunk gains it.
 * Only for code that runs on every first visit: the entry, the framework, the shell, the shared
 * chunk, the features' parts and the pages themselves (a page chunk runs most of its code as soon as it opens). Large
 * libraries used in part (pdf.js, KaTeX, zod's schemas, Radix) stay lazy: compiling all of them
 * would cost more than it saves.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const PAGE_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/](features|console)[\\/].*-page\.tsx$/;

function runsWhenLoaded(chunk: { name: string; isEntry: boolean; facadeModuleId: string | null }): boolean {
  const runsOnStart =
    chunk.isEntry ||
    ['framework', 'shell', 'shared', 'pages-shared'].includes(chunk.name) ||
    chunk.name.endsWith('-parts');
  return runsOnStart || (chunk.facadeModuleId !== null && PAGE_MODULE.test(chunk.facadeModuleId));
}

/** After Vite's own additions to a chunk (the entry's preload map): the hint counts only as a file's first line. */
function eagerCompileHints(): Plugin {
  return {
    name: 'padanam:eager-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && runsWhenLoaded(output)) output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
}

/**
 * The installable app: the web app manifest (linked from index.html by the plugin) and the
 * service worker built from src/service-worker/sw.ts (what it caches, and why, is said there).
 * The app registers the worker itself (app/service-worker.ts), after its first screen is drawn.
 */
const OUT_DIR = path.resolve(import.meta.dirname, 'dist');
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    base: '/',
    scope: '/',
    injectRegister: false,
    registerType: 'prompt',
    // The icons are in the build's own files (public/icons), which the precache list reads.
    includeManifestIcons: false,
    manifest: {
      name: 'Padanam',
      short_name: 'Padanam',
      description:
        'Study notes, video and audio classes, question papers and mock tests for Kerala university students.',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#3730a3',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['pay/**', 'pdfjs/**', 'sw.js'],
      manifestTransforms: [offlinePrecache(OUT_DIR)],
      // pdf.js's worker alone is over a megabyte: it is left out by the transform, not by size.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
    devOptions: { enabled: false },
  });
}

export default defineConfig({
  base: './',
  plugins: [
    productionBuild(),
    react(),
    ...interfaceLanguages(),
    pdfjsAssets(),
    eagerCompileHints(),
    firstWaveChunks(['shared', 'home-page']),
    malayalamFirstWave({
      catalogChunk: 'student-app-ml',
      images: [
        { source: 'src/features/home/assets/hero-study-smarter-narrow-ml.svg', media: '(max-width: 599px)' },
        { source: 'src/features/home/assets/hero-study-smarter-ml.svg', media: '(min-width: 600px)' },
      ],
    }),
    installableApp(),
    precompressedFiles(),
  ],
  resolve: {
    // '@padanam/contract' exports its TypeScript source under the 'source' condition,
    // so the app uses the schemas without building the package first.
    conditions: ['source', ...defaultClientConditions],
  },
  css: { postcss: { plugins: pdfjsViewerStyles() } },
  server: { port: 5173, proxy: API_PROXY },
  preview: { proxy: API_PROXY },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    // Every asset becomes a hashed file: a CSP without `data:` in img-src still shows it.
    assetsInlineLimit: 0,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: CODE_SPLITTING_GROUPS } } },
  },
});
