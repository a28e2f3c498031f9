#!/usr/bin/env node
// Size budget for the web app's first visit to the home route (#/): the entry chunk and its
// static imports, index.html's own scripts, plus the Home page's lazy chunk and its static imports, gzipped (level 9), in
// English (no Malayalam catalog may be among them).
// Exits 1 above the budget, when any chunk holds React's development build (a build made with
// NODE_ENV=development: larger, slower, and full of warnings meant for us, not for students), or
// when the staff console's code reaches a chunk that a student's screen loads, or when KaTeX
// reaches any chunk but its own (it is loaded only once a text has math in it), or when index.html
// does not itself ask for every file of Home's first visit (the first wave: apps/web/build/first-wave-chunks.ts).
// Builds the web app first when there is no build to measure.
//
//   npm run build --workspace @padanam/web && npm run size
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

// A ratchet: 146.67 KB before the shared chunk was split by what Home uses, 140.30 after (bench/RESULTS.md).
const BUDGET_BYTES = 142 * 1024;
/**
 * Strings only React's development build carries: the JSX dev runtime's factory and the frame
 * name React 19's development reconciler puts at the bottom of component stacks.
 */
const REACT_DEVELOPMENT_MARKERS = ['jsxDEV', 'react_stack_bottom_frame'];
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'apps/web/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
/** API paths only the staff console's code calls: none may be in a chunk a student screen loads. */
const STAFF_MARKERS = ['/admin/papers', '/admin/users', '/admin/modules', '/admin/audit-log'];
const STAFF_SOURCES = 'src/console/';
/** A string only KaTeX's code carries, and the one module that may import it. */
const KATEX_MARKER = 'KaTeX parse error';
const MATH_RENDERER_SOURCE = 'src/components/math/render-math.ts';
/** The manifest key (source path) of the page the home route lazy-loads. */
const HOME_PAGE_SOURCE = 'src/features/home/components/home-page.tsx';
/** A chunk of Malayalam translations (apps/web/src/lib/i18n/language-loader.ts): English, the default, loads none. */
const MALAYALAM_CATALOG_FILE = /^assets\/(?:student-app|console)-ml-/;

function fail(message) {
  console.error(`size: ${message}`);
  process.exit(1);
}

