/**
 * Results benchmark: one test finished by 50,000 students (attempts with every answer and its
 * seconds on screen, 10 questions each), then the result page's reads through the real server as
 * a student ranked in the middle: GET /api/attempts/:id/standing, GET /api/attempts/:id/analysis
 * and GET /api/results. The server keeps each test's figures and adds what finished since, so a
 * last phase adds one finished attempt before each standing request (and checks every one is
 * counted), and the first per-question sum (chunks of 250 attempts) is timed on its own.
 *   npm run bench:results -- [--db postgres] [--students 50000] [--rounds 3]
 */
import { startStudentSession } from '@padanam/server/database';
import { chunks, connect, createStudents } from './lib/database.js';
import { Client, isOk, type Reply, runPool } from './lib/http.js';
import { runBenchmark } from './lib/lifecycle.js';
import { describeMachine } from './lib/machine.js';
import { engineOption, intOption } from './lib/options.js';
import { throwawayDatabase } from './lib/postgres.js';
import { finishedAttemptOf, insertFinishedAttempts, seedFinishedTest, settleAfterSeed } from './lib/seed-results.js';
import { startServer } from './lib/server.js';
import { type PhaseFigures, median, printPhase, summarise, timed } from './lib/stats.js';

const TARGET_P99_MS = 50;
/** Each round's median time of the first per-question sum, all of it and its longest chunk. */
const resums: { total: number; longest: number }[] = [];
const PHASES = ['standing', 'analysis', 'results', 'new'] as const;

