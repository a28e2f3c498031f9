#!/usr/bin/env node
/**
 * The web test files whose outcome can depend on the calendar: a test file that reads the clock
 * (Date, Intl's date formats, toLocale*String, fake timers, performance.now) or that imports,
 * directly or through any chain of imports (static, dynamic, re-exports, vi.mock, the contract's
 * source), a module that does. The year-ahead run (`node scripts/test-all.mjs --year-ahead`) runs
 * only these web files a year ahead: every other web file runs the same code on any day, and
 * `npm test` has already run it on the machine's clock.
 *
 * Nothing is listed by hand, so a new test or a new use of the clock is picked up by itself; the
 * net is wide on purpose (a comment or a type that says Date counts too). An import it cannot
 * resolve fails the script rather than being left out.
 *
 *   node scripts/web-clock-tests.mjs            the files, one a line (relative to apps/web)
 *   node scripts/web-clock-tests.mjs --summary  how many of how many, and the modules that read the clock
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What reading the calendar looks like in this code base. */
const CLOCK =
  /\bDate\b|Intl\.(DateTimeFormat|RelativeTimeFormat)|toLocale(Date|Time)?String|useFakeTimers|setSystemTime|performance\.now|\buseNow\b/;
const IMPORT = /(?:\bfrom|\bimport|\bvi\.mock|\bvi\.doMock|\bvi\.importActual)\s*\(?\s*['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const SOURCE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/**
 * @param {{ webDir?: string, packages?: Record<string, string> }} [options] the web app's folder
 *   (its tests are under src/), and the project's packages by import name → source entry file.
 * @returns {{ all: string[], selected: string[], clockModules: string[] }} test files relative to
 *   webDir (every one, and those that depend on the clock); the non-test modules that read it.
 */
export function clockTests({
  webDir = join(ROOT, 'apps/web'),
  packages = { '@padanam/contract': join(ROOT, 'packages/contract/src/index.ts') },
} = {}) {
  /** The project file an import names, null for a package outside it; throws for a relative one not found. */
  const resolveImport = (from, specifier) => {
    const bare = specifier.split('?')[0];
    if (bare in packages) return packages[bare];
    if (!bare.startsWith('.')) return null;
    const base = resolve(dirname(from), bare);
    // The contract imports its siblings as './x.js' (NodeNext): the source is './x.ts'.
    const stems = base.endsWith('.js') ? [base.slice(0, -3), base] : [base];
    for (const candidate of stems.flatMap((stem) => EXTENSIONS.map((extension) => stem + extension))) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return SOURCE.test(candidate) ? candidate : null;
    }
    throw new Error(`${relative(ROOT, from)}: cannot resolve '${specifier}'`);
  };

  const readsClock = new Map();
  const importsOf = new Map();
  const visit = (file) => {
    if (importsOf.has(file)) return;
    const text = readFileSync(file, 'utf8');
    readsClock.set(file, CLOCK.test(text));
    const imports = [...text.matchAll(IMPORT)].map((match) => resolveImport(file, match[1])).filter(Boolean);
    importsOf.set(file, imports);
    for (const imported of imports) visit(imported);
  };
  const tests = sourceFiles(join(webDir, 'src')).filter((file) => TEST_FILE.test(file));
  for (const file of tests) visit(file);

  // Everything a test file reaches, each module once (import cycles included).
  const dependsOnClock = (test) => {
    const seen = new Set([test]);
    const queue = [test];
    for (const file of queue) {
      if (readsClock.get(file)) return true;
      for (const imported of importsOf.get(file)) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        queue.push(imported);
      }
    }
    return false;
  };
  const fromWeb = (file) => relative(webDir, file);
  return {
    all: tests.map(fromWeb).sort(),
    selected: tests.filter(dependsOnClock).map(fromWeb).sort(),
    clockModules: [...readsClock]
      .filter(([file, reads]) => reads && !TEST_FILE.test(file))
      .map(([file]) => relative(ROOT, file))
      .sort(),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { all, selected, clockModules } = clockTests();
  if (process.argv.includes('--summary')) {
    console.log(`${selected.length} of ${all.length} web test files depend on the clock; the modules that read it:`);
    for (const module of clockModules) console.log(`  ${module}`);
  } else {
    for (const file of selected) console.log(file);
  }
}