function buildWebApp() {
  console.log('size: no build found, running `npm run build --workspace @padanam/web` first\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--workspace', '@padanam/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) fail('the web build failed');
}

/** The chunk's key followed by every chunk it statically imports, transitively, each once. */
function withStaticImports(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no chunk "${key}"`);
  return [key, ...(chunk.imports ?? []).flatMap((imported) => withStaticImports(manifest, imported, seen))];
}

function formatKiB(bytes) {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

if (!existsSync(MANIFEST)) buildWebApp();
if (!existsSync(MANIFEST)) fail(`no manifest at ${relative(ROOT, MANIFEST)}; is build.manifest on?`);

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
// The app's entry; the payment page (pay/index.html) is an entry of its own, loaded only at /pay.
const entryKey = Object.keys(manifest).find((key) => key === 'index.html' && manifest[key].isEntry);
if (!entryKey) fail('the manifest has no entry chunk');
if (!manifest[HOME_PAGE_SOURCE]) {
  fail(`the manifest has no chunk for ${HOME_PAGE_SOURCE}; is the Home route still lazy-loaded?`);
}

// Home's first visit: the entry and its static imports, then Home's page and those it adds.
const seen = new Set();
const entryKeys = withStaticImports(manifest, entryKey, seen);
const homeKeys = withStaticImports(manifest, HOME_PAGE_SOURCE, seen);
const INDEX_HTML = readFileSync(join(DIST, 'index.html'), 'utf8');
/** Scripts index.html loads that are no chunk of the app (the Malayalam first wave's, build/malayalam-first-wave.ts). */
const chunkFilesOfHome = new Set([...entryKeys, ...homeKeys].map((key) => manifest[key].file));
const ownScriptsOfIndexHtml = [...INDEX_HTML.matchAll(/<script\b[^>]*\bsrc="\.\/([^"]+\.js)"/g)]
  .map((match) => match[1])
  .filter((file) => !chunkFilesOfHome.has(file));
const rows = [
  ...entryKeys.map((key, index) => ({ file: manifest[key].file, role: index === 0 ? 'entry' : 'entry import' })),
  ...ownScriptsOfIndexHtml.map((file) => ({ file, role: 'index.html' })),
  ...homeKeys.map((key, index) => ({ file: manifest[key].file, role: index === 0 ? 'home page' : 'home import' })),
]
  .map(({ file, role }) => {
    const contents = readFileSync(join(DIST, file));
    const gzipped = gzipSync(contents, { level: constants.Z_BEST_COMPRESSION }).length;
    // What the server sends a browser that takes Brotli: the build's own .br
    // (apps/web/build/precompressed-files.ts); a file too small to compress goes out as it is.
    const brotliFile = join(DIST, `${file}.br`);
    const sent = existsSync(brotliFile) ? statSync(brotliFile).size : contents.length;
    return { role, file, raw: contents.length, gzipped, sent };
  })
  .filter((row) => row.file.endsWith('.js'));

/** Every JavaScript file of the build that holds one of the development markers. */
function findReactDevelopmentChunks() {
  const assetsDir = join(DIST, 'assets');
  return readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const contents = readFileSync(join(assetsDir, file), 'utf8');
      return REACT_DEVELOPMENT_MARKERS.some((marker) => contents.includes(marker));
    });
}

/** Chunks a student's screens load (the entry and every lazy page outside the console) that hold staff code. */
function findStaffCodeInStudentChunks() {
  const studentRoots = Object.keys(manifest).filter(
    (key) => (manifest[key].isEntry || manifest[key].isDynamicEntry) && !key.startsWith(STAFF_SOURCES),
  );
  const reached = new Set(studentRoots.flatMap((key) => withStaticImports(manifest, key)));
  return [...reached]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const contents = readFileSync(join(DIST, file), 'utf8');
      return STAFF_MARKERS.some((marker) => contents.includes(marker));
    });
}

/** Chunks loaded up front by the entry or any page (every root but the math renderer) that hold KaTeX. */
function findKatexOutsideItsChunk() {
  if (!manifest[MATH_RENDERER_SOURCE]?.isDynamicEntry) fail(`${MATH_RENDERER_SOURCE} is no longer a lazy chunk`);
  const roots = Object.keys(manifest).filter(
    (key) => (manifest[key].isEntry || manifest[key].isDynamicEntry) && key !== MATH_RENDERER_SOURCE,
  );
  const reached = new Set(roots.flatMap((key) => withStaticImports(manifest, key)));
  return [...reached]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js') && readFileSync(join(DIST, file), 'utf8').includes(KATEX_MARKER));
}

/** V8's compile hint (apps/web/vite.config.ts): a file's first line, on what every first visit runs. */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINTED_FIRST_VISIT_FILE = /^assets\/(index|framework|shell|shared|home-page)-/;

function startsWithCompileHint(file) {
  return readFileSync(join(DIST, file), 'utf8').startsWith(`${EAGER_COMPILE_HINT}\n`);
}

const unhinted = rows
  .map((row) => row.file)
  .filter((file) => HINTED_FIRST_VISIT_FILE.test(file) && !startsWithCompileHint(file));
if (unhinted.length > 0) fail(`first-visit files without the compile hint: ${unhinted.join(', ')}`);
if (startsWithCompileHint(manifest[MATH_RENDERER_SOURCE].file)) {
  fail("KaTeX's chunk carries the compile hint: compiling all of it is for code that runs on every load");
}

/**
 * Files of Home's first visit that index.html does not ask for itself (apps/web/build/first-wave-chunks.ts):
 * each would be fetched only once the router has matched the address, a request more in the
 * chain before Home's first paint.
 */
function findHomeFilesAfterTheFirstWave() {
  const askedFor = new Set(
    [...INDEX_HTML.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="\.\/([^"]+)"/g)].map((match) => match[1]),
  );
  const files = [...entryKeys, ...homeKeys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  return [...new Set(files)].filter((file) => !askedFor.has(file));
}

const homeFilesAfterTheFirstWave = findHomeFilesAfterTheFirstWave();
if (homeFilesAfterTheFirstWave.length > 0) {
  fail(`index.html does not ask for these files of Home's first visit: ${homeFilesAfterTheFirstWave.join(', ')}`);
}

const malayalamInFirstVisit = rows.filter((row) => MALAYALAM_CATALOG_FILE.test(row.file));
if (malayalamInFirstVisit.length > 0) {
  fail(`an English first visit loads Malayalam: ${malayalamInFirstVisit.map((row) => row.file).join(', ')}`);
}

const katexLeaks = findKatexOutsideItsChunk();
if (katexLeaks.length > 0) {
  fail(
    `KaTeX is in chunks loaded before any math is shown: ${katexLeaks.join(', ')}. Import it only from render-math.ts.`,
  );
}

const staffLeaks = findStaffCodeInStudentChunks();
if (staffLeaks.length > 0) {
  fail(
    `the staff console's code is in chunks students load: ${staffLeaks.join(', ')}. Keep it behind its lazy routes.`,
  );
}

const developmentChunks = findReactDevelopmentChunks();
if (developmentChunks.length > 0) {
  fail(
    `React's development build is in ${developmentChunks.length} chunk(s): ${developmentChunks.join(', ')}.` +
      ' The web build must run as a production build (see apps/web/vite.config.ts).',
  );
}

/**
 * The payment page (apps/web/pay) is plain TypeScript: React in its script means an import reached
 * the app's code (the language loader through a date helper did once: 40 KB more on a page a
 * student opens to pay).
 */
const PAY_HTML = join(DIST, 'pay/index.html');
const REACT_MARKER = 'react.transitional.element';
function findReactInPaymentPage() {
  const html = readFileSync(PAY_HTML, 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="\.\.?\/([^"]+)"/g)].map((match) =>
    join(DIST, 'pay', match[0].includes('src="../') ? '..' : '.', match[1]),
  );
  if (scripts.length === 0) fail('dist/pay/index.html asks for no script');
  return scripts
    .filter((file) => readFileSync(file, 'utf8').includes(REACT_MARKER))
    .map((file) => relative(DIST, file));
}

