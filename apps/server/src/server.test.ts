/**
 * The real entry point as a child process: configuration check, migrations, demo data
 * on an empty database, listening, a clean exit on SIGTERM, and several worker processes
 * on PostgreSQL.
 */
import fs from 'node:fs';
import { PRIVACY_NOTICE_VERSION } from '@padanam/contract';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { SMS_OUTBOX_FILE } from './integrations/sms/console-sms-sender.js';
import { insertStudent } from './test/accounts.js';
import { PRODUCTION_ENV } from './test/production-env.js';
import {
  emptyDatabaseForServer,
  freePort,
  PROCESS_WAIT_LIMIT_MS,
  REAL_PROCESS_TEST_TIMEOUT_MS,
  startEntry,
  startServer,
  stopServersLeftRunning,
  waitForHealth,
} from './test/server-process.js';
import type { TestDatabase } from './test/test-database.js';

interface SentSms {
  text: string;
}

// A test that fails half-way must not leave a server (or its workers) behind.
afterEach(stopServersLeftRunning);

async function countMajorPapers(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/papers?type=Major`);
  const body = (await response.json()) as { papers: unknown[] };
  return body.papers.length;
}

describe('server.ts', { timeout: REAL_PROCESS_TEST_TIMEOUT_MS }, () => {
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    ({ database, env } = await emptyDatabaseForServer());
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

const grantRoleEntry = fileURLToPath(new URL('./cli/grant-role.ts', import.meta.url));

/** `npm run user:grant` as an operator runs it; resolves with its exit code and output. */
async function runGrantRole(
  env: Record<string, string>,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  const run = startEntry(grantRoleEntry, env, args);
  const code = await run.exited;
  return { code, output: run.output() };
}

describe('server.ts in production on an empty database', { timeout: REAL_PROCESS_TEST_TIMEOUT_MS }, () => {
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    const empty = await emptyDatabaseForServer();
    database = empty.database;
    env = {
      ...empty.env,
      ...PRODUCTION_ENV,
      AUTH_SECRET: 'p'.repeat(32),
      SMS_PROVIDER: 'msg91',
      MSG91_BASE_URL: 'http://127.0.0.1:9',
    };
  });
  afterAll(() => database.release());

  it('loads what signup needs but no demo people, and the first admin is granted on the command line', async () => {
    const port = await freePort();
    const started = startServer({ ...env, PORT: String(port) });
    await waitForHealth(port, started);
    const api = `http://127.0.0.1:${port}/api`;
    const getJson = async <T>(url: string) => (await (await fetch(api + url)).json()) as T;
    const post = (url: string, body: unknown) =>
      fetch(api + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    expect(await countMajorPapers(port)).toBe(0);
    expect((await post('/auth/otp', { countryCode: '+91', phone: '9000000000' })).status).toBe(404);
    expect((await fetch(api + '/docs')).status).toBe(404);
    expect((await fetch(api + '/openapi.json')).status).toBe(404);
    const { departments } = await getJson<{ departments: { id: number }[] }>('/departments');
    expect(departments.length).toBeGreaterThan(0);
    const department = departments[0]!;
    const [course] = (await getJson<{ courses: { id: number }[] }>(`/departments/${department.id}/courses`)).courses;
    const [college] = (await getJson<{ colleges: { name: string }[] }>('/colleges')).colleges;
    const signup = await post('/auth/signup', {
      name: 'College Admin',
      email: 'admin@college.example.in',
      phone: '9847000001',
      collegeName: college?.name,
      department: department.id,
      semester: '1',
      course: course?.id,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      noticeAgreed: true,
    });
    expect(signup.status).toBe(201);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('reference data loaded');
    expect(started.output()).not.toContain('demo catalogue loaded');

    expect(await runGrantRole(env, ['--phone', '9847000002', '--role', 'admin'])).toMatchObject({
      code: 1,
      output: expect.stringContaining('No account has the phone number +91 9847000002'),
    });
    expect(await runGrantRole(env, ['--phone', '9847000001', '--role', 'owner'])).toMatchObject({
      code: 1,
      output: expect.stringContaining('--role must be one of student, teacher, admin'),
    });
    const granted = await runGrantRole(env, ['--phone', '9847000001', '--role', 'admin']);
    expect(granted).toMatchObject({
      code: 0,
      output: expect.stringContaining('College Admin (+91 9847000001) is now admin'),
    });
    const { db } = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    try {
      const row = await db
        .selectFrom('users')
        .select('role')
        .where('phone', '=', '9847000001')
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('admin');
      // Recorded like any role change, with no actor: the command line.
      const audit = await db.selectFrom('auditLog').select(['actorUserId', 'action', 'afterJson']).execute();
      expect(audit).toEqual([{ actorUserId: null, action: 'user.role', afterJson: '{"role":"admin"}' }]);
      // The one account is the one that signed up: no demo people were created.
      const users = await db.selectFrom('users').select(['phone']).execute();
      expect(users).toEqual([{ phone: '9847000001' }]);
    } finally {
      await db.destroy();
    }
  });
});

