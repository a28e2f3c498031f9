/**
 * Leaderboard benchmark: seeds 1,000,000 graded results (50,000 students x 20 tests, attempts
 * plus leaderboard totals) and measures GET /api/leaderboard for each period through the real
 * server, as a student ranked in the middle of the weekly board.
 *   npm run bench:leaderboard -- [--db postgres] [--students 50000] [--per-student 20]
 * With `--baseline <commit>` the commit's server is built beside the working tree and the two are
 * run alternately, each on a fresh server and database seeded by its own `bench/lib` (README,
 * "Baseline mode"):
 *   npm run bench:leaderboard -- --baseline 57c6fab --rounds 2
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareBaseline, type Side, WORKING_TREE } from './lib/baseline.js';
import type * as benchDatabase from './lib/database.js';
import { Client, isOk, type Reply, runPool } from './lib/http.js';
import { runBenchmark } from './lib/lifecycle.js';
import { describeMachine } from './lib/machine.js';
import { engineOption, intOption } from './lib/options.js';
import { throwawayDatabase } from './lib/postgres.js';
import type * as seedResultsOf from './lib/seed-results.js';
import { startServer } from './lib/server.js';
import { type PhaseFigures, median, printPhase, summarise, timed } from './lib/stats.js';
import { periodKey, startStudentSession } from '@padanam/server/database';

const TARGET_P99_MS = 20;
const PERIODS = ['weekly', 'monthly', 'all'] as const;

interface BoardOptions {
  engine: 'sqlite' | 'postgres';
  studentCount: number;
  perStudent: number;
  requests: number;
  connections: number;
  warmup: number;
  processes: number;
  /** In baseline mode every student gets a session through the side's own `createStudents`. */
  sessionsForAll: boolean;
}

/**
 * The side's own students and seed (its `bench/lib/database.ts` and `seed-results.ts`, which know
 * its schema); the load itself is this file's, the same for both.
 */
async function setupOf(side: Side) {
  const load = (file: string) => import(pathToFileURL(path.join(side.root, 'bench/lib', file)).href);
  return {
    ...((await load('database.ts')) as typeof benchDatabase),
    ...((await load('seed-results.ts')) as typeof seedResultsOf),
  };
}