const reactInPaymentPage = findReactInPaymentPage();
if (reactInPaymentPage.length > 0) {
  fail(`React is in the payment page's script: ${reactInPaymentPage.join(', ')}. Import only what the page needs.`);
}

const total = rows.reduce((sum, row) => sum + row.gzipped, 0);
const isOverBudget = total > BUDGET_BYTES;

const fileWidth = Math.max(...rows.map((row) => row.file.length), 'file'.length);
console.log(`JS loaded by a first visit to #/ (budget on gzip level 9; 'sent' is the build's Brotli 11 form)\n`);
console.log(
  `${'role'.padEnd(12)}  ${'file'.padEnd(fileWidth)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  ${'sent'.padStart(10)}`,
);
for (const row of rows) {
  const sent = formatKiB(row.sent);
  console.log(
    `${row.role.padEnd(12)}  ${row.file.padEnd(fileWidth)}  ${formatKiB(row.raw).padStart(10)}  ${formatKiB(row.gzipped).padStart(10)}  ${sent.padStart(10)}`,
  );
}
const sentTotal = rows.reduce((sum, row) => sum + row.sent, 0);
console.log(`\nSent with Brotli: ${formatKiB(sentTotal)} (${sentTotal} bytes)`);
console.log(
  `\nTotal: ${formatKiB(total)} gzipped (${total} bytes); budget ${formatKiB(BUDGET_BYTES)} — ${
    isOverBudget ? 'OVER BUDGET' : 'within budget'
  }`,
);
process.exit(isOverBudget ? 1 : 0);