/** One request on a connection of its own, so the primary hands it to the next worker in turn. */
async function postOnNewConnection(port: number, url: string, body: unknown): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

function readyProcessIds(output: string): number[] {
  return output
    .split('\n')
    .filter((line) => line.includes('Padanam is ready'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

async function waitFor<T>(read: () => T | undefined, what: string, output: () => string): Promise<T> {
  const deadline = Date.now() + PROCESS_WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen:\n${output()}`);
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'server.ts with SERVER_PROCESSES=2 (PostgreSQL)',
  { timeout: REAL_PROCESS_TEST_TIMEOUT_MS },
  () => {
    let database: TestDatabase;
    let env: Record<string, string>;

    beforeAll(async () => {
      let base: Record<string, string>;
      ({ database, env: base } = await emptyDatabaseForServer());
      env = { ...base, SERVER_PROCESSES: '2' };
    });
    afterAll(() => database.release());

    it('serves from two processes sharing one login-code key, replaces one that dies, and exits 0', async () => {
      const port = await freePort();
      const started = startServer({ ...env, PORT: String(port) });
      await waitForHealth(port, started);
      const workers = await waitFor(
        () => (readyProcessIds(started.output()).length === 2 ? readyProcessIds(started.output()) : undefined),
        'two workers ready',
        started.output,
      );
      expect(started.output().match(/demo catalogue loaded/g)).toHaveLength(1);

      // Codes sent through one worker are checked by the other (connections alternate).
      const handle = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      const students = await Promise.all([1, 2, 3, 4].map(() => insertStudent(handle.db)));
      await handle.db.destroy();
      const outbox = path.join(database.dataDir, SMS_OUTBOX_FILE);
      for (const { phone } of students) {
        expect(await postOnNewConnection(port, '/api/auth/otp', { countryCode: '+91', phone })).toBe(202);
        const lastText = (JSON.parse(fs.readFileSync(outbox, 'utf8').trim().split('\n').at(-1) ?? '{}') as SentSms)
          .text;
        const code = /\b([0-9]{6})\b/.exec(lastText)?.[1];
        expect(await postOnNewConnection(port, '/api/auth/otp/verify', { countryCode: '+91', phone, code })).toBe(200);
      }

      process.kill(workers[0] ?? 0, 'SIGKILL');
      const replacement = await waitFor(
        () => readyProcessIds(started.output()).find((pid) => !workers.includes(pid)),
        'a replacement worker',
        started.output,
      );
      expect(started.output()).toContain('a server process exited; starting another');
      expect(await countMajorPapers(port)).toBeGreaterThanOrEqual(3);

      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
      for (const pid of [workers[1] ?? 0, replacement]) expect(() => process.kill(pid, 0)).toThrow();
    });
  },
);

describe.runIf(!process.env.TEST_DATABASE_URL)(
  'server.ts with SERVER_PROCESSES=2 on SQLite',
  { timeout: REAL_PROCESS_TEST_TIMEOUT_MS },
  () => {
    it('refuses to start and says PostgreSQL is needed', async () => {
      const started = startServer({ SERVER_PROCESSES: '2', DATABASE_URL: '', PORT: String(await freePort()) });
      expect(await started.exited).toBe(1);
      expect(started.output()).toContain('SERVER_PROCESSES: more than 1 needs DATABASE_URL');
    });
  },
);
