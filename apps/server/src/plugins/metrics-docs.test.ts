/**
 * The Grafana dashboard and the alert rules in docs/metrics/ name only metrics the server
 * exports: both are parsed, every metric name in their queries is taken out, and each must be
 * in a scrape (with PostgreSQL's pool, which SQLite does not have).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMetricsService } from '../modules/metrics/metrics.service.js';
import { createTestApp, TEST_METRICS_TOKEN, type TestApp } from '../test/test-app.js';

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/metrics');

/** PromQL's own words: functions, aggregations and operators (what is left of a query is metric names). */
const PROMQL_WORDS = new Set([
  'sum',
  'max',
  'min',
  'avg',
  'count',
  'topk',
  'bottomk',
  'rate',
  'irate',
  'increase',
  'delta',
  'histogram_quantile',
  'absent',
  'clamp_min',
  'clamp_max',
  'and',
  'or',
  'unless',
  'on',
  'ignoring',
  'offset',
  'bool',
]);
/** Prometheus's own series about each scrape. */
const PROMETHEUS_SERIES = new Set(['up', 'scrape_duration_seconds']);

/** The metric names a PromQL expression reads. */
function metricNamesIn(expression: string): string[] {
  const bare = expression
    .replaceAll(/"(?:[^"\\]|\\.)*"/g, '""')
    .replaceAll(/\{[^}]*\}/g, ' ')
    .replaceAll(/\[[^\]]*\]/g, ' ')
    .replaceAll(/\b(?:by|without)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)]
    .map((match) => match[0])
    .filter((word) => !PROMQL_WORDS.has(word) && !/^\d/.test(word));
}

/** Every series name a scrape declares (`# TYPE`), a histogram's _bucket, _sum and _count included. */
function seriesNamesOf(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(`${name}${suffix}`);
  }
  return names;
}

describe('the dashboard and the alert rules', () => {
  let testApp: TestApp;
  let exported: Set<string>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const scrape = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
    });
    exported = seriesNamesOf(scrape.body);
    // The names PostgreSQL adds (its pool), whichever engine runs this test.
    const onPostgres = createMetricsService({
      db: testApp.database.db,
      dbKind: 'postgres',
      clock: () => Date.now(),
      databasePool: { totalCount: 1, idleCount: 1, waitingCount: 0 },
      enabled: false,
    });
    for (const name of seriesNamesOf(await onPostgres.scrape())) exported.add(name);
  });
  afterAll(() => testApp.close());

  it('takes the metric names out of a query', () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.99, sum by (le, route) (rate(a_bucket{route=~"x|y"}[5m]))) > 1 or absent(b{job="p"})',
      ),
    ).toEqual(['a_bucket', 'b']);
  });

  it('alert rules name only exported metrics, and cover what exam day needs', () => {
    const rules = (
      parse(fs.readFileSync(path.join(DOCS, 'alerts.yml'), 'utf8')) as {
        groups: { rules: { alert: string; expr: string }[] }[];
      }
    ).groups.flatMap((group) => group.rules);
    const named = rules.flatMap((rule) => metricNamesIn(rule.expr).map((name) => `${rule.alert}: ${name}`));
    expect(named.length).toBeGreaterThan(0);
    const unknown = named.filter((entry) => {
      const name = entry.split(': ')[1]!;
      return !exported.has(name) && !PROMETHEUS_SERIES.has(name);
    });
    expect(unknown).toEqual([]);
    const names = new Set(named.map((entry) => entry.split(': ')[1]));
    for (const needed of [
      'padanam_http_request_duration_seconds_count',
      'padanam_http_request_duration_seconds_bucket',
      'nodejs_eventloop_lag_p99_seconds',
      'padanam_delivery_failures_total',
      'padanam_sweep_runs_total',
      'up',
    ])
      expect(names.has(needed), needed).toBe(true);
  });

  it('dashboard panels name only exported metrics', () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(DOCS, 'grafana-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const named = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => metricNamesIn(target.expr).map((name) => ({ panel: panel.title, name }))),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(({ name }) => !exported.has(name))).toEqual([]);
  });
});
