/**
 * Runs the real Padanam server as a child process (from source through tsx, the same code
 * `npm run build` compiles) on 127.0.0.1 and a free port, and stops it on cleanup.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './lifecycle.js';
import { freePort, waitUntilHealthy, watchServer } from '../../scripts/lib/child-server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** CPU seconds (user + system) the server's processes have used so far; null off Linux. */
  cpuSeconds: () => number | null;
  /** Stops the server now (it is stopped on cleanup anyway). */
  stop: () => Promise<void>;
}

function cpuSecondsOfProcess(pid: number): number | null {
  try {
    // Fields after the ")" of the command name; utime and stime are fields 14 and 15.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' '))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** The server and its worker processes (SERVER_PROCESSES > 1) together. */
export function cpuSecondsOf(pid: number): number | null {
  const own = cpuSecondsOfProcess(pid);
  if (own === null) return null;
  return childrenOf(pid).reduce((sum, child) => sum + (cpuSecondsOf(child) ?? 0), own);
}

/**
 * Waits until the server's work after start is done (reading the demo notes' text in its worker
 * thread takes seconds of CPU, counted as the server's): its CPU under 5 % over a second, for at
 * most 120 s. Nothing measured should share the server with it.
 */
async function waitUntilSettled(cpuSeconds: () => number | null): Promise<void> {
  const giveUpAt = Date.now() + 120_000;
  while (Date.now() < giveUpAt) {
    const before = cpuSeconds();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuSeconds();
    if (before === null || after === null || after - before < 0.05) return;
  }
}

export interface ServerOptions {
  /** SERVER_PROCESSES: worker processes sharing the port (PostgreSQL only). */
  processes?: number;
  /**
   * LOG_LEVEL, `warn` by default. At `info` and below every request writes log lines: they go
   * to a file in the data folder (as a real deployment's would go to its log collector), not
   * through this process, which would otherwise pay for reading them.
   */
  logLevel?: string;
  /** The checkout whose server runs: the working tree by default, or a baseline (lib/baseline.ts). */
  root?: string;
}

const QUIET_LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'silent']);

export async function startServer(
  databaseUrl: string | undefined,
  { processes = 1, logLevel = 'warn', root = ROOT }: ServerOptions = {},
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-bench-data-'));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const logFile = QUIET_LOG_LEVELS.has(logLevel) ? null : fs.openSync(path.join(dataDir, 'server.log'), 'w');
  if (logFile !== null) onCleanup(() => fs.closeSync(logFile));
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--conditions=source',
      '--import',
      'tsx',
      path.join(root, 'apps/server/src/server.ts'),
    ],
    {
      cwd: root,
      stdio: ['ignore', logFile ?? 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: logLevel,
        NODE_ENV: 'development',
        SEED_DEMO_DATA: 'true',
        // Room for one client address to ask for codes, though the benchmarks never do.
        OTP_IP_SEND_LIMIT: '1000000',
        SERVER_PROCESSES: String(processes),
      },
    },
  );
  const { output, stop } = watchServer(child, 5000);
  onCleanup(stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(baseUrl, child, output, 120_000); // the first start seeds the demo catalogue
  const pid = child.pid ?? 0;
  await waitUntilSettled(() => cpuSecondsOf(pid));
  return { baseUrl, dataDir, cpuSeconds: () => cpuSecondsOf(pid), stop };
}
