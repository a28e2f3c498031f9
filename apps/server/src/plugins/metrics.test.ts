/**
 * GET /metrics: refused without METRICS_TOKEN (and absent without one configured), and what a
 * scrape shows after real requests: the route pattern (never an id), exam actions, open
 * attempts, SMS failures, and on PostgreSQL the pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT_PHONE } from '../db/seed/seed-demo-data.js';
import { createMetricsService } from '../modules/metrics/metrics.service.js';
import { bearer, insertStudent, logIn } from '../test/accounts.js';
import { FakeSmsSender } from '../test/fake-sms.js';
import { ruleBroken } from '../test/one-error-shape.js';
import { createTestApp, TEST_METRICS_TOKEN, type TestApp } from '../test/test-app.js';

/** Every sample line of a scrape, as `name{labels}` → value. */
function samplesOf(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    samples.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return samples;
}

describe('GET /metrics', () => {
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  let demo: string;

  const scrape = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.body;
  };
  const sample = async (key: string) => samplesOf(await scrape()).get(key) ?? 0;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, sms });
    demo = await logIn(testApp.app, sms, DEMO_STUDENT_PHONE);
  });
  afterAll(() => testApp.close());

  it('refuses a missing or wrong token with 401 in the one error shape, before anything is measured', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TEST_METRICS_TOKEN.slice(1)}` }, bearer(demo)]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(ruleBroken(response, { method: 'GET', servesBytes: () => false })).toBeNull();
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
      expect(response.body).not.toContain('padanam_');
    }
  });

  it('does not exist without METRICS_TOKEN, and measures nothing then', async () => {
    const bare = await createTestApp({ env: { METRICS_TOKEN: undefined } });
    try {
      for (const headers of [{}, { authorization: 'Bearer ' }]) {
        const response = await bare.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      expect(bare.app.routeInventory.some((route) => route.url === '/metrics')).toBe(false);
    } finally {
      await bare.close();
    }
  });

  it('times each request under its route pattern and status class, never its raw URL', async () => {
    const key = 'padanam_http_request_duration_seconds_count{method="GET",route="/api/papers/:id",status_class="4xx"}';
    const before = await sample(key);
    await testApp.app.inject({ method: 'GET', url: '/api/papers/987654' });
    await testApp.app.inject({ method: 'GET', url: '/api/papers/987655' });
    await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing/13579' });
    const text = await scrape();
    const samples = samplesOf(text);
    expect(samples.get(key)).toBe(before + 2);
    expect(
      samples.get('padanam_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    for (const raw of ['987654', '987655', '13579', 'no-such-thing']) expect(text).not.toContain(raw);
    const infinite = [...samples.entries()].filter(
      ([name]) =>
        name.startsWith('padanam_http_request_duration_seconds_bucket{') &&
        name.includes('route="/api/papers/:id"') &&
        name.includes('status_class="4xx"') &&
        name.includes('le="+Inf"'),
    );
    expect(infinite.map(([, value]) => value)).toEqual([before + 2]);
  });

  it('counts an exam start, save and submit, and the open attempt between them', async () => {
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      testApp.app.inject({ method, url, headers: bearer(demo), payload });
    const action = (name: string, outcome: string) =>
      `padanam_exam_actions_total{action="${name}",outcome="${outcome}"}`;
    const before = samplesOf(await scrape());
    const paperId = (
      await testApp.app.inject({ method: 'GET', url: '/api/papers?type=Major', headers: bearer(demo) })
    ).json().papers[0].id;
    const modules = (
      await testApp.app.inject({ method: 'GET', url: `/api/papers/${paperId}/modules`, headers: bearer(demo) })
    ).json().modules;
    const started = await call('POST', '/api/attempts', { moduleId: modules[0].id, category: 'weekly_challenge' });
    expect(started.statusCode).toBe(200);
    const attempt = started.json();
    const open = samplesOf(await scrape());
    expect(open.get(action('start', 'ok'))).toBe((before.get(action('start', 'ok')) ?? 0) + 1);
    expect(open.get('padanam_exam_attempts_open')).toBe((before.get('padanam_exam_attempts_open') ?? 0) + 1);

    const saved = await call('PUT', `/api/attempts/${attempt.id}/answers/${attempt.questions[0].id}`, { option: 0 });
    expect(saved.statusCode).toBe(200);
    const refused = await call('PUT', `/api/attempts/${attempt.id}/answers/999999`, { option: 0 });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const submitted = await call('POST', `/api/attempts/${attempt.id}/submit`, {});
    expect(submitted.statusCode).toBe(200);

    const after = samplesOf(await scrape());
    expect(after.get(action('save', 'ok'))).toBe((before.get(action('save', 'ok')) ?? 0) + 1);
    expect(after.get(action('save', 'refused'))).toBe((before.get(action('save', 'refused')) ?? 0) + 1);
    expect(after.get(action('submit', 'ok'))).toBe((before.get(action('submit', 'ok')) ?? 0) + 1);
    expect(after.get('padanam_exam_attempts_open')).toBe(before.get('padanam_exam_attempts_open') ?? 0);
  });

  it('counts an SMS the provider refused', async () => {
    const key = 'padanam_delivery_failures_total{channel="sms"}';
    const before = await sample(key);
    const { phone } = await insertStudent(testApp.database.db);
    sms.failNext = true;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      payload: { countryCode: '+91', phone },
    });
    expect(response.statusCode).toBe(502);
    expect(await sample(key)).toBe(before + 1);
  });

  it('counts a payment step by its outcome', async () => {
    const key = 'padanam_payment_events_total{event="payment_verify",outcome="refused"}';
    const before = await sample(key);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders/999999/payment',
      headers: bearer(demo),
      payload: { razorpayOrderId: 'order_x', razorpayPaymentId: 'pay_x', razorpaySignature: 'x'.repeat(64) },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await sample(key)).toBe(before + 1);
  });

  it("reports PostgreSQL's pool and nothing of the kind on SQLite, beside the process's own metrics", async () => {
    const samples = samplesOf(await scrape());
    const poolNames = [
      'padanam_db_pool_connections',
      'padanam_db_pool_idle_connections',
      'padanam_db_pool_waiting_requests',
    ];
    if (testApp.database.kind === 'postgres') {
      for (const name of poolNames) expect(samples.get(name), name).toBeGreaterThanOrEqual(0);
      expect(samples.get('padanam_db_pool_connections')).toBeGreaterThanOrEqual(1);
    } else {
      for (const name of poolNames) expect(samples.has(name), name).toBe(false);
    }
    expect(samples.get('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(samples.get('process_cpu_seconds_total')).toBeGreaterThan(0);
  });
});

describe('sweep runs', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('counts each run as ok or failed and keeps the last run’s duration, passing the result or error on', async () => {
    const metrics = createMetricsService({
      db: testApp.database.db,
      dbKind: testApp.database.kind,
      clock: () => Date.now(),
      enabled: false,
    });
    expect(await metrics.timeSweep('attempt', async () => 3)).toBe(3);
    await expect(
      metrics.timeSweep('attempt', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    const samples = samplesOf(await metrics.scrape());
    expect(samples.get('padanam_sweep_runs_total{sweep="attempt",outcome="ok"}')).toBe(1);
    expect(samples.get('padanam_sweep_runs_total{sweep="attempt",outcome="failed"}')).toBe(1);
    expect(samples.get('padanam_sweep_last_duration_seconds{sweep="attempt"}')).toBeGreaterThanOrEqual(0);
  });
});
