/**
 * Read-path benchmark: the public catalogue reads against the framework's ceiling, in one run on
 * one machine. A bare Fastify hello-world (its own process, same Node) and the real server
 * (SQLite) are driven by the same closed-loop load generator; each read is printed as a
 * fraction of hello-world measured in the same round.
 *   npm run bench:read -- [--rounds 5] [--seconds 5] [--connections 16] [--log-level info] [--only papers?type]
 */
import { decodedGet } from './lib/decoded-get.js';
import { startHelloWorld } from './lib/hello-world-process.js';
import { runBenchmark } from './lib/lifecycle.js';
import { describeMachine, machineBusySeconds } from './lib/machine.js';
import { type LoadResult, runLoad } from './lib/load-loop.js';
import { intOption, readOption } from './lib/options.js';
import { prepareBaseline } from './lib/baseline.js';
import { startServer } from './lib/server.js';
import { median } from './lib/stats.js';

/** What Chrome sends; Node 20 has no zstd, so the server picks among the rest. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const TARGET_FRACTION = 0.5;

interface Target {
  name: string;
  port: number;
  path: string;
  headers: Record<string, string>;
  cpuSeconds: () => number | null;
  /** Counts toward the ≥ 50 % target: a full 200 catalogue read. */
  catalogue: boolean;
  expectStatus: number;
  /** Not a read in its own right (hello-world, the 304 line): reported, never judged. */
  baseline?: boolean;
  /** The same read on the `--baseline` commit's server: reported and compared, never judged. */
  twinOf?: string;
}

interface Sample {
  rps: number;
  fraction: number;
  serverMicrosPerRequest: number | null;
  otherCpuSeconds: number | null;
  result: LoadResult;
}

const range = (values: readonly number[], format: (value: number) => string) =>
  `${format(Math.min(...values))}–${format(Math.max(...values))}`;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

async function measure(target: Target, connections: number, seconds: number) {
  const serverBefore = target.cpuSeconds();
  const machineBefore = machineBusySeconds();
  const driverBefore = process.cpuUsage();
  const result = await runLoad(target, connections, seconds * 1000);
  const driverUsage = process.cpuUsage(driverBefore);
  const serverAfter = target.cpuSeconds();
  const machineAfter = machineBusySeconds();
  const server = serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore;
  const machine = machineBefore === null || machineAfter === null ? null : machineAfter - machineBefore;
  const driver = (driverUsage.user + driverUsage.system) / 1e6;
  return {
    result,
    rps: result.requests / (result.wallMs / 1000),
    serverMicrosPerRequest: server === null || result.requests === 0 ? null : (server * 1e6) / result.requests,
    otherCpuSeconds: machine === null || server === null ? null : Math.max(0, machine - server - driver),
  };
}

