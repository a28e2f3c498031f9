/**
 * Leaderboard benchmark: seeds 1,000,000 graded results (50,000 students x 20 tests, attempts
 * plus leaderboard totals) and measures GET /api/leaderboard for each period through the real
 * server, as a student ranked in the middle of the weekly board.
 *   npm run bench:leaderboard -- [--db postgres] [--students 50000] [--per-student 20]
 */
import { connect, createStudents } from './lib/database.js';
import { Client, isOk, type Reply, runPool } from './lib/http.js';
import { runBenchmark } from './lib/lifecycle.js';
import { describeMachine } from './lib/machine.js';
import { engineOption, intOption } from './lib/options.js';
import { throwawayDatabase } from './lib/postgres.js';
import { settleAfterSeed, seedResults } from './lib/seed-results.js';
import { startServer } from './lib/server.js';
import { printPhase, summarise, timed } from './lib/stats.js';
import { periodKey, startStudentSession } from '@padanam/server/database';

const TARGET_P99_MS = 20;
const PERIODS = ['weekly', 'monthly', 'all'] as const;

async function main(): Promise<number> {
  const engine = engineOption();
  const studentCount = intOption('students', 'BENCH_LB_STUDENTS', 50_000);
  const perStudent = intOption('per-student', 'BENCH_LB_PER_STUDENT', 20);
  const requests = intOption('requests', 'BENCH_LB_REQUESTS', 2000);
  const connections = intOption('connections', 'BENCH_CONNECTIONS', 4);
  // A freshly started server runs its first thousand or so requests through V8's slower tiers;
  // the target is for a server that has been up, so each period is measured warm.
  const warmup = intOption('warmup', 'BENCH_LB_WARMUP', 1000, 0);
  const processes = intOption('processes', 'BENCH_SERVER_PROCESSES', 1);
  console.log(
    `leaderboard: ${studentCount} students x ${perStudent} results, ${engine}, ${processes} server process${processes === 1 ? '' : 'es'}, ` +
      `${requests} requests per period on ${connections} connections (after ${warmup} warm-up requests)`,
  );
  console.log(`machine: ${describeMachine()}`);

  const databaseUrl = engine === 'postgres' ? await throwawayDatabase() : undefined;
  const server = await startServer(databaseUrl, { processes });
  const db = connect(server.dataDir, databaseUrl);

  const seedStarted = performance.now();
  const students = await createStudents(db, studentCount, 0);
  const quizIds = (await db.selectFrom('quizzes').select('id').orderBy('id').execute()).map((row) => row.id);
  const now = Date.now();
  const { results, totals } = await seedResults(db, {
    userIds: students.map((student) => student.userId),
    quizIds,
    perStudent,
    now,
    rowsPerStatement: engine === 'sqlite' ? 2000 : 5000,
  });
  await settleAfterSeed(db, engine === 'postgres');
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
  const token = await startStudentSession(db, middle.userId);

  const client = new Client(server.baseUrl, connections);
  let pass = true;
  for (const period of PERIODS) {
    const path = `/api/leaderboard?period=${period}`;
    await runPool(Array.from({ length: warmup }), connections, () => client.request('GET', path, token));
    const run = await timed(server.cpuSeconds, () =>
      runPool(Array.from({ length: requests }), connections, () => client.request('GET', path, token)),
    );
    const replies: Reply[] = run.value;
    const figures = summarise(period, replies, run.startedAt, run.wallMs, run.cpu);
    const sample = replies.find(isOk)?.body as { participants?: number; me?: { rank: number } | null } | undefined;
    printPhase(figures);
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
  return pass ? 0 : 1;
}

runBenchmark(main, intOption('timeout', 'BENCH_TIMEOUT_SECONDS', 600) * 1000);
