/**
 * Test report benchmark: one 50-question test finished by 50,000 students (every answer with its
 * seconds on screen, 2.5 million answer rows), then a teacher's GET
 * /api/admin/modules/:id/tests/weekly_challenge/report through the real server, one request at a
 * time (a report is read by one teacher, not a crowd): the whole test, then narrowed to a
 * semester, then the CSV download. Each is timed on its first read (every answer grouped) and
 * then 5 more (the server keeps a report while the test's finished attempts stay the same).
 * The server's sweep counts the finished attempts' answers ahead of the whole test's report every
 * `--fold-seconds` (1 here, 30 in production; the time it takes after the seed is printed); with
 * `--fold-seconds 0` nothing is counted ahead and every first read groups the answers live.
 *   npm run bench:test-report -- [--db postgres] [--students 50000] [--questions 50] [--requests 5]
 *                                 [--fold-seconds 1]
 */
import { startStudentSession } from '@padanam/server/database';
import { chunks, connect, createStudents } from './lib/database.js';
import { Client, type Reply } from './lib/http.js';
import { runBenchmark } from './lib/lifecycle.js';
import { describeMachine } from './lib/machine.js';
import { engineOption, intOption } from './lib/options.js';
import { throwawayDatabase } from './lib/postgres.js';
import { seedFinishedTest, settleAfterSeed } from './lib/seed-results.js';
import { startServer } from './lib/server.js';
import { median } from './lib/stats.js';

const TARGET_MS = 1000;

async function main(): Promise<number> {
  const engine = engineOption();
  const studentCount = intOption('students', 'BENCH_REPORT_STUDENTS', 50_000);
  const questionCount = intOption('questions', 'BENCH_REPORT_QUESTIONS', 50);
  const requests = intOption('requests', 'BENCH_REPORT_REQUESTS', 5);
  const foldSeconds = intOption('fold-seconds', 'BENCH_REPORT_FOLD_SECONDS', 1, 0);
  // The server started below reads it from its environment.
  process.env.TEST_REPORT_FOLD_SECONDS = String(foldSeconds);
  console.log(
    `test report: one ${questionCount}-question test finished by ${studentCount} students, ${engine}, ` +
      `the first read and ${requests} more of each`,
  );
  console.log(`machine: ${describeMachine()}`);
  const databaseUrl = engine === 'postgres' ? await throwawayDatabase() : undefined;
  const server = await startServer(databaseUrl);
  const db = connect(server.dataDir, databaseUrl);
  try {
    const seedStarted = performance.now();
    const students = await createStudents(db, studentCount + 1, 0);
    const [teacher, ...finishers] = students;
    await db.updateTable('users').set({ role: 'teacher' }).where('id', '=', teacher!.userId).execute();
    // Half the class in semester 5, for the narrowed read.
    const semesterFive = finishers.filter((_, index) => index % 2 === 1).map((student) => student.userId);
    for (const batch of chunks(semesterFive, 1000))
      await db.updateTable('users').set({ semester: 5 }).where('id', 'in', batch).execute();
    const { quizId, ids } = await seedFinishedTest(db, {
      userIds: finishers.map((student) => student.userId),
      now: Date.now(),
      rowsPerStatement: engine === 'sqlite' ? 500 : 2000,
      questionCount,
    });
    await settleAfterSeed(db, engine === 'postgres');
    console.log(
      `seed: ${ids.length} finished attempts, ${ids.length * questionCount} answers ` +
        `in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    if (foldSeconds > 0) {
      // The sweep counts them (each batch its own transaction) while nothing else runs.
      const waitStarted = performance.now();
      const unfolded = async () =>
        Number(
          (
            await db
              .selectFrom('attempts')
              .select((eb) => eb.fn.countAll<number | string>().as('count'))
              .where('quizId', '=', quizId)
              .where('status', '=', 'finished')
              .where('reportFoldedAt', 'is', null)
              .executeTakeFirstOrThrow()
          ).count,
        );
      while ((await unfolded()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      console.log(
        `fold: every answer counted ahead by the server's sweep ${((performance.now() - waitStarted) / 1000).toFixed(1)} s ` +
          `after the seed (one sweep every ${foldSeconds} s)`,
      );
    } else console.log('fold: off (every first read groups the answers live)');
    const { moduleId } = await db
      .selectFrom('quizzes')
      .select('moduleId')
      .where('id', '=', quizId)
      .executeTakeFirstOrThrow();
    const token = await startStudentSession(db, teacher!.userId);
    const client = new Client(server.baseUrl, 1);
    const base = `/api/admin/modules/${moduleId}/tests/weekly_challenge/report`;

    let pass = true;
    for (const [name, url] of [
      ['whole test', base],
      ['semester 3', `${base}?semester=3`],
      ['csv', `${base}?format=csv`],
    ] as const) {
      // The first read groups every answer; the next ones are served from the kept report
      // (the test's finished attempts have not changed): both are timed, both have the target.
      const first = await client.request('GET', url, token);
      const replies: Reply[] = [];
      for (let index = 0; index < requests; index += 1) replies.push(await client.request('GET', url, token));
      const times = replies.map((reply) => reply.ms);
      const ok = [first, ...replies].every((reply) => reply.status === 200);
      const attempts = (first.body as { summary?: { attempts: number } } | undefined)?.summary?.attempts;
      const met = ok && Math.max(first.ms, ...times) <= TARGET_MS;
      pass &&= met;
      console.log(
        `${name.padEnd(11)} first ${first.ms.toFixed(0)} ms, then median ${median(times).toFixed(0)} ms, ` +
          `slowest ${Math.max(...times).toFixed(0)} ms${attempts === undefined ? '' : `, ${attempts} attempts`}` +
          `${ok ? '' : ', NOT ALL 200'}  ${met ? 'MET' : 'MISSED'} (target ≤ ${TARGET_MS} ms)`,
      );
    }
    client.close();
    console.log(`machine after the run: ${describeMachine()}`);
    return pass ? 0 : 1;
  } finally {
    await db.destroy();
    await server.stop();
  }
}

runBenchmark(main, intOption('timeout', 'BENCH_TIMEOUT_SECONDS', 1800) * 1000);