/** One seeded server of `side`, every period measured; returns the periods' figures and whether it passed. */
async function runBoard(side: Side, options: BoardOptions): Promise<{ periods: PhaseFigures[]; pass: boolean }> {
  const { engine, studentCount, perStudent, requests, connections, warmup, processes } = options;
  console.log(`machine: ${describeMachine()}`);
  const setup = await setupOf(side);
  const databaseUrl = engine === 'postgres' ? await throwawayDatabase() : undefined;
  const server = await startServer(databaseUrl, { processes, root: side.root });
  const db = setup.connect(server.dataDir, databaseUrl);
  try {
    const seedStarted = performance.now();
    const students = await setup.createStudents(db, studentCount, options.sessionsForAll ? studentCount : 0);
    const quizIds = (await db.selectFrom('quizzes').select('id').orderBy('id').execute()).map((row) => row.id);
    const now = Date.now();
    const { results, totals } = await setup.seedResults(db, {
      userIds: students.map((student) => student.userId),
      quizIds,
      perStudent,
      now,
      rowsPerStatement: engine === 'sqlite' ? 2000 : 5000,
    });
    await setup.settleAfterSeed(db, engine === 'postgres');
    console.log(
      `seed: ${results} results (attempts rows), ${totals.size} leaderboard_totals rows ` +
        `in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    // The caller: the student in the middle of this week's board (so `me` is ranked each time).
    const week = periodKey('weekly', now);
    const weekly = [...totals.values()]
      .filter((total) => total.periodKey === week)
      .sort((a, b) => b.scoreHundredths - a.scoreHundredths || a.reachedAt - b.reachedAt || a.userId - b.userId);
    const middle = weekly[Math.floor(weekly.length / 2)];
    if (!middle) throw new Error('nobody has a result this week');
    const token = options.sessionsForAll
      ? students.find((student) => student.userId === middle.userId)?.token
      : await startStudentSession(db, middle.userId);
    if (!token) throw new Error('the caller has no session');

    const client = new Client(server.baseUrl, connections);
    const periods: PhaseFigures[] = [];
    let pass = true;
    for (const period of PERIODS) {
      const url = `/api/leaderboard?period=${period}`;
      await runPool(Array.from({ length: warmup }), connections, () => client.request('GET', url, token));
      const run = await timed(server.cpuSeconds, () =>
        runPool(Array.from({ length: requests }), connections, () => client.request('GET', url, token)),
      );
      const replies: Reply[] = run.value;
      const figures = summarise(period, replies, run.startedAt, run.wallMs, run.cpu);
      const sample = replies.find(isOk)?.body as { participants?: number; me?: { rank: number } | null } | undefined;
      printPhase(figures);
      periods.push(figures);
      const met = figures.p99 < TARGET_P99_MS && figures.errors === 0;
      console.log(
        `${''.padEnd(8)} participants ${sample?.participants}, my rank ${sample?.me?.rank ?? 'none'}; ` +
          `target p99 < ${TARGET_P99_MS} ms: ${met ? 'MET' : 'MISSED'}`,
      );
      if (figures.errors > 0 || sample?.me === null || sample?.me === undefined) pass = false;
    }
    client.close();
    console.log(`machine after the run: ${describeMachine()}`);
    console.log(pass ? 'PASS: every request answered, the caller ranked' : 'FAIL: errors or the caller was not ranked');
    return { periods, pass };
  } finally {
    await db.destroy();
    await server.stop();
  }
}

const cpuMsPerRequest = (figures: PhaseFigures) =>
  figures.serverCpuSeconds === null ? Number.NaN : (figures.serverCpuSeconds * 1000) / figures.requests;

/** Per period: each side's median server CPU per request and p99 over its rounds, and the ratios. */
function compare(sides: [Side, Side], runs: Map<string, PhaseFigures[][]>): void {
  const [working, baseline] = sides;
  console.log(
    `\n${'period'.padEnd(8)} ${'side'.padEnd(13)} ${'server CPU ms/request (each round)'.padEnd(44)} p99 ms (each round)`,
  );
  for (const name of PERIODS) {
    const medians = new Map<string, { cpu: number; p99: number }>();
    for (const side of sides) {
      const figures = (runs.get(side.label) ?? []).flatMap((run) => run.filter((period) => period.name === name));
      const cpu = figures.map(cpuMsPerRequest);
      const p99 = figures.map((period) => period.p99);
      medians.set(side.label, { cpu: median(cpu), p99: median(p99) });
      console.log(
        `${name.padEnd(8)} ${side.label.padEnd(13)} ${`median ${median(cpu).toFixed(3)} (${cpu.map((value) => value.toFixed(3)).join(', ')})`.padEnd(44)} median ${median(p99).toFixed(1)} (${p99.map((value) => value.toFixed(1)).join(', ')})`,
      );
    }
    const mine = medians.get(working.label);
    const theirs = medians.get(baseline.label);
    if (mine && theirs)
      console.log(
        `${name.padEnd(8)} ${'ratio'.padEnd(13)} ${`${(mine.cpu / theirs.cpu).toFixed(2)}x`.padEnd(44)} ${(mine.p99 / theirs.p99).toFixed(2)}x  (working tree / ${baseline.label})`,
      );
  }
}

async function main(): Promise<number> {
  const baseline = prepareBaseline();
  const options: BoardOptions = {
    engine: engineOption(),
    studentCount: intOption('students', 'BENCH_LB_STUDENTS', 50_000),
    perStudent: intOption('per-student', 'BENCH_LB_PER_STUDENT', 20),
    requests: intOption('requests', 'BENCH_LB_REQUESTS', 2000),
    connections: intOption('connections', 'BENCH_CONNECTIONS', 4),
    // A freshly started server runs its first thousand or so requests through V8's slower tiers;
    // the target is for a server that has been up, so each period is measured warm.
    warmup: intOption('warmup', 'BENCH_LB_WARMUP', 1000, 0),
    processes: intOption('processes', 'BENCH_SERVER_PROCESSES', 1),
    sessionsForAll: baseline !== null,
  };
  const rounds = intOption('rounds', 'BENCH_LB_ROUNDS', baseline ? 2 : 1);
  const { engine, studentCount, perStudent, requests, connections, warmup, processes } = options;
  console.log(
    `leaderboard: ${studentCount} students x ${perStudent} results, ${engine}, ${processes} server process${processes === 1 ? '' : 'es'}, ` +
      `${requests} requests per period on ${connections} connections (after ${warmup} warm-up requests)` +
      `${rounds === 1 ? '' : `, ${rounds} rounds`}${baseline ? ` against ${baseline.label}` : ''}`,
  );
  const working: Side = { label: 'working tree', root: WORKING_TREE };
  const sides: Side[] = baseline ? [working, baseline] : [working];
  const runs = new Map<string, PhaseFigures[][]>(sides.map((side) => [side.label, []]));
  let pass = true;
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate which side goes first, so drift on the machine lands on both alike.
    for (const side of round % 2 === 1 ? sides : [...sides].reverse()) {
      if (sides.length > 1 || rounds > 1) console.log(`\n== round ${round}: ${side.label} ==`);
      const result = await runBoard(side, options);
      runs.get(side.label)?.push(result.periods);
      pass &&= result.pass;
    }
  }
  if (baseline) compare([working, baseline], runs);
  return pass ? 0 : 1;
}

runBenchmark(main, intOption('timeout', 'BENCH_TIMEOUT_SECONDS', 600) * 1000);
