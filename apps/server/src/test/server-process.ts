/**
 * The real entry point (`server.ts`, from source through tsx) as a child process on
 * 127.0.0.1, for tests that need a real socket, real signals and a real restart. Register
 * `stopServersLeftRunning` as an `afterEach` so a test that fails half-way leaves no server behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from './test-database.js';

const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
export const serverPackageDir = path.dirname(path.dirname(serverEntry));

/** A free TCP port on 127.0.0.1, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  /** The exit code, or null when a signal ended the process. */
  exited: Promise<number | null>;
}

/**
 * How long a wait for a real process (its readiness, a log line, its exit) may take before the
 * process is taken for hung. A ceiling, not a budget: each wait ends the moment the process is
 * ready, and on a loaded 2-core machine a start that takes 5 s when idle can take 30.
 */
export const PROCESS_WAIT_LIMIT_MS = 120_000;

/**
 * The timeout for a test that runs real processes: it is bounded by what it waits for (each wait
 * by PROCESS_WAIT_LIMIT_MS), never by a fixed guess of how fast this machine is today.
 */
export const REAL_PROCESS_TEST_TIMEOUT_MS = 10 * 60_000;

const running = new Set<Started>();

export async function stopServersLeftRunning(): Promise<void> {
  for (const started of running) {
    if (started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill('SIGTERM');
      const timer = setTimeout(() => started.child.kill('SIGKILL'), 5000);
      await started.exited;
      clearTimeout(timer);
    }
  }
  running.clear();
}

/** Runs a TypeScript entry point of this package (the server, a CLI) with the given extra environment. */
export function startEntry(entry: string, env: Record<string, string>, args: string[] = []): Started {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry, ...args], {
    cwd: serverPackageDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = { child, output: () => output, exited };
  running.add(started);
  return started;
}

export function startServer(env: Record<string, string>): Started {
  return startEntry(serverEntry, env);
}

export async function waitForHealth(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + PROCESS_WAIT_LIMIT_MS;
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

/** Resolves once the process has written `text` (a log message); fails if it exits first or never comes. */
export async function waitForOutput(started: Started, text: string): Promise<void> {
  const deadline = Date.now() + PROCESS_WAIT_LIMIT_MS;
  while (!started.output().includes(text)) {
    if (started.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`"${text}" never came:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A data folder and (under test:pg) an empty PostgreSQL database: the server migrates it itself. */
export async function emptyDatabaseForServer(): Promise<{ database: TestDatabase; env: Record<string, string> }> {
  const database = await createTestDatabase();
  await database.db.destroy();
  const env = {
    DATA_DIR: database.dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
    WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  };
  return { database, env };
}
