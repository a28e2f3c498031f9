/** Per-phase figures: throughput, latency percentiles (nearest rank), errors, CPU split. */
import { isOk, type Reply } from './http.js';
import { machineBusySeconds } from './machine.js';

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface PhaseFigures {
  name: string;
  requests: number;
  errors: number;
  wallMs: number;
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  /** Time from the start of the phase until the reply: what a student in the burst waits. */
  sinceStartP50: number;
  sinceStartP99: number;
  serverCpuSeconds: number | null;
  driverCpuSeconds: number;
  /** CPU seconds everything else on the machine used meanwhile (other jobs, PostgreSQL). */
  otherCpuSeconds: number | null;
  errorSamples: string[];
}

export function summarise(
  name: string,
  replies: readonly Reply[],
  startedAt: number,
  wallMs: number,
  cpu: CpuSplit,
): PhaseFigures {
  const latencies = replies.map((reply) => reply.ms).sort((a, b) => a - b);
  const sinceStart = replies.map((reply) => reply.at - startedAt).sort((a, b) => a - b);
  const failed = replies.filter((reply) => !isOk(reply));
  const samples = new Map<string, number>();
  for (const reply of failed) {
    const body = reply.body as { error?: { code?: string } } | undefined;
    const key = reply.error ?? `${reply.status} ${body?.error?.code ?? JSON.stringify(reply.body)?.slice(0, 120)}`;
    samples.set(key, (samples.get(key) ?? 0) + 1);
  }
  return {
    name,
    requests: replies.length,
    errors: failed.length,
    wallMs,
    throughput: replies.length / (wallMs / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    sinceStartP50: percentile(sinceStart, 50),
    sinceStartP99: percentile(sinceStart, 99),
    ...cpu,
    errorSamples: [...samples].slice(0, 5).map(([key, count]) => `${count}x ${key}`),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function printPhase(figures: PhaseFigures): void {
  const seconds = (value: number | null) => (value === null ? '?' : `${value.toFixed(2)} s`);
  const cpu = `  cpu: server ${seconds(figures.serverCpuSeconds)}, driver ${seconds(figures.driverCpuSeconds)}, other ${seconds(figures.otherCpuSeconds)}`;
  console.log(
    `${figures.name.padEnd(8)} ${String(figures.requests).padStart(6)} req  ${(figures.wallMs / 1000).toFixed(2)} s wall  ` +
      `${figures.throughput.toFixed(0)} req/s  p50 ${ms(figures.p50)}  p99 ${ms(figures.p99)}  max ${ms(figures.max)}  ` +
      `errors ${figures.errors}${cpu}`,
  );
  console.log(
    `${''.padEnd(8)} reply since phase start: p50 ${ms(figures.sinceStartP50)}  p99 ${ms(figures.sinceStartP99)}`,
  );
  for (const sample of figures.errorSamples) console.log(`${''.padEnd(8)} error: ${sample}`);
}

export interface CpuSplit {
  serverCpuSeconds: number | null;
  driverCpuSeconds: number;
  otherCpuSeconds: number | null;
}

/** Measures one phase: wall time, and CPU used by the server, by this driver and by everything else. */
export async function timed<T>(
  serverCpu: () => number | null,
  run: () => Promise<T>,
): Promise<{ value: T; startedAt: number; wallMs: number; cpu: CpuSplit }> {
  const serverBefore = serverCpu();
  const machineBefore = machineBusySeconds();
  const driverBefore = process.cpuUsage();
  const startedAt = performance.now();
  const value = await run();
  const wallMs = performance.now() - startedAt;
  const driverUsage = process.cpuUsage(driverBefore);
  const serverAfter = serverCpu();
  const machineAfter = machineBusySeconds();
  const server = serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore;
  const driver = (driverUsage.user + driverUsage.system) / 1e6;
  const machine = machineBefore === null || machineAfter === null ? null : machineAfter - machineBefore;
  return {
    value,
    startedAt,
    wallMs,
    cpu: {
      serverCpuSeconds: server,
      driverCpuSeconds: driver,
      otherCpuSeconds: machine === null || server === null ? null : Math.max(0, machine - server - driver),
    },
  };
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
