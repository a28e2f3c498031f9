/**
 * One Padanam server for the upgrade test: a checkout's server (the previous release's or this
 * working tree's) from source through tsx, on 127.0.0.1 and a free port, over a DATA_DIR and a
 * database that outlive it, with the secret a real deployment keeps across an upgrade.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  /** Stops the server as a deployment would (SIGTERM), waiting for it to exit. */
  stop: () => Promise<void>;
}

export interface ServerPlace {
  /** The checkout the server runs from. */
  root: string;
  dataDir: string;
  /** PostgreSQL's URL, or undefined for SQLite in the data folder. */
  databaseUrl: string | undefined;
}

// Fixed for both servers, as a deployment's AUTH_SECRET is: sessions must outlive the upgrade.
const AUTH_SECRET = 'upgrade-test-secret-kept-across-the-upgrade-0123456789';
const START_LIMIT_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const giveUpAt = Date.now() + START_LIMIT_MS; // the first start seeds the demo catalogue
  while (Date.now() < giveUpAt) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /api/health within ${START_LIMIT_MS / 1000} s:\n${output()}`);
}

/** Starts the server (its migrations run first, then its seeds) and waits until it answers. */
export async function startServer({ root, dataDir, databaseUrl }: ServerPlace): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        SEED_DEMO_DATA: 'true',
        SMS_PROVIDER: 'console',
        MAIL_PROVIDER: 'console',
        AUTH_SECRET,
        SERVER_PROCESSES: '1',
      },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilHealthy(baseUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