async function main(): Promise<number> {
  const rounds = intOption('rounds', 'BENCH_READ_ROUNDS', 5);
  const seconds = intOption('seconds', 'BENCH_READ_SECONDS', 5);
  const warmupSeconds = intOption('warmup', 'BENCH_READ_WARMUP_SECONDS', 3, 0);
  const connections = intOption('connections', 'BENCH_CONNECTIONS', 16);
  const logLevel = readOption('log-level', 'BENCH_LOG_LEVEL') ?? 'info';
  console.log(
    `read path: ${rounds} rounds x ${seconds} s per read on ${connections} keep-alive connections ` +
      `(after ${warmupSeconds} s warm-up each), SQLite, server LOG_LEVEL=${logLevel}, ` +
      `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
  );
  console.log(`machine: ${describeMachine()}`);

  const baseline = prepareBaseline();
  const hello = await startHelloWorld();
  const server = await startServer(undefined, { logLevel });
  const baseServer = baseline ? await startServer(undefined, { logLevel, root: baseline.root }) : null;
  const serverPort = Number(new URL(server.baseUrl).port);
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };

  // Check every reply's content once (decoded as a browser would) before timing it.
  const list = await decodedGet(serverPort, '/api/papers?type=Major', browser);
  const papers = (list.body as { papers?: { id: number }[] } | undefined)?.papers ?? [];
  const paperId = papers[0]?.id;
  if (list.status !== 200 || paperId === undefined) throw new Error(`no Major papers: ${list.status}`);
  const etag = list.headers.etag;

  const targets: Target[] = [
    {
      name: 'hello-world',
      port: hello.port,
      path: '/',
      headers: browser,
      cpuSeconds: hello.cpuSeconds,
      catalogue: false,
      expectStatus: 200,
      baseline: true,
    },
    {
      name: 'GET /api/health',
      port: serverPort,
      path: '/api/health',
      headers: browser,
      cpuSeconds: server.cpuSeconds,
      catalogue: false,
      expectStatus: 200,
    },
    {
      name: 'GET /api/papers?type=Major',
      port: serverPort,
      path: '/api/papers?type=Major',
      headers: browser,
      cpuSeconds: server.cpuSeconds,
      catalogue: true,
      expectStatus: 200,
    },
    {
      name: `GET /api/papers/${paperId}`,
      port: serverPort,
      path: `/api/papers/${paperId}`,
      headers: browser,
      cpuSeconds: server.cpuSeconds,
      catalogue: true,
      expectStatus: 200,
    },
    {
      name: `GET /api/papers/${paperId}/modules`,
      port: serverPort,
      path: `/api/papers/${paperId}/modules`,
      headers: browser,
      cpuSeconds: server.cpuSeconds,
      catalogue: true,
      expectStatus: 200,
    },
  ];
  if (typeof etag === 'string')
    targets.push({
      name: 'papers?type=Major, If-None-Match → 304',
      port: serverPort,
      path: '/api/papers?type=Major',
      headers: { ...browser, 'if-none-match': etag },
      cpuSeconds: server.cpuSeconds,
      catalogue: false,
      expectStatus: 304,
      baseline: true,
    });

  // --only papers,modules keeps hello-world and the reads whose name contains one of the words (to profile one read).
  const only = readOption('only', 'BENCH_READ_ONLY')?.split(',').filter(Boolean);
  if (only !== undefined)
    targets.splice(
      0,
      targets.length,
      ...targets.filter(
        (target) =>
          (target.baseline === true && target.name === 'hello-world') ||
          only.some((word) => target.name.includes(word)),
      ),
    );

  // --baseline: each read (not hello-world, not the 304 line) also on the baseline's server, measured
  // right after the working tree's in every round.
  if (baseline && baseServer) {
    const basePort = Number(new URL(baseServer.baseUrl).port);
    for (const target of [...targets]) {
      if (target.baseline === true) continue;
      targets.splice(targets.indexOf(target) + 1, 0, {
        ...target,
        name: `${target.name} @${baseline.label}`,
        port: basePort,
        cpuSeconds: baseServer.cpuSeconds,
        catalogue: false,
        twinOf: target.name,
      });
    }
  }

  for (const target of targets) {
    const reply = await decodedGet(target.port, target.path, target.headers);
    if (reply.status !== target.expectStatus)
      throw new Error(
        `${target.name}: expected ${target.expectStatus}, got ${reply.status} ${JSON.stringify(reply.body)}`,
      );
    const encoding = reply.headers['content-encoding'] ?? 'identity';
    const decodedBytes = reply.body === undefined ? 0 : Buffer.byteLength(JSON.stringify(reply.body));
    console.log(
      `  ${target.name.padEnd(42)} ${reply.status}, ${reply.wireBytes} bytes on the wire (${encoding}), ` +
        `${decodedBytes} bytes of JSON${reply.headers.etag ? `, ETag ${reply.headers.etag}` : ''}`,
    );
  }
  if (typeof etag !== 'string') console.log('  (no ETag on the papers list: no 304 line)');

  if (warmupSeconds > 0) for (const target of targets) await runLoad(target, connections, warmupSeconds * 1000);

  const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
  let failures = 0;
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate the order, so a read is not always measured just after the same neighbour.
    const order = round % 2 === 1 ? targets : [...targets].reverse();
    const measured = new Map<string, Awaited<ReturnType<typeof measure>>>();
    for (const target of order) measured.set(target.name, await measure(target, connections, seconds));
    const helloRps = measured.get('hello-world')?.rps ?? Number.NaN;
    const line: string[] = [];
    for (const target of targets) {
      const figures = measured.get(target.name);
      if (!figures) continue;
      const unexpected = figures.result.requests - (figures.result.statuses.get(target.expectStatus) ?? 0);
      failures += unexpected + figures.result.errors;
      if (unexpected + figures.result.errors > 0)
        console.log(
          `  round ${round} ${target.name}: ${unexpected} unexpected statuses ${JSON.stringify([...figures.result.statuses])}, ${figures.result.errors} socket errors`,
        );
      samples.get(target.name)?.push({ ...figures, fraction: figures.rps / helloRps });
      line.push(`${target.name.split(' ').slice(-1)[0]} ${figures.rps.toFixed(0)}`);
    }
    console.log(`round ${round}: ${line.join(', ')} req/s`);
  }

  console.log('');
  console.log(
    `${'read'.padEnd(42)} ${'median req/s'.padStart(12)} ${'min–max req/s'.padStart(15)} ${'of hello-world'.padStart(14)} ${'min–max'.padStart(15)} ${'server µs/req'.padStart(13)} ${'other CPU s'.padStart(11)}`,
  );
  let met = true;
  for (const target of targets) {
    const list = samples.get(target.name) ?? [];
    const rps = list.map((sample) => sample.rps);
    const fractions = list.map((sample) => sample.fraction);
    const cpu = list.flatMap((sample) =>
      sample.serverMicrosPerRequest === null ? [] : [sample.serverMicrosPerRequest],
    );
    const other = list.flatMap((sample) => (sample.otherCpuSeconds === null ? [] : [sample.otherCpuSeconds]));
    const verdict = target.catalogue ? (median(fractions) >= TARGET_FRACTION ? '  MET' : '  MISSED') : '';
    if (target.catalogue && median(fractions) < TARGET_FRACTION) met = false;
    console.log(
      `${target.name.padEnd(42)} ${median(rps).toFixed(0).padStart(12)} ${range(rps, (value) => value.toFixed(0)).padStart(15)} ` +
        `${percent(median(fractions)).padStart(14)} ${range(fractions, percent).padStart(15)} ` +
        `${(cpu.length ? median(cpu).toFixed(1) : '?').padStart(13)} ${(other.length ? median(other).toFixed(2) : '?').padStart(11)}${verdict}`,
    );
  }
  if (baseline) {
    console.log('');
    console.log(
      `${'working tree / ' + baseline.label}: ${'server µs/req'.padStart(40)} ${'req/s'.padStart(8)} (medians of the rounds; per round the two ran back to back)`,
    );
    for (const twin of targets.filter((target) => target.twinOf !== undefined)) {
      const mine = samples.get(twin.twinOf ?? '') ?? [];
      const theirs = samples.get(twin.name) ?? [];
      const cpu = (list: Sample[]) => median(list.flatMap((sample) => sample.serverMicrosPerRequest ?? []));
      const rps = (list: Sample[]) => median(list.map((sample) => sample.rps));
      console.log(
        `${(twin.twinOf ?? '').padEnd(42)} ${cpu(mine).toFixed(1)} / ${cpu(theirs).toFixed(1)} = ${(cpu(mine) / cpu(theirs)).toFixed(2)}x` +
          `   ${rps(mine).toFixed(0)} / ${rps(theirs).toFixed(0)} = ${(rps(mine) / rps(theirs)).toFixed(2)}x`,
      );
    }
  }
  console.log('');
  console.log(
    `target: every full 200 catalogue read ≥ ${percent(TARGET_FRACTION)} of hello-world (median of the rounds): ${met ? 'MET' : 'MISSED'}`,
  );
  console.log(`machine after the run: ${describeMachine()}`);
  console.log(
    failures === 0
      ? 'PASS: every reply had the expected status'
      : `FAIL: ${failures} replies with an unexpected status or error`,
  );
  return failures === 0 ? 0 : 1;
}

runBenchmark(main, intOption('timeout', 'BENCH_TIMEOUT_SECONDS', 900) * 1000);
