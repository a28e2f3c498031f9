/**
 * The real entry point as a child process: configuration check, migrations, demo data
 * on an empty database, listening, and a clean exit on SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const serverPackageDir = path.dirname(path.dirname(serverEntry));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
    cwd: serverPackageDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${started.output()}`);
}

async function countMajorPapers(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/papers?type=Major`);
  const body = (await response.json()) as { papers: unknown[] };
  return body.papers.length;
}

describe('server.ts', () => {
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    // Only for a data folder and (under test:pg) an empty PostgreSQL database; the server migrates it itself.
    database = await createTestDatabase();
    await database.db.destroy();
    env = {
      DATA_DIR: database.dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
  });
  afterAll(() => database.release());

  it('loads the demo catalogue into an empty database, serves it, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const started = startServer({ ...env, PORT: String(port) });
    await waitForHealth(port, started);
    expect(await countMajorPapers(port)).toBeGreaterThanOrEqual(3);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('demo catalogue loaded');
  });

  it('keeps existing data on the next start (no second seed) and exits 0 on SIGINT', async () => {
    const port = await freePort();
    const started = startServer({ ...env, PORT: String(port) });
    await waitForHealth(port, started);
    expect(await countMajorPapers(port)).toBeGreaterThanOrEqual(3);
    started.child.kill('SIGINT');
    expect(await started.exited).toBe(0);
    expect(started.output()).not.toContain('demo catalogue loaded');
  });

  it('refuses to start on a bad variable and names it', async () => {
    const started = startServer({ ...env, PORT: 'eighty' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('PORT:');
  });
});
