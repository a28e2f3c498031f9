/**
 * Exam burst benchmark: N students start the same Weekly Challenge at once, each saves 10
 * answers, all submit at once, against the real server; then the database is checked for
 * every acknowledged answer and one graded result per student.
 *   npm run bench:exam -- --students 5000 --db postgres [--connections 256] [--module 1]
 * With `--baseline <commit>` the commit's server is built beside the working tree and the two are
 * run in alternating rounds (a fresh server and database each), then compared phase by phase.
 *   npm run bench:exam -- --students 20000 --baseline 57c6fab --rounds 3 --start-only
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as examCheck from './lib/exam-check.js';
import type { AckedSave } from './lib/exam-check.js';
import type * as benchDatabase from './lib/database.js';
import type { Student } from './lib/database.js';
import { Client, isOk, type Reply, runPool } from './lib/http.js';
import { runBenchmark } from './lib/lifecycle.js';
import { engineOption, flagOption, intOption } from './lib/options.js';
import { throwawayDatabase } from './lib/postgres.js';
import { describeMachine } from './lib/machine.js';
import { prepareBaseline, type Side, WORKING_TREE } from './lib/baseline.js';
import { startServer } from './lib/server.js';
import { type PhaseFigures, median, printPhase, summarise, timed } from './lib/stats.js';

const TARGET_BURST_MS = 10_000;
const TARGET_P99_MS = 1000;

interface StartedAttempt {
  student: Student;
  attemptId: number;
  questions: { id: number; options: unknown[] }[];
}

interface ExamOptions {
  engine: 'sqlite' | 'postgres';
  count: number;
  connections: number;
  moduleId: number;
  coldConnections: boolean;
  processes: number;
  /** Only the start burst (no saves, no submit): each student must get its attempt. */
  startOnly: boolean;
}

/**
 * The side's own setup and check (its `bench/lib/database.ts` and `exam-check.ts`, which know its
 * schema and its `@padanam/server/database`); the load itself is this file's, the same for both.
 */
async function setupOf(side: Side) {
  const load = (file: string) => import(pathToFileURL(path.join(side.root, 'bench/lib', file)).href);
  return {
    ...((await load('database.ts')) as typeof benchDatabase),
    ...((await load('exam-check.ts')) as typeof examCheck),
  };
}
type Setup = Awaited<ReturnType<typeof setupOf>>;

/** One full run on a fresh server and database of `side`; returns its phases and whether it passed. */
async function runExam(side: Side, options: ExamOptions): Promise<{ phases: PhaseFigures[]; pass: boolean }> {
  const { engine, processes } = options;
  console.log(`machine: ${describeMachine()}`);
  const setup = await setupOf(side);
  const databaseUrl = engine === 'postgres' ? await throwawayDatabase() : undefined;
  const server = await startServer(databaseUrl, { processes, root: side.root });
  const db = setup.connect(server.dataDir, databaseUrl);
  try {
    return await examOn(server, db, setup, options);
  } finally {
    await db.destroy();
    await server.stop();
  }
}

async function examOn(
  server: Awaited<ReturnType<typeof startServer>>,
  db: ReturnType<Setup['connect']>,
  { createStudents, enrollAll, checkExam }: Setup,
  { count, connections, moduleId, coldConnections, startOnly }: ExamOptions,
): Promise<{ phases: PhaseFigures[]; pass: boolean }> {
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
  if (startOnly) {
    client.close();
    const [phase] = phases as [PhaseFigures];
    printPhase(phase);
    const pass = phase.errors === 0 && started.length === count;
    console.log(pass ? 'PASS: every student got its attempt' : `FAIL: ${count - started.length} starts failed`);
    return { phases, pass };
  }

  // Each student saves its answers one after another, as the app does; students run in parallel.
  const ackedSaves: AckedSave[] = [];
  const save = await timed(server.cpuSeconds, async () => {
    const perStudent = await runPool(started, connections, async ({ student, attemptId, questions }) => {
      const replies: Reply[] = [];
      const asked = questions.slice(0, 10);
      for (const [index, question] of asked.entries()) {
        const option = Math.floor(Math.random() * question.options.length);
        // As the app sends it: every third answer also marks its question for review, and each
        // save carries where the student is and the seconds the last question was on screen (a
        // server from before the palette ignores both).
        const previous = asked[index - 1];
        const body = {
          option,
          ...(index % 3 === 0 ? { marked: true } : {}),
          position: { questionId: question.id, visits: previous ? [{ questionId: previous.id, seconds: 1 }] : [] },
        };
        const reply = await client.request(
          'PUT',
          `/api/attempts/${attemptId}/answers/${question.id}`,
          student.token,
          body,
        );
        replies.push(reply);
        if (isOk(reply)) ackedSaves.push({ attemptId, questionId: question.id, option });
      }
      return replies;
    });
    return perStudent.flat();
  });
  phases.push(summarise('save', save.value, save.startedAt, save.wallMs, save.cpu));

  // The question palette's position alone: the app sends one when the student moves without
  // answering, at most every 5 s; here each student moves back to its first question once, with
  // the seconds the last one was on screen. A server from before the palette has no such route;
  // the phase is then left out.
  const first = started[0];
  const probe =
    first &&
    (await client.request('PUT', `/api/attempts/${first.attemptId}/position`, first.student.token, {
      questionId: first.questions[0]?.id,
      visits: [],
    }));
  if (probe && isOk(probe)) {
    const position = await timed(server.cpuSeconds, async () => {
      const perStudent = await runPool(started, connections, async ({ student, attemptId, questions }) => {
        const [first, last] = [questions[0], questions[Math.min(9, questions.length - 1)]];
        return first && last
          ? [
              await client.request('PUT', `/api/attempts/${attemptId}/position`, student.token, {
                questionId: first.id,
                visits: [{ questionId: last.id, seconds: 1 }],
              }),
            ]
          : [];
      });
      return perStudent.flat();
    });
    phases.push(summarise('position', position.value, position.startedAt, position.wallMs, position.cpu));
  }

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
  return { phases, pass };
}

