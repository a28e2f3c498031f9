/**
 * The real server's log is buffered (lib/log-destination.ts): the lines still in the buffer
 * when the process ends, by SIGTERM or by a crash, must come out, the crash itself among them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyDatabaseForServer,
  freePort,
  REAL_PROCESS_TEST_TIMEOUT_MS,
  type Started,
  startServer,
  stopServersLeftRunning,
  waitForHealth,
} from './test/server-process.js';
import type { TestDatabase } from './test/test-database.js';

afterEach(stopServersLeftRunning);

interface Line {
  level: number;
  msg: string;
  url?: string;
  err?: { message?: string };
}

/** The JSON log lines of the process's output (Node's own crash report is plain text). */
const logLinesOf = (started: Started): Line[] =>
  started
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);

/** Writes, each of which makes one log line (a refused login-code request is still a write). */
async function writeSome(port: number, count: number): Promise<string[]> {
  const urls = Array.from({ length: count }, (_, index) => `/api/auth/otp?n=${index}`);
  for (const url of urls) {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ countryCode: '+91', phone: 'not-a-phone' }),
    });
    expect(response.status).toBe(400);
  }
  return urls;
}

describe('the buffered log', { timeout: REAL_PROCESS_TEST_TIMEOUT_MS }, () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let crashOnSignal: string;

  beforeAll(async () => {
    ({ database, env } = await emptyDatabaseForServer());
    env = { ...env, LOG_LEVEL: 'info', ATTEMPT_SWEEP_SECONDS: '0' };
    // Loaded before the server: SIGUSR2 makes it throw an exception nothing catches.
    crashOnSignal = path.join(database.dataDir, 'crash-on-signal.mjs');
    fs.writeFileSync(crashOnSignal, "process.on('SIGUSR2', () => { throw new Error('a deliberate crash'); });\n");
    // The first start migrates and loads the demo catalogue, so each test starts quickly.
    const port = await freePort();
    const first = startServer({ ...env, PORT: String(port) });
    await waitForHealth(port, first);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });
  afterAll(() => database.release());

  it('writes every line, the last ones too, when SIGTERM stops the server', async () => {
    const port = await freePort();
    const started = startServer({ ...env, PORT: String(port) });
    await waitForHealth(port, started);
    const urls = await writeSome(port, 5);
    started.child.kill('SIGTERM');
    expect(await started.exited, started.output()).toBe(0);

    const lines = logLinesOf(started);
    for (const url of urls)
      expect(
        lines.filter((line) => line.url === url),
        url,
      ).toHaveLength(1);
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain('shutting down');
    // Written after the server closed, just before the process exits: only the exit's flush writes it.
    expect(messages.at(-1)).toBe('stopped');
  });

  it('writes the lines before a crash, and the crash itself, before the process ends', async () => {
    const port = await freePort();
    const started = startServer({
      ...env,
      PORT: String(port),
      NODE_OPTIONS: `--import=${pathToFileURL(crashOnSignal).href}`,
    });
    await waitForHealth(port, started);
    const urls = await writeSome(port, 5);
    started.child.kill('SIGUSR2');
    expect(await started.exited, started.output()).toBe(1);

    const lines = logLinesOf(started);
    for (const url of urls)
      expect(
        lines.filter((line) => line.url === url),
        url,
      ).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({ level: 60, msg: 'crashed', err: { message: 'a deliberate crash' } });
  });
});
