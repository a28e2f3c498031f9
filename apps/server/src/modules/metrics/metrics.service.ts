/**
 * What a college's IT team watches on exam day, in Prometheus's text format (GET /metrics,
 * plugins/metrics.ts): requests by route pattern, exam starts, saves and submits, open attempts,
 * SMS and push failures, payment events, sweep runs, the PostgreSQL pool, and prom-client's
 * process metrics (CPU, memory, event-loop lag). Each app has its own registry, so two apps in
 * one process (tests) never share counts.
 *
 * Open attempts are counted at scrape time from the (status, deadline_at) index, capped
 * (OPEN_ATTEMPTS_CAP): the database is the one truth every server process shares, an attempt
 * that times out leaves the count without anyone closing it, and a scrape every 15 s costs one
 * bounded index walk, where keeping the number from events would need every start, submit and
 * deadline seen by the same process.
 */
import type { Kysely } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { TDatabaseKind } from '@padanam/contract';
import type { Database, DeliveryChannel } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { DeliveryFailureRecord, DeliveryFailureService } from '../delivery-failures/delivery-failure.service.js';
import { LabelledCounter, LabelledHistogram } from './labelled-metrics.js';
import { countOpenAttempts } from './metrics.repository.js';

/** The most open attempts a scrape counts: a whole university's paper, twice over. */
export const OPEN_ATTEMPTS_CAP = 100_000;

/** Seconds; a save answers in milliseconds, a slow report in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A PostgreSQL pool's own counts (pg.Pool has them); SQLite has no pool and reports none. */
export interface DatabasePoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export type ExamAction = 'start' | 'save' | 'submit';
export type PaymentEvent = 'webhook' | 'order' | 'razorpay_order' | 'payment_verify' | 'order_cancel';
/** 2xx: ok; 4xx: refused (the caller's mistake or a rule); 5xx: failed. */
export type Outcome = 'ok' | 'refused' | 'failed';

export interface MetricsServiceDependencies {
  db: Kysely<Database>;
  dbKind: TDatabaseKind;
  clock: Clock;
  /** The PostgreSQL pool; absent on SQLite. */
  databasePool?: DatabasePoolCounts | undefined;
  /** Whether anyone can scrape (METRICS_TOKEN is set): only then are the process's own metrics sampled. */
  enabled: boolean;
}

const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];

export const outcomeOf = (statusCode: number): Outcome =>
  statusCode < 400 ? 'ok' : statusCode < 500 ? 'refused' : 'failed';

export function createMetricsService({ db, dbKind, clock, databasePool, enabled }: MetricsServiceDependencies) {
  const registry = new Registry();
  // CPU, memory, handles, GC and event-loop lag (a histogram Node samples for us).
  if (enabled) collectDefaultMetrics({ register: registry });

  // On the request path: counted without prom-client's per-call label hashing (labelled-metrics.ts).
  const requestDuration = new LabelledHistogram({
    name: 'padanam_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern (never the raw URL) and status class',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const examActions = new LabelledCounter({
    name: 'padanam_exam_actions_total',
    help: 'Exam starts, answer saves and submits, by outcome (ok, refused, failed)',
    registers: [registry],
  });
  const paymentEvents = new LabelledCounter({
    name: 'padanam_payment_events_total',
    help: 'Razorpay webhooks and order steps (create, Razorpay order, verify, cancel), by outcome',
    registers: [registry],
  });
  const deliveryFailures = new Counter({
    name: 'padanam_delivery_failures_total',
    help: 'SMS and web push messages that did not reach their person, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const sweepRuns = new Counter({
    name: 'padanam_sweep_runs_total',
    help: 'Runs of each periodic sweep, by outcome (ok, failed)',
    labelNames: ['sweep', 'outcome'] as const,
    registers: [registry],
  });
  const sweepLastDuration = new Gauge({
    name: 'padanam_sweep_last_duration_seconds',
    help: 'How long the last run of each sweep took',
    labelNames: ['sweep'] as const,
    registers: [registry],
    aggregator: 'max',
  });
  new Gauge({
    name: 'padanam_exam_attempts_open',
    help: `Attempts open now (deadline not passed), counted from the database at scrape time up to ${OPEN_ATTEMPTS_CAP}`,
    registers: [registry],
    // Every process counts the same rows: one count, not one per process.
    aggregator: 'max',
    async collect() {
      this.set(await countOpenAttempts(db, clock(), OPEN_ATTEMPTS_CAP));
    },
  });
  if (dbKind === 'postgres' && databasePool) {
    const pool = databasePool;
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('padanam_db_pool_connections', 'PostgreSQL connections the pool holds', () => pool.totalCount);
    poolGauge('padanam_db_pool_idle_connections', 'PostgreSQL connections idle in the pool', () => pool.idleCount);
    poolGauge(
      'padanam_db_pool_waiting_requests',
      'Queries waiting for a PostgreSQL connection',
      () => pool.waitingCount,
    );
  }

  function observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    const statusClass = STATUS_CLASSES[Math.floor(statusCode / 100)] ?? 'other';
    requestDuration.observe(
      `${method} ${route} ${statusClass}`,
      () => ({ method, route, status_class: statusClass }),
      seconds,
    );
  }

  function countExamAction(action: ExamAction, statusCode: number): void {
    const outcome = outcomeOf(statusCode);
    examActions.inc(`${action} ${outcome}`, () => ({ action, outcome }));
  }

  function countPaymentEvent(event: PaymentEvent, statusCode: number): void {
    const outcome = outcomeOf(statusCode);
    paymentEvents.inc(`${event} ${outcome}`, () => ({ event, outcome }));
  }

  function countDeliveryFailure(channel: DeliveryChannel): void {
    deliveryFailures.inc({ channel });
  }

  /** The delivery-failure service, counting each failure as it is recorded (whoever records it). */
  function countingDeliveryFailures<T extends Pick<DeliveryFailureService, 'record'>>(service: T): T {
    return {
      ...service,
      record: (failure: DeliveryFailureRecord) => {
        countDeliveryFailure(failure.channel);
        return service.record(failure);
      },
    };
  }

  /** Times one run of a sweep and counts it as ok or failed; the run's own result or error passes through. */
  async function timeSweep<T>(sweep: string, run: () => Promise<T>): Promise<T> {
    const end = sweepLastDuration.startTimer({ sweep });
    try {
      const result = await run();
      sweepRuns.inc({ sweep, outcome: 'ok' });
      return result;
    } catch (error) {
      sweepRuns.inc({ sweep, outcome: 'failed' });
      throw error;
    } finally {
      end();
    }
  }

  return {
    enabled,
    registry,
    contentType: registry.contentType,
    /** This process's metrics, in Prometheus's text format. */
    scrape: () => registry.metrics(),
    observeRequest,
    countExamAction,
    countPaymentEvent,
    countDeliveryFailure,
    countingDeliveryFailures,
    timeSweep,
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
