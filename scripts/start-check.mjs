#!/usr/bin/env node
// Starts the built server the way `npm start` does, on the embedded default (SQLite in a fresh
// data folder, the demo data, the console SMS outbox), with the Node.js that runs this script, and
// checks that it answers: the health check on SQLite, the catalogue, and a login as the demo
// student with the code read from the outbox. Then SIGTERM, and the server must exit 0 by itself.
// CI runs it on Node 24 (.ci/run); on the machine's own Node it checks the same start.
//
//   npm run build && node scripts/start-check.mjs
//
// It builds nothing (apps/server/dist must exist; the web app's build is served when there is one,
// the API answers without it). Environment: START_CHECK_PORT (default 3479).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'apps/server/dist/server.js');
const PORT = Number(process.env.START_CHECK_PORT ?? 3479);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEMO_STUDENT = { countryCode: '+91', phone: '9000000001' };
/** Migrations and the demo data on a fresh SQLite file take a few seconds; a busy CI host, more. */
const READY_TIMEOUT_MS = 120_000;
/** A server with no open connection closes at once; this is only the bound past which it hangs. */
const EXIT_TIMEOUT_MS = 15_000;

class CheckError extends Error {}

function check(condition, message) {
  if (!condition) throw new CheckError(message);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function getJson(path, headers = {}) {
  const response = await fetch(`${ORIGIN}${path}`, { headers });
  return { status: response.status, body: await response.json() };
}

async function postJson(path, body) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function waitForHealth(server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    check(server.exitCode === null, `the server exited with ${server.exitCode} before it answered`);
    try {
      return await getJson('/api/health');
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new CheckError(`no answer at ${ORIGIN}/api/health within ${READY_TIMEOUT_MS / 1000} s`);
}

async function readCode(outbox, to) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const lines = existsSync(outbox) ? readFileSync(outbox, 'utf8').split('\n').filter(Boolean) : [];
    const code = lines
      .map((line) => JSON.parse(line))
      .filter((message) => message.to === to)
      .at(-1)
      ?.text.match(/\b[0-9]{6}\b/)?.[0];
    if (code) return code;
    await sleep(100);
  }
  throw new CheckError(`no login code for ${to} in ${outbox}`);
}

function exited(server, timeoutMs) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function main() {
  check(existsSync(SERVER), `${SERVER} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'padanam-start-check-'));
  const env = { ...process.env };
  // The embedded default: no PostgreSQL from the shell or a test run, no configured providers.
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'SMS_PROVIDER', 'MAIL_PROVIDER', 'S3_BUCKET', 'REDIS_URL']) {
    delete env[name];
  }
  const server = spawn(process.execPath, [SERVER], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      SERVER_PROCESSES: '1',
    },
  });
  // What the server printed, shown only when a check fails.
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  try {
    const health = await waitForHealth(server);
    check(
      health.status === 200 && health.body.status === 'ok' && health.body.db === 'sqlite',
      `GET /api/health answered ${health.status} ${JSON.stringify(health.body)}, not ok on sqlite`,
    );
    console.log(`start-check: Node ${process.version}, healthy on SQLite after ${Date.now() - started} ms`);

    const catalogue = await getJson('/api/papers?type=Major');
    check(
      catalogue.status === 200 && catalogue.body.papers.length > 0,
      `GET /api/papers?type=Major answered ${catalogue.status} with ${catalogue.body.papers?.length ?? 0} papers`,
    );
    console.log(`start-check: the catalogue lists ${catalogue.body.papers.length} Major papers`);

    const sent = await postJson('/api/auth/otp', DEMO_STUDENT);
    check(sent.status === 202, `POST /api/auth/otp answered ${sent.status} ${JSON.stringify(sent.body)}`);
    const code = await readCode(join(dataDir, 'sms-outbox.jsonl'), `${DEMO_STUDENT.countryCode}${DEMO_STUDENT.phone}`);
    const verified = await postJson('/api/auth/otp/verify', { ...DEMO_STUDENT, code });
    check(verified.status === 200, `POST /api/auth/otp/verify answered ${verified.status}`);
    const me = await getJson('/api/me', { authorization: `Bearer ${verified.body.token}` });
    check(
      me.status === 200 && me.body.user.name === 'Demo Student',
      `GET /api/me answered ${me.status} ${JSON.stringify(me.body)}, not the demo student`,
    );
    console.log('start-check: logged in as the demo student with the code from the SMS outbox');

    const stopping = Date.now();
    server.kill('SIGTERM');
    check(
      await exited(server, EXIT_TIMEOUT_MS),
      `the server was still running ${EXIT_TIMEOUT_MS / 1000} s after SIGTERM`,
    );
    check(server.exitCode === 0, `the server exited with ${server.exitCode ?? server.signalCode} after SIGTERM`);
    console.log(`start-check: stopped cleanly ${Date.now() - stopping} ms after SIGTERM`);
  } catch (error) {
    console.error(`start-check failed on Node ${process.version}: ${error instanceof Error ? error.message : error}`);
    if (output) console.error(`--- the server's output\n${output.trimEnd()}`);
    return 1;
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await exited(server, EXIT_TIMEOUT_MS);
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
  return 0;
}

process.exitCode = await main();
