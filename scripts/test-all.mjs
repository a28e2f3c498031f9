#!/usr/bin/env node
/**
 * `npm test`: every workspace's suite, then the lint rules' own tests. Every part runs even when an
 * earlier one fails (a red server suite must not hide a broken lint rule); the exit code is non-zero
 * when any part failed, and the summary names which.
 *
 *   node scripts/test-all.mjs               the machine's clock
 *   node scripts/test-all.mjs --year-ahead  every part with the clock a year ahead (libfaketime), so a
 *                                           test that only passes near the day it was written fails here;
 *                                           the web part runs only its files that depend on the clock
 *                                           (scripts/web-clock-tests.mjs): the others run the same code
 *                                           on any day, and `npm test` runs every one on the real clock
 *
 * Under scripts/with-postgres.mjs (`npm run test:year-ahead:pg`) the server's part runs on that
 * cluster; only the suite's processes are wrapped, so the cluster keeps the real clock.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vitestFailures } from './vitest-failures.mjs';
import { clockTests } from './web-clock-tests.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

// Every part is a Vitest run; `files` narrows one to some of its test files.
const PARTS = [
  { name: 'contract', command: ['npm', 'run', 'test', '--workspace', '@padanam/contract'], files: [] },
  {
    // Under scripts/with-postgres.mjs the server's suite runs on that cluster.
    name: process.env.TEST_DATABASE_URL ? 'server (PostgreSQL)' : 'server (SQLite)',
    command: ['npm', 'run', 'test', '--workspace', '@padanam/server'],
    files: [],
  },
  { name: 'web', command: ['npm', 'run', 'test', '--workspace', '@padanam/web'], files: [] },
  { name: 'lint rules', command: ['npm', 'run', 'test:lint-rules'], files: [] },
];

const yearAhead = process.argv.includes('--year-ahead');
const unknown = process.argv.slice(2).filter((argument) => argument !== '--year-ahead');
if (unknown.length > 0) {
  console.error(`usage: node scripts/test-all.mjs [--year-ahead] (unknown: ${unknown.join(' ')})`);
  process.exit(2);
}

if (yearAhead) {
  const web = PARTS.find((part) => part.name === 'web');
  const { all, selected } = clockTests();
  web.name = `web (the ${selected.length} of ${all.length} files that depend on the clock)`;
  web.files = selected;
}

function wrapped(command) {
  if (!yearAhead) return command;
  // Relative offset: the clock keeps running, in every process the part starts (workers, servers).
  return ['faketime', '-f', '+365d', ...command];
}

if (yearAhead && spawnSync('faketime', ['-f', '+0d', 'true']).status !== 0) {
  console.error('--year-ahead needs libfaketime: apt-get install -y faketime');
  process.exit(1);
}

// Each part also writes a JSON report, read back for the summary when the part fails.
const reports = mkdtempSync(join(tmpdir(), 'padanam-test-'));
const results = [];
for (const [index, part] of PARTS.entries()) {
  const report = join(reports, `part-${index}.json`);
  const vitestArgs = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...part.files];
  const [program, ...args] = wrapped([...part.command, '--', ...vitestArgs]);
  console.log(`\n--- ${part.name}${yearAhead ? ', clock a year ahead' : ''}`);
  const started = Date.now();
  const run = spawnSync(program, args, { stdio: 'inherit' });
  const ok = run.status === 0;
  results.push({
    ...part,
    ok,
    seconds: Math.round((Date.now() - started) / 1000),
    failures: ok ? [] : vitestFailures(report, ROOT),
  });
}
rmSync(reports, { recursive: true, force: true });

console.log('\n--- npm test summary');
for (const result of results) {
  console.log(`${result.ok ? 'passed' : 'FAILED'}  ${result.name} (${result.seconds} s)`);
  for (const failure of result.failures) console.log(`          ${failure}`);
}
const failed = results.filter((result) => !result.ok);
console.log(`parts: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
