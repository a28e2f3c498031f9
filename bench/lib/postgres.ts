/**
 * A throwaway PostgreSQL for one benchmark run. With TEST_DATABASE_URL set (running under
 * scripts/with-postgres.mjs) a fresh database is created in that cluster; otherwise a cluster
 * is initdb'd in a temp folder on a free 127.0.0.1 port. Unlike with-postgres.mjs this cluster
 * keeps PostgreSQL's durable defaults (fsync, synchronous_commit on): the figures should be
 * what a real deployment would see, not a test-speed configuration.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onCleanup } from './lifecycle.js';
import { freePort } from '../../scripts/lib/child-server.js';

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  return path.join(root, versions[0], 'bin');
}

// initdb refuses to run as root, so the cluster then belongs to the postgres user.
function asClusterOwner(file: string, args: string[]): void {
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}

async function startCluster(): Promise<string> {
  const bin = postgresBin();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-bench-pg-'));
  const dataDir = path.join(folder, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
  let started = false;
  onCleanup(() => {
    if (started) asClusterOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    fs.rmSync(folder, { recursive: true, force: true });
  });
  const port = await freePort();
  asClusterOwner(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const serverOptions = [`-p ${port}`, `-k ${folder}`, '-c listen_addresses=127.0.0.1', '-c max_connections=100'];
  asClusterOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    serverOptions.join(' '),
    '-l',
    path.join(folder, 'server.log'),
    '-w',
    'start',
  ]);
  started = true;
  console.log(
    `PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port} (throwaway cluster, durable defaults)`,
  );
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** Returns the URL of an empty database that is dropped again on cleanup. */
export async function throwawayDatabase(): Promise<string> {
  const clusterUrl = process.env.TEST_DATABASE_URL || (await startCluster());
  const name = `padanam_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  onCleanup(async () => {
    const dropper = new pg.Client({ connectionString: clusterUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
