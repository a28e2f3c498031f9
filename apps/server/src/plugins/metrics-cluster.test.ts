/**
 * With SERVER_PROCESSES=2 (PostgreSQL), one scrape covers both processes: requests answered by
 * either worker are all in the count whichever worker takes the scrape.
 */
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyDatabaseForServer,
  freePort,
  REAL_PROCESS_TEST_TIMEOUT_MS,
  startServer,
  stopServersLeftRunning,
  waitForHealth,
  waitForOutput,
} from '../test/server-process.js';
import type { TestDatabase } from '../test/test-database.js';

const TOKEN = 'cluster-metrics-token-0123456789abcdef';

/** A GET on a connection of its own, so the cluster hands each to the next worker. */
function getOnNewConnection(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

const healthCount = (text: string) =>
  Number(
    /^padanam_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_class="2xx"\} (\d+)$/m.exec(
      text,
    )?.[1] ?? 0,
  );

describe.runIf(process.env.TEST_DATABASE_URL)(
  'GET /metrics with SERVER_PROCESSES=2 (PostgreSQL)',
  { timeout: REAL_PROCESS_TEST_TIMEOUT_MS },
  () => {
    let database: TestDatabase;
    let env: Record<string, string>;

    beforeAll(async () => {
      let base: Record<string, string>;
      ({ database, env: base } = await emptyDatabaseForServer());
      env = { ...base, SERVER_PROCESSES: '2', METRICS_TOKEN: TOKEN };
    });
    afterEach(stopServersLeftRunning);
    afterAll(() => database.release());

    it('sums both workers in one scrape', async () => {
      const port = await freePort();
      const started = startServer({ ...env, PORT: String(port) });
      await waitForHealth(port, started);
      await waitForOutput(started, 'Padanam is ready');
      // Both workers listening: each health check below may reach either.
      const deadline = Date.now() + 60_000;
      while ((started.output().match(/Padanam is ready/g) ?? []).length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));

      const authorization = { authorization: `Bearer ${TOKEN}` };
      const before = healthCount((await getOnNewConnection(port, '/metrics', authorization)).body);
      for (let index = 0; index < 10; index += 1)
        expect((await getOnNewConnection(port, '/api/health')).status).toBe(200);
      for (let scrape = 0; scrape < 4; scrape += 1) {
        const response = await getOnNewConnection(port, '/metrics', authorization);
        expect(response.status).toBe(200);
        expect(healthCount(response.body)).toBeGreaterThanOrEqual(before + 10);
      }
      expect((await getOnNewConnection(port, '/metrics')).status).toBe(401);

      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
    });
  },
);
