/**
 * One Padanam server for the upgrade test: a checkout's server (the previous release's or this
 * working tree's) from source through tsx, on 127.0.0.1 and a free port, over a DATA_DIR and a
 * database that outlive it, with the secret a real deployment keeps across an upgrade.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitUntilHealthy, watchServer } from '../lib/child-server.js';

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
  const { output, stop } = watchServer(child, 10_000);
  try {
    // The first start seeds the demo catalogue.
    await waitUntilHealthy(baseUrl, child, output, START_LIMIT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
