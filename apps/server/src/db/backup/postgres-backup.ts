/**
 * PostgreSQL backup and restore through PostgreSQL's own tools: `pg_dump` in custom format
 * (one consistent snapshot, taken while the server keeps writing) and `pg_restore` in one
 * transaction, so a restore that fails part-way leaves nothing half-written. The tools are
 * found on PATH or under /usr/lib/postgresql/<version>/bin (Debian and Ubuntu packages);
 * pg_dump must be at least as new as the server.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-files.js';

const run = promisify(execFile);
const PACKAGED_ROOT = '/usr/lib/postgresql';

/** host:port/database, never the password. */
function describe(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/** Connects once to say clearly when the database cannot be reached, before any tool runs. */
async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Cannot reach the PostgreSQL database at ${describe(databaseUrl)}: ${(error as Error).message}`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function findTool(name: 'pg_dump' | 'pg_restore'): Promise<string> {
  try {
    await run(name, ['--version']);
    return name;
  } catch {
    // not on PATH: look where the distribution packages put it
  }
  const versions = fs.existsSync(PACKAGED_ROOT)
    ? fs.readdirSync(PACKAGED_ROOT).filter((version) => fs.existsSync(path.join(PACKAGED_ROOT, version, 'bin', name)))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) {
    throw new BackupError(
      `${name} not found on PATH or under ${PACKAGED_ROOT}/*/bin: install the PostgreSQL client tools.`,
    );
  }
  return path.join(PACKAGED_ROOT, versions[0], 'bin', name);
}

/**
 * The connection for a tool: the URL without its password on the command line (where other
 * users of the machine could read it), the password in the tool's environment instead.
 */
function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${what} failed: ${stderr || (error as Error).message}`);
  }
}

export async function backupPostgres(databaseUrl: string, target: string): Promise<void> {
  await withClient(databaseUrl, async () => {});
  const { dbname, env } = toolConnection(databaseUrl);
  await runTool(
    await findTool('pg_dump'),
    ['--format=custom', `--file=${target}`, `--dbname=${dbname}`],
    env,
    'pg_dump',
  );
}

/** Whether the database already has any table of ours (in the public schema). */
export function postgresHoldsData(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) as count from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]?.count ?? 0) > 0;
  });
}

/**
 * Restores a custom-format dump into the database. With `replace` the public schema is
 * emptied first (the operator asked for --force): tables a newer version added would
 * otherwise stay behind, beside a migration list that does not know them.
 * Objects belong to whoever restores (--no-owner): the backup may come from another role.
 */
export async function restorePostgres(file: string, databaseUrl: string, replace: boolean): Promise<void> {
  const restore = await findTool('pg_restore');
  const { dbname, env } = toolConnection(databaseUrl);
  await runTool(restore, ['--list', file], env, `Reading ${file}`);
  if (replace) {
    await withClient(databaseUrl, async (client) => {
      await client.query('drop schema public cascade');
      await client.query('create schema public');
    });
  }
  await runTool(
    restore,
    ['--single-transaction', '--exit-on-error', '--no-owner', `--dbname=${dbname}`, file],
    env,
    'pg_restore',
  );
}
