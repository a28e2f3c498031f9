/**
 * Exam burst benchmark: N students start the same Weekly Challenge at once, each saves 10
 * answers, all submit at once, against the real server; then the database is checked for
 * every acknowledged answer and one graded result per student.
 *   npm run bench:exam -- --students 5000 --db postgres [--connections 256] [--module 1]
 */
import { type AckedSave, checkExam } from './lib/exam-check.js';
import { connect, createStudents, enrollAll, type Student } from './lib/database.js';
import { Client, isOk, type Reply, runPool } from './lib/http.js';
import { runBenchmark } from './lib/lifecycle.js';
import { engineOption, flagOption, intOption } from './lib/options.js';
import { throwawayDatabase } from './lib/postgres.js';
import { describeMachine } from './lib/machine.js';
import { startServer } from './lib/server.js';
import { type PhaseFigures, printPhase, summarise, timed } from './lib/stats.js';

const TARGET_BURST_MS = 10_000;
const TARGET_P99_MS = 1000;

interface StartedAttempt {
  student: Student;
  attemptId: number;
  questions: { id: number; options: unknown[] }[];
}

async function main(): Promise<number> {
  const engine = engineOption();
  const count = intOption('students', 'BENCH_STUDENTS', 2000);
  const connections = intOption('connections', 'BENCH_CONNECTIONS', 256);
  const moduleId = intOption('module', 'BENCH_MODULE', 1);
  const coldConnections = flagOption('cold-connections', 'BENCH_COLD_CONNECTIONS');
  const processes = intOption('processes', 'BENCH_SERVER_PROCESSES', 1);
  console.log(
    `exam burst: ${count} students, ${engine}, ${processes} server process${processes === 1 ? '' : 'es'}, ${connections} keep-alive connections (${coldConnections ? 'opened by the burst' : 'opened before the burst'}), module ${moduleId}`,
  );

  console.log(`machine: ${describeMachine()}`);
  const databaseUrl = engine === 'postgres' ? await throwawayDatabase() : undefined;
  const server = await startServer(databaseUrl, { processes });
  const db = connect(server.dataDir, databaseUrl);

  // Setup, not timed: the quiz, N students with sessions, enrolled in the module's paper.
  const quiz = await db
    .selectFrom('quizzes')
    .innerJoin('modules', 'modules.id', 'quizzes.moduleId')
    .select(['quizzes.id', 'modules.paperId'])
    .where('quizzes.moduleId', '=', moduleId)
    .where('quizzes.category', '=', 'weekly_challenge')
    .executeTakeFirstOrThrow();
  const setupStarted = performance.now();
  const students = await createStudents(db, count, count);
  await enrollAll(
    db,
    students.map((student) => student.userId),
    quiz.paperId,
  );
  console.log(
    `setup: ${count} users, sessions and enrollments in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  const client = new Client(server.baseUrl, connections);
  if (!coldConnections) await client.openConnections(connections);
  const phases: PhaseFigures[] = [];

  const start = await timed(server.cpuSeconds, () =>
    runPool(students, connections, (student) =>
      client
        .request('POST', '/api/attempts', student.token, { moduleId, category: 'weekly_challenge' })
        .then((reply) => ({ student, reply })),
    ),
  );
  phases.push(
    summarise(
      'start',
      start.value.map((entry) => entry.reply),
      start.startedAt,
      start.wallMs,
      start.cpu,
    ),
  );
  const started: StartedAttempt[] = start.value.flatMap(({ student, reply }) => {
    const body = reply.body as { id?: number; questions?: { id: number; options: unknown[] }[] } | undefined;
    return isOk(reply) && body?.id !== undefined && body.questions
      ? [{ student, attemptId: body.id, questions: body.questions }]
      : [];
  });

  // Each student saves its answers one after another, as the app does; students run in parallel.
  const ackedSaves: AckedSave[] = [];
  const save = await timed(server.cpuSeconds, async () => {
    const perStudent = await runPool(started, connections, async ({ student, attemptId, questions }) => {
      const replies: Reply[] = [];
      for (const question of questions.slice(0, 10)) {
        const option = Math.floor(Math.random() * question.options.length);
        const reply = await client.request('PUT', `/api/attempts/${attemptId}/answers/${question.id}`, student.token, {
          option,
        });
        replies.push(reply);
        if (isOk(reply)) ackedSaves.push({ attemptId, questionId: question.id, option });
      }
      return replies;
    });
    return perStudent.flat();
  });
  phases.push(summarise('save', save.value, save.startedAt, save.wallMs, save.cpu));

  const submit = await timed(server.cpuSeconds, () =>
    runPool(started, connections, ({ student, attemptId }) =>
      client
        .request('POST', `/api/attempts/${attemptId}/submit`, student.token, {})
        .then((reply) => ({ student, reply })),
    ),
  );
  phases.push(
    summarise(
      'submit',
      submit.value.map((entry) => entry.reply),
      submit.startedAt,
      submit.wallMs,
      submit.cpu,
    ),
  );
  client.close();

  console.log(`\nmachine after the run: ${describeMachine()}`);
  for (const phase of phases) printPhase(phase);

  const submittedWithResult = new Map(
    submit.value.map(({ student, reply }) => [
      student.userId,
      isOk(reply) && typeof (reply.body as { result?: unknown } | undefined)?.result === 'object',
    ]),
  );
  const problems = await checkExam(db, {
    quizId: quiz.id,
    userIds: students.map((student) => student.userId),
    ackedSaves,
    submittedWithResult,
  });
  const errors = phases.reduce((sum, phase) => sum + phase.errors, 0);

  // Timing targets are reported, not enforced: on a shared 2-core machine they are a measurement.
  for (const phase of phases.filter((entry) => entry.name !== 'save')) {
    const met = phase.wallMs <= TARGET_BURST_MS && phase.p99 < TARGET_P99_MS;
    console.log(
      `target ${phase.name}: ${(phase.wallMs / 1000).toFixed(2)} s (<= 10 s), p99 ${phase.p99.toFixed(1)} ms (< 1000 ms): ${met ? 'MET' : 'MISSED'}`,
    );
  }
  for (const problem of problems) console.log(`  ${problem}`);
  const pass = problems.length === 0 && errors === 0;
  console.log(pass ? 'PASS: no errors, nothing lost' : `FAIL: ${errors} request errors, ${problems.length} problems`);
  return pass ? 0 : 1;
}

runBenchmark(main, intOption('timeout', 'BENCH_TIMEOUT_SECONDS', 600) * 1000);
