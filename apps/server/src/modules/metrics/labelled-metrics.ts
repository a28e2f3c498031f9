/**
 * A counter and a histogram for the per-request path, registered in a prom-client registry as
 * prom-client's own metrics are (an object with `get()`), so the text format and the cluster's
 * aggregation stay prom-client's. Each label combination is found once and then counted with a
 * map look-up and a few additions: prom-client's labelled `observe` hashes and checks its labels
 * on every call, about 4 µs (bench/RESULTS.md, "GET /metrics"), too much beside a 120 µs read.
 */
import type { MetricValue, MetricValueWithName, Registry } from 'prom-client';

type Labels = Record<string, string>;

interface MetricDefinition {
  name: string;
  help: string;
  registers: Registry[];
}

interface RegisteredMetric {
  get(): Promise<{ name: string; help: string; type: string; aggregator: 'sum'; values: unknown[] }>;
}

/** prom-client's registries accept any object of this shape (their own aggregated metrics are such). */
function register(registries: Registry[], name: string, metric: RegisteredMetric): void {
  for (const registry of registries)
    (registry as unknown as { registerMetric(metric: unknown): void }).registerMetric(Object.assign(metric, { name }));
}

export class LabelledCounter {
  private readonly series = new Map<string, { labels: Labels; value: number }>();

  constructor(private readonly definition: MetricDefinition) {
    register(definition.registers, definition.name, {
      get: async () => ({
        name: definition.name,
        help: definition.help,
        type: 'counter',
        aggregator: 'sum',
        values: [...this.series.values()].map(({ labels, value }): MetricValue<string> => ({
          labels: { ...labels },
          value,
        })),
      }),
    });
  }

  /** Adds one to the series `key` names; `labels` is read only the first time a key is seen. */
  inc(key: string, labels: () => Labels): void {
    const series = this.series.get(key);
    if (series) series.value += 1;
    else this.series.set(key, { labels: labels(), value: 1 });
  }
}

interface HistogramSeries {
  labels: Labels;
  /** Observations in each bucket alone (not cumulative); the last is above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

export class LabelledHistogram {
  private readonly series = new Map<string, HistogramSeries>();

  constructor(private readonly definition: MetricDefinition & { buckets: readonly number[] }) {
    const { name, buckets } = definition;
    register(definition.registers, name, {
      get: async () => ({
        name,
        help: definition.help,
        type: 'histogram',
        aggregator: 'sum',
        values: [...this.series.values()].flatMap(({ labels, counts, sum, count }) => {
          let cumulative = 0;
          const values: MetricValueWithName<string>[] = buckets.map((bound, index) => {
            cumulative += counts[index]!;
            return { labels: { ...labels, le: bound }, value: cumulative, metricName: `${name}_bucket` };
          });
          values.push({ labels: { ...labels, le: '+Inf' }, value: count, metricName: `${name}_bucket` });
          values.push({ labels: { ...labels }, value: sum, metricName: `${name}_sum` });
          values.push({ labels: { ...labels }, value: count, metricName: `${name}_count` });
          return values;
        }),
      }),
    });
  }

  /** Records one observation in the series `key` names; `labels` is read only the first time a key is seen. */
  observe(key: string, labels: () => Labels, value: number): void {
    let series = this.series.get(key);
    if (series === undefined) {
      series = {
        labels: labels(),
        counts: new Array<number>(this.definition.buckets.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    const { buckets } = this.definition;
    let index = 0;
    while (index < buckets.length && value > buckets[index]!) index += 1;
    series.counts[index] = (series.counts[index] ?? 0) + 1;
    series.sum += value;
    series.count += 1;
  }
}
