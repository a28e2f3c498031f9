#!/usr/bin/env node
/**
 * Runs a command against a throwaway PostgreSQL cluster: initdb in a temp folder, a free
 * port on 127.0.0.1, TEST_DATABASE_URL pointing at it, and everything removed afterwards,
 * so the suite never depends on a server the machine may or may not have running.
 *   node scripts/with-postgres.mjs npm run test --workspace @padanam/server
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) {
    console.error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install -y postgresql).');
    process.exit(1);
  }
  return path.join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const bin = findPostgresBin();
// initdb refuses to run as root; run the cluster as the postgres user then.
const isRoot = process.getuid?.() === 0;
const asClusterOwner = (file, args) =>
  isRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
    : execFileSync(file, args, { stdio: 'pipe' });

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'padanam-pg-'));
const dataDir = path.join(folder, 'data');
if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', folder]);
const port = await freePort();

let started = false;
function stopCluster() {
  try {
    if (started) asClusterOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  } catch (error) {
    console.error('pg_ctl stop failed:', error.stderr?.toString() ?? error);
  }
  started = false;
  fs.rmSync(folder, { recursive: true, force: true });
}

try {
  // The locale is pinned: full-text search splits words by the locale's idea of a letter, and
  // C.UTF-8 counts Malayalam vowel signs and viramas as parts of a word wherever this runs.
  asClusterOwner(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const serverOptions = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  asClusterOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    serverOptions,
    '-l',
    path.join(folder, 'server.log'),
    '-w',
    'start',
  ]);
  started = true;
} catch (error) {
  console.error('Could not start a throwaway PostgreSQL cluster:', error.stderr?.toString() ?? error);
  stopCluster();
  process.exit(1);
}

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL ${path.basename(path.dirname(bin))} on port ${port} (throwaway, ${folder})`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stopCluster();
  process.exit(code ?? (signal ? 1 : 0));
});
