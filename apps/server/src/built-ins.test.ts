/**
 * Loading the server and reading note text leave every built-in function as it was: a library
 * that installs polyfills over built-ins (pdf.js's legacy build replaced `JSON.stringify`, which
 * doubled what every JSON reply cost) must stay out of the server's thread. The check runs in a
 * fresh process (test/built-ins-check.ts), so nothing this test runner loaded has touched them first.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

it(
  'keeps JSON, Promise, Array, Object, String, Map, Set and every other built-in function the same one',
  {
    timeout: 180_000,
  },
  async () => {
    const check = fileURLToPath(new URL('./test/built-ins-check.ts', import.meta.url));
    const { stdout } = await run(process.execPath, ['--conditions=source', '--import', 'tsx', check], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: process.env,
      maxBuffer: 16 * 1024 * 1024,
    });
    const { notes, replaced } = JSON.parse(stdout) as { notes: string[]; replaced: string[] };
    // The demo notes were really read, through the same path the server uses.
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.every((status) => status === 'extracted')).toBe(true);
    expect(replaced).toEqual([]);
  },
);
