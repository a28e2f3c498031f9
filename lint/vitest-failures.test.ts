/**
 * `npm test`'s summary names what failed in a red part (scripts/vitest-failures.mjs), read from the
 * JSON report Vitest writes: proved on a real Vitest run of a small tree made here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { vitestFailures } from '../scripts/vitest-failures.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-vitest-failures-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Runs Vitest (globals on, so the files import nothing) on the given files; returns its report's path. */
function runVitest(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(folder, 'tree-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const report = path.join(dir, 'report.json');
  try {
    execFileSync(
      process.execPath,
      [VITEST, 'run', '--root', dir, '--globals', '--reporter=json', `--outputFile.json=${report}`],
      {
        stdio: 'ignore',
      },
    );
  } catch {
    // A red run exits non-zero; the report is what is read.
  }
  return { dir, report };
}

describe("npm test's summary of a red part", () => {
  it('names each failed test with its file and the first line of its message, and a file that failed to load', () => {
    const { dir, report } = runVitest({
      'sums.test.js': [
        "describe('sums', () => {",
        "  it('adds', () => expect(1 + 1).toBe(2));",
        "  it('carries', () => expect(9 + 1).toBe(11));",
        '});',
      ].join('\n'),
      'broken.test.js': "throw new Error('cannot load the fixtures');\n",
    });
    const lines = vitestFailures(report, dir);
    expect(lines).toHaveLength(2);
    expect(lines).toContainEqual(expect.stringMatching(/^sums\.test\.js › sums carries: .*expected 10 to be 11/));
    expect(lines).toContainEqual(expect.stringMatching(/^broken\.test\.js: .*cannot load the fixtures/));
    expect(lines.join('\n')).not.toContain('adds');
  });

  it('says so when there is no report, rather than naming nothing', () => {
    expect(vitestFailures(path.join(folder, 'never-written.json'), folder)).toEqual([
      'no report written: the run stopped before its tests (see the log above)',
    ]);
  });

  it('says so when the report names no failed test (an error outside the tests)', () => {
    const { dir, report } = runVitest({ 'fine.test.js': "it('passes', () => expect(true).toBe(true));\n" });
    expect(vitestFailures(report, dir)).toEqual([
      'no failed test in the report: an error outside the tests (see the log above)',
    ]);
  });
});
