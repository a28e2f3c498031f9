/**
 * The year-ahead run takes its web files from scripts/web-clock-tests.mjs: a test file that reads
 * the clock, or reaches a module that does through any chain of imports, must be among them, and
 * one that reaches none is left to `npm test`. Proved on a small tree made here, then on the app.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { clockTests } from '../scripts/web-clock-tests.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-clock-tests-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function tree(files: Record<string, string>) {
  const webDir = fs.mkdtempSync(path.join(folder, 'web-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(webDir, name)), { recursive: true });
    fs.writeFileSync(path.join(webDir, name), text);
  }
  return webDir;
}

describe('the web files the year-ahead run takes', () => {
  it('takes a test that reads the clock, and one that reaches a module that does through imports of every kind', () => {
    const webDir = tree({
      'src/lib/when.ts': "export const today = () => new Intl.DateTimeFormat('en-IN').format(Date.now());\n",
      'src/lib/relay.ts': "export { today } from './when';\n",
      'src/lib/pure.ts': 'export const double = (n: number) => 2 * n;\n',
      'src/pages/page.tsx': "import './page.css';\nconst lazy = () => import('../lib/relay');\nexport default lazy;\n",
      'src/pages/page.css': '.page { color: red; }\n',
      'src/own-clock.test.ts': "vi.useFakeTimers();\nimport { double } from './lib/pure';\n",
      'src/reaches-clock.test.tsx': "import page from './pages/page';\n",
      'src/mocks-clock.test.ts': "vi.mock('./lib/when', () => ({ today: () => 'today' }));\n",
      'src/pure.test.ts': "import { double } from './lib/pure';\n",
      'src/contract.test.ts': "import { rules } from '@padanam/contract';\n",
    });
    const contract = tree({ 'index.ts': "export * from './rules.js';\n", 'rules.ts': 'export const rules = 1;\n' });
    const result = clockTests({ webDir, packages: { '@padanam/contract': path.join(contract, 'index.ts') } });
    expect(result.all).toEqual([
      'src/contract.test.ts',
      'src/mocks-clock.test.ts',
      'src/own-clock.test.ts',
      'src/pure.test.ts',
      'src/reaches-clock.test.tsx',
    ]);
    expect(result.selected).toEqual(['src/mocks-clock.test.ts', 'src/own-clock.test.ts', 'src/reaches-clock.test.tsx']);
  });

  it('takes a test whose package source reads the clock', () => {
    const webDir = tree({ 'src/contract.test.ts': "import { rules } from '@padanam/contract';\n" });
    const contract = tree({
      'index.ts': "export * from './rules.js';\n",
      'rules.ts': 'export const rules = () => Date.now();\n',
    });
    const result = clockTests({ webDir, packages: { '@padanam/contract': path.join(contract, 'index.ts') } });
    expect(result.selected).toEqual(['src/contract.test.ts']);
  });

  it('fails on an import it cannot follow rather than leaving the test out', () => {
    const webDir = tree({ 'src/lost.test.ts': "import { gone } from './no-such-module';\n" });
    expect(() => clockTests({ webDir, packages: {} })).toThrow("cannot resolve './no-such-module'");
  });

  it('on the app: every web test that reads the clock itself is taken, and some that do not are left out', () => {
    const { all, selected } = clockTests();
    const webDir = path.join(ROOT, 'apps/web');
    const readsClock = all.filter((file) =>
      /\bDate\b|toLocale|useFakeTimers|setSystemTime/.test(fs.readFileSync(path.join(webDir, file), 'utf8')),
    );
    expect(readsClock.length).toBeGreaterThan(0);
    expect(readsClock.filter((file) => !selected.includes(file))).toEqual([]);
    expect(selected.length).toBeLessThan(all.length);
  });
});