async function runRound(engine: 'sqlite' | 'postgres', studentCount: number, requests: number, connections: number) {
  console.log(`machine: ${describeMachine()}`);
  const databaseUrl = engine === 'postgres' ? await throwawayDatabase() : undefined;
  const server = await startServer(databaseUrl);
  const db = connect(server.dataDir, databaseUrl);
  try {
    const seedStarted = performance.now();
    const students = await createStudents(db, studentCount + requests, 0);
    const rowsPerStatement = engine === 'sqlite' ? 500 : 2000;
    const {
      quizId,
      questions,
      attempts: seeded,
      ids,
      next,
    } = await seedFinishedTest(db, {
      userIds: students.slice(0, studentCount).map((student) => student.userId),
      now: Date.now(),
      rowsPerStatement,
    });
    await settleAfterSeed(db, engine === 'postgres');
    console.log(
      `seed: ${ids.length} finished attempts of one test, ${ids.length * questions.length} answers ` +
        `in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    // The caller: the student in the middle of the ranking.
    const order = seeded
      .map((row, index) => ({ index, score: row.attempt.scoreHundredths ?? 0 }))
      .sort((a, b) => b.score - a.score);
    const middle = order[Math.floor(order.length / 2)]!;
    const attemptId = ids[middle.index]!;
    const token = await startStudentSession(db, seeded[middle.index]!.attempt.userId);

    const client = new Client(server.baseUrl, connections);
    const figures: PhaseFigures[] = [];
    const measure = async (name: string, url: string, count: number, before?: (index: number) => Promise<void>) => {
      await runPool(Array.from({ length: 50 }), connections, () => client.request('GET', url, token));
      const run = await timed(server.cpuSeconds, async () => {
        if (!before)
          return runPool(Array.from({ length: count }), connections, () => client.request('GET', url, token));
        const replies: Reply[] = [];
        for (let index = 0; index < count; index += 1) {
          await before(index);
          replies.push(await client.request('GET', url, token));
        }
        return replies;
      });
      const phase = summarise(name, run.value, run.startedAt, run.wallMs, run.cpu);
      printPhase(phase);
      figures.push(phase);
      return run.value.find(isOk)?.body;
    };
    const standing = (await measure('standing', `/api/attempts/${attemptId}/standing`, requests)) as
      { rank: number; participants: number } | undefined;
    console.log(`${''.padEnd(8)} rank ${standing?.rank} of ${standing?.participants}`);
    await measure('analysis', `/api/attempts/${attemptId}/analysis`, requests);
    await measure('results', '/api/results', requests);
    // Each request right after one more student finished: the server adds what finished since
    // the latest finish it counted (its figures are kept, not grouped again).
    const latecomers = students.slice(studentCount, studentCount + Math.min(50, requests));
    await measure('new', `/api/attempts/${attemptId}/standing`, latecomers.length, async (index) => {
      // Submitted just now, as a real submit is.
      const row = finishedAttemptOf(latecomers[index]!.userId, quizId, questions, Date.now(), next);
      await insertFinishedAttempts(db, [row], Date.now(), 1);
    });
    const after = (await client.request('GET', `/api/attempts/${attemptId}/standing`, token)).body as {
      participants: number;
    };
    const counted = after.participants === studentCount + latecomers.length;
    console.log(
      `${''.padEnd(8)} ${after.participants} participants after the latecomers ${counted ? '(all counted)' : 'MISSING SOME'}`,
    );
    // The server's first sum of the per-question totals, run from here: chunks of 250 attempts.
    const sums: { total: number; longest: number }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const started = performance.now();
      let longest = 0;
      for (const chunk of chunks(ids, 250)) {
        const chunkStarted = performance.now();
        await db
          .selectFrom('attemptAnswers')
          .select((eb) => [
            'questionId',
            'chosenOption',
            eb.fn.countAll().as('count'),
            eb.fn.sum('secondsOnScreen').as('seconds'),
          ])
          .where('attemptId', 'in', chunk)
          .groupBy(['questionId', 'chosenOption'])
          .execute();
        longest = Math.max(longest, performance.now() - chunkStarted);
      }
      sums.push({ total: performance.now() - started, longest });
    }
    const total = median(sums.map((sum) => sum.total));
    const longest = median(sums.map((sum) => sum.longest));
    resums.push({ total, longest });
    console.log(
      `first sum of the per-question totals: ${total.toFixed(0)} ms in chunks, the longest ${longest.toFixed(1)} ms (median of 3)`,
    );
    client.close();
    const errors = figures.reduce((sum, phase) => sum + phase.errors, 0);
    console.log(`machine after the run: ${describeMachine()}`);
    return { figures, pass: errors === 0 && standing !== undefined && counted };
  } finally {
    await db.destroy();
    await server.stop();
  }
}

async function main(): Promise<number> {
  const engine = engineOption();
  const studentCount = intOption('students', 'BENCH_RESULTS_STUDENTS', 50_000);
  const requests = intOption('requests', 'BENCH_RESULTS_REQUESTS', 1000);
  const connections = intOption('connections', 'BENCH_CONNECTIONS', 4);
  const rounds = intOption('rounds', 'BENCH_RESULTS_ROUNDS', 3);
  console.log(
    `results: one test finished by ${studentCount} students, ${engine}, ${requests} requests a read on ` +
      `${connections} connections (after 50 warm-up requests), ${rounds} round${rounds === 1 ? '' : 's'}`,
  );
  const runs: PhaseFigures[][] = [];
  let pass = true;
  resums.length = 0;
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`\n== round ${round} ==`);
    const result = await runRound(engine, studentCount, requests, connections);
    runs.push(result.figures);
    pass &&= result.pass;
  }
  console.log(
    `\nmedians over ${rounds} round${rounds === 1 ? '' : 's'} (target p99 < ${TARGET_P99_MS} ms for the cached reads):`,
  );
  for (const name of PHASES) {
    const phases = runs.flatMap((run) => run.filter((phase) => phase.name === name));
    const p50 = median(phases.map((phase) => phase.p50));
    const p99 = median(phases.map((phase) => phase.p99));
    const met = name === 'new' ? '(each request right after a new result)' : p99 < TARGET_P99_MS ? 'MET' : 'MISSED';
    console.log(
      `${name.padEnd(9)} p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  (p99 each round: ${phases.map((phase) => phase.p99.toFixed(1)).join(', ')})  ${met}`,
    );
  }
  console.log(
    `first sum ${median(resums.map((sum) => sum.total)).toFixed(0)} ms, its longest chunk ` +
      `${median(resums.map((sum) => sum.longest)).toFixed(1)} ms: once per test and server, then added to`,
  );
  return pass ? 0 : 1;
}

runBenchmark(main, intOption('timeout', 'BENCH_TIMEOUT_SECONDS', 1200) * 1000);