const cpuMsPerRequest = (phase: PhaseFigures) =>
  phase.serverCpuSeconds === null ? Number.NaN : (phase.serverCpuSeconds * 1000) / phase.requests;

/** Per phase: each side's median server CPU per request and wall time over its rounds, and the ratio. */
function compare(sides: Side[], runs: Map<string, PhaseFigures[][]>): void {
  const [working, baseline] = sides as [Side, Side];
  const names = (runs.get(working.label)?.[0] ?? []).map((phase) => phase.name);
  console.log(
    `\n${'phase'.padEnd(8)} ${'side'.padEnd(13)} ${'server CPU ms/request (each round)'.padEnd(44)} wall s (each round)`,
  );
  for (const name of names) {
    const medians = new Map<string, { cpu: number; wall: number }>();
    for (const side of sides) {
      const phases = (runs.get(side.label) ?? []).flatMap((run) => run.filter((phase) => phase.name === name));
      if (phases.length === 0) {
        console.log(`${name.padEnd(8)} ${side.label.padEnd(13)} (no such phase on this side)`);
        continue;
      }
      const cpu = phases.map(cpuMsPerRequest);
      const wall = phases.map((phase) => phase.wallMs / 1000);
      medians.set(side.label, { cpu: median(cpu), wall: median(wall) });
      console.log(
        `${name.padEnd(8)} ${side.label.padEnd(13)} ${`median ${median(cpu).toFixed(3)} (${cpu.map((value) => value.toFixed(3)).join(', ')})`.padEnd(44)} median ${median(wall).toFixed(2)} (${wall.map((value) => value.toFixed(2)).join(', ')})`,
      );
    }
    const mine = medians.get(working.label);
    const theirs = medians.get(baseline.label);
    if (mine && theirs)
      console.log(
        `${name.padEnd(8)} ${'ratio'.padEnd(13)} ${`${(mine.cpu / theirs.cpu).toFixed(2)}x`.padEnd(44)} ${(mine.wall / theirs.wall).toFixed(2)}x  (working tree / ${baseline.label})`,
      );
  }
}

async function main(): Promise<number> {
  const options: ExamOptions = {
    engine: engineOption(),
    count: intOption('students', 'BENCH_STUDENTS', 2000),
    connections: intOption('connections', 'BENCH_CONNECTIONS', 256),
    moduleId: intOption('module', 'BENCH_MODULE', 1),
    coldConnections: flagOption('cold-connections', 'BENCH_COLD_CONNECTIONS'),
    processes: intOption('processes', 'BENCH_SERVER_PROCESSES', 1),
    startOnly: flagOption('start-only', 'BENCH_START_ONLY'),
  };
  const { engine, count, connections, moduleId, coldConnections, processes } = options;
  const baseline = prepareBaseline();
  const rounds = intOption('rounds', 'BENCH_EXAM_ROUNDS', baseline ? 2 : 1);
  console.log(
    `exam burst: ${count} students, ${engine}, ${processes} server process${processes === 1 ? '' : 'es'}, ${connections} keep-alive connections (${coldConnections ? 'opened by the burst' : 'opened before the burst'}), module ${moduleId}${options.startOnly ? ', start burst only' : ''}, ${rounds} round${rounds === 1 ? '' : 's'}${baseline ? ` against ${baseline.label}` : ''}`,
  );
  const working: Side = { label: 'working tree', root: WORKING_TREE };
  const sides = baseline ? [working, baseline] : [working];
  const runs = new Map<string, PhaseFigures[][]>(sides.map((side) => [side.label, []]));
  let pass = true;
  for (let round = 1; round <= rounds; round += 1) {
    // Alternate which side goes first, so drift on the machine lands on both alike.
    for (const side of round % 2 === 1 ? sides : [...sides].reverse()) {
      console.log(`\n== round ${round}: ${side.label} ==`);
      const result = await runExam(side, options);
      runs.get(side.label)?.push(result.phases);
      pass &&= result.pass;
    }
  }
  if (baseline) compare(sides, runs);
  return pass ? 0 : 1;
}

runBenchmark(main, intOption('timeout', 'BENCH_TIMEOUT_SECONDS', 600) * 1000);
