/**
 * What an exam day survives: the real server process killed with SIGKILL in the middle of
 * the save burst and of the submit burst, then started again on the same data (SQLite file
 * or PostgreSQL database), must have lost no acknowledged save, changed or duplicated no
 * result, and let every open attempt carry on; SIGTERM in the middle of a burst must answer
 * every request already sent and exit 0. "Acknowledged" means the server answered 2xx: that
 * is what the student's screen shows as saved.
 */
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import type { Database } from './db/schema.js';
import {
  type AckedSave,
  ApiClient,
  isAcknowledged,
  type OpenAttempt,
  optionFor,
  type Reply,
  reviewedAnswers,
  startAttempts,
  type Student,
  studentsWithSessions,
  openWeeklyChallenge,
} from './test/exam-burst.js';
import {
  emptyDatabaseForServer,
  freePort,
  PROCESS_WAIT_LIMIT_MS,
  REAL_PROCESS_TEST_TIMEOUT_MS,
  type Started,
  startServer,
  stopServersLeftRunning,
  waitForHealth,
  waitForOutput,
} from './test/server-process.js';
import type { TestDatabase } from './test/test-database.js';

/** Modest on purpose: each test must finish well inside a minute on a shared 2-core machine. */
const STUDENTS = 60;
const SAVES_EACH = 5;

afterEach(stopServersLeftRunning);

interface RunningServer {
  started: Started;
  client: ApiClient;
}

let database: TestDatabase;
let env: Record<string, string>;
let db: Kysely<Database>;
let quiz: { quizId: number; moduleId: number };

async function runServer(logLevel = 'warn'): Promise<RunningServer> {
  const port = await freePort();
  const started = startServer({ ...env, PORT: String(port), LOG_LEVEL: logLevel, ATTEMPT_SWEEP_SECONDS: '0' });
  await waitForHealth(port, started);
  return { started, client: new ApiClient(port, STUDENTS) };
}

/** The exit code, or 'still running' when the process has not ended within `ms`. */
function exitCodeWithin(started: Started, ms: number): Promise<number | null | 'still running'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still running'>((resolve) => (timer = setTimeout(() => resolve('still running'), ms)));
  return Promise.race([started.exited, late]).finally(() => clearTimeout(timer));
}

async function killHard(server: RunningServer): Promise<void> {
  server.started.child.kill('SIGKILL');
  expect(await server.started.exited).toBeNull(); // ended by the signal, not by itself
  server.client.close();
}

const save = (client: ApiClient, attempt: OpenAttempt, questionIndex: number, onWritten?: () => void) =>
  client.request(
    'PUT',
    `/attempts/${attempt.attemptId}/answers/${attempt.questions[questionIndex]?.id}`,
    attempt.student.token,
    { option: optionFor(attempt, questionIndex) },
    onWritten,
  );

const ackedSaveOf = (attempt: OpenAttempt, questionIndex: number): AckedSave => ({
  attemptId: attempt.attemptId,
  questionId: attempt.questions[questionIndex]?.id ?? 0,
  option: optionFor(attempt, questionIndex),
});

/** Every acknowledged save, as the database holds it now. */
async function expectSavesStored(acked: readonly AckedSave[]): Promise<void> {
  const rows = await db
    .selectFrom('attemptAnswers')
    .select(['attemptId', 'questionId', 'chosenOption'])
    .where('attemptId', 'in', [...new Set(acked.map((entry) => entry.attemptId)), 0])
    .execute();
  const stored = new Map(rows.map((row) => [`${row.attemptId}:${row.questionId}`, row.chosenOption]));
  const lost = acked.filter((entry) => stored.get(`${entry.attemptId}:${entry.questionId}`) !== entry.option);
  expect(lost, `${lost.length} of ${acked.length} acknowledged saves lost`).toEqual([]);
}

/** The answer key of each finished attempt holds every acknowledged save for it. */
async function expectSavesGraded(client: ApiClient, attempts: readonly OpenAttempt[], acked: readonly AckedSave[]) {
  const graded = new Map<number, Map<number, number | null>>();
  await Promise.all(
    attempts.map(async (attempt) => graded.set(attempt.attemptId, await reviewedAnswers(client, attempt))),
  );
  const missing = acked.filter((entry) => graded.get(entry.attemptId)?.get(entry.questionId) !== entry.option);
  expect(missing, `${missing.length} acknowledged saves not in the graded result`).toEqual([]);
}

/**
 * One attempt per student for the test, finished and graded, counted once in the student's
 * all-time leaderboard total with that very score: no result lost, changed or duplicated.
 */
async function expectOneResultEach(students: readonly Student[]): Promise<void> {
  const userIds = students.map((student) => student.userId);
  const attempts = await db
    .selectFrom('attempts')
    .select(['userId', 'status', 'scoreHundredths'])
    .where('quizId', '=', quiz.quizId)
    .where('userId', 'in', userIds)
    .execute();
  const totals = await db
    .selectFrom('leaderboardTotals')
    .select(['userId', 'tests', 'scoreHundredths'])
    .where('periodKey', '=', 'all')
    .where('userId', 'in', userIds)
    .execute();
  const problems = userIds.flatMap((userId) => {
    const own = attempts.filter((attempt) => attempt.userId === userId);
    const total = totals.find((row) => row.userId === userId);
    if (own.length !== 1) return [`user ${userId}: ${own.length} attempts`];
    const [attempt] = own;
    if (attempt?.status !== 'finished') return [`user ${userId}: attempt ${attempt?.status}`];
    if (total?.tests !== 1 || total.scoreHundredths !== attempt.scoreHundredths)
      return [`user ${userId}: total ${JSON.stringify(total)} for score ${attempt.scoreHundredths}`];
    return [];
  });
  expect(problems).toEqual([]);
}

/** A reply that is not an acknowledgement must be a cut connection, never an HTTP error. */
function expectOnlyCutConnections(replies: readonly Reply[]): void {
  const httpErrors = replies.filter((reply) => !isAcknowledged(reply) && reply.status !== 0);
  expect(httpErrors).toEqual([]);
}

type Result = { status: string; result: unknown };

async function getAttempt(client: ApiClient, attempt: OpenAttempt): Promise<Reply & { body: Result }> {
  const reply = await client.request('GET', `/attempts/${attempt.attemptId}`, attempt.student.token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply as Reply & { body: Result };
}

/**
 * After a restart: the attempt opens with every acknowledged save in it, takes the saves it
 * never got, and submits.
 */
async function resumeAndSubmit(client: ApiClient, attempt: OpenAttempt, acked: readonly AckedSave[]): Promise<void> {
  const { body } = await getAttempt(client, attempt);
  expect(body.status).toBe('open');
  const { answers } = body as unknown as { answers: Record<string, number | null> };
  const own = acked.filter((entry) => entry.attemptId === attempt.attemptId);
  for (const entry of own) expect(answers[String(entry.questionId)]).toBe(entry.option);
  for (let index = 0; index < SAVES_EACH; index += 1) {
    if (own.some((entry) => entry.questionId === attempt.questions[index]?.id)) continue;
    const reply = await save(client, attempt, index);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  const submitted = await client.request('POST', `/attempts/${attempt.attemptId}/submit`, attempt.student.token, {});
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  expect((submitted.body as Result).status).toBe('finished');
}

beforeAll(async () => {
  ({ database, env } = await emptyDatabaseForServer());
  // The first start migrates and loads the demo catalogue; every test then restarts on that data.
  const first = await runServer();
  first.started.child.kill('SIGTERM');
  expect(await first.started.exited).toBe(0);
  first.client.close();
  db = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, onConnectionError: () => {} }).db;
  quiz = await openWeeklyChallenge(db);
});

afterAll(async () => {
  await db?.destroy();
  await database?.release();
});

describe('kill -9 during the exam', { timeout: REAL_PROCESS_TEST_TIMEOUT_MS }, () => {
  it('loses no acknowledged save and changes no result when killed in the save burst; every attempt resumes', async () => {
    const server = await runServer();
    const students = await studentsWithSessions(db, STUDENTS, '7100');
    const attempts = await startAttempts(server.client, students, quiz.moduleId);

    // Ten students finish before the crash: their results must come back unchanged.
    const early = attempts.slice(0, 10);
    const earlySaves: AckedSave[] = [];
    const earlyResults = new Map<number, unknown>();
    for (const attempt of early) {
      for (const index of [0, 1]) {
        expect((await save(server.client, attempt, index)).status).toBe(200);
        earlySaves.push(ackedSaveOf(attempt, index));
      }
      const submitted = await server.client.request(
        'POST',
        `/attempts/${attempt.attemptId}/submit`,
        attempt.student.token,
        {},
      );
      expect(submitted.status).toBe(200);
      earlyResults.set(attempt.attemptId, (submitted.body as Result).result);
    }

    // The burst: everyone else saves answer after answer; the process dies a third of the way in.
    const burst = attempts.slice(10);
    const acked: AckedSave[] = [];
    const replies: Reply[] = [];
    const killAfter = Math.floor((burst.length * SAVES_EACH) / 3);
    await Promise.all(
      burst.map(async (attempt) => {
        for (let index = 0; index < SAVES_EACH; index += 1) {
          const reply = await save(server.client, attempt, index);
          replies.push(reply);
          if (!isAcknowledged(reply)) return; // the server is gone
          acked.push(ackedSaveOf(attempt, index));
          if (acked.length === killAfter) server.started.child.kill('SIGKILL');
        }
      }),
    );
    await killHard(server);
    expectOnlyCutConnections(replies);
    expect(acked.length).toBeGreaterThanOrEqual(killAfter);
    expect(replies.filter((reply) => reply.status === 0).length).toBeGreaterThan(0); // it died mid-burst

    const restarted = await runServer();
    await expectSavesStored([...earlySaves, ...acked]);
    for (const attempt of early) {
      const { body } = await getAttempt(restarted.client, attempt);
      expect(body.status).toBe('finished');
      expect(body.result).toEqual(earlyResults.get(attempt.attemptId));
    }
    await Promise.all(burst.map((attempt) => resumeAndSubmit(restarted.client, attempt, acked)));
    await expectSavesGraded(restarted.client, attempts, [...earlySaves, ...acked]);
    await expectOneResultEach(students);
    restarted.client.close();
  });

  it('keeps every acknowledged result as it was, and adds none twice, when killed in the submit burst', async () => {
    const server = await runServer();
    const students = await studentsWithSessions(db, STUDENTS, '7200');
    const attempts = await startAttempts(server.client, students, quiz.moduleId);
    const acked: AckedSave[] = [];
    await Promise.all(
      attempts.map(async (attempt) => {
        for (let index = 0; index < SAVES_EACH - 1; index += 1) {
          expect((await save(server.client, attempt, index)).status).toBe(200);
          acked.push(ackedSaveOf(attempt, index));
        }
      }),
    );

    // Everyone submits at once, flushing one last answer; the process dies a third of the way in.
    const last = SAVES_EACH - 1;
    const results = new Map<number, unknown>();
    const replies: Reply[] = [];
    const killAfter = Math.floor(attempts.length / 3);
    await Promise.all(
      attempts.map(async (attempt) => {
        const flush = { [String(attempt.questions[last]?.id)]: optionFor(attempt, last) };
        const reply = await server.client.request(
          'POST',
          `/attempts/${attempt.attemptId}/submit`,
          attempt.student.token,
          { answers: flush },
        );
        replies.push(reply);
        if (!isAcknowledged(reply)) return;
        results.set(attempt.attemptId, (reply.body as Result).result);
        acked.push(ackedSaveOf(attempt, last)); // a flushed answer is acknowledged with the result
        if (results.size === killAfter) server.started.child.kill('SIGKILL');
      }),
    );
    await killHard(server);
    expectOnlyCutConnections(replies);
    expect(results.size).toBeGreaterThanOrEqual(killAfter);
    expect(results.size).toBeLessThan(attempts.length); // it died mid-burst

    const restarted = await runServer();
    await expectSavesStored(acked);
    await Promise.all(
      attempts.map(async (attempt) => {
        const { body } = await getAttempt(restarted.client, attempt);
        const acknowledged = results.get(attempt.attemptId);
        if (acknowledged !== undefined) {
          expect(body.status).toBe('finished');
          expect(body.result).toEqual(acknowledged);
        } else if (body.status === 'open') {
          await resumeAndSubmit(restarted.client, attempt, acked);
        }
        // Submitting again (the app retries an unanswered submit) gives back the result that stands.
        const before = (await getAttempt(restarted.client, attempt)).body.result;
        const again = await restarted.client.request(
          'POST',
          `/attempts/${attempt.attemptId}/submit`,
          attempt.student.token,
          {},
        );
        expect(again.status).toBe(200);
        expect((again.body as Result).result).toEqual(before);
      }),
    );
    await expectSavesGraded(restarted.client, attempts, acked);
    await expectOneResultEach(students);
    restarted.client.close();
  });
});

describe('SIGTERM under load', { timeout: REAL_PROCESS_TEST_TIMEOUT_MS }, () => {
  it('answers every request sent before the signal, with no error, and exits 0', async () => {
    const server = await runServer('info'); // to see when it starts shutting down
    const students = await studentsWithSessions(db, STUDENTS, '7300');
    // One keep-alive connection per student, all open before the burst, as a proxy's pool would be.
    const attempts = await startAttempts(server.client, students, quiz.moduleId);
    const sentBefore: Promise<Reply>[] = [];
    const acked: AckedSave[] = [];
    const saveCounted = (attempt: OpenAttempt, index: number, onWritten?: () => void) =>
      save(server.client, attempt, index, onWritten).then((reply) => {
        if (isAcknowledged(reply)) acked.push(ackedSaveOf(attempt, index));
        return reply;
      });

    // Waves: every student saves an answer and reads the attempt again (as the app does on resume).
    const wave = (index: number, onWritten?: () => void) =>
      attempts.flatMap((attempt) => [
        saveCounted(attempt, index, onWritten),
        server.client.request('GET', `/attempts/${attempt.attemptId}`, attempt.student.token, undefined, onWritten),
      ]);
    for (let index = 0; index < 2; index += 1) sentBefore.push(...wave(index));
    await Promise.all(sentBefore);

    // Ten saves the server has begun (headers read, "100 Continue" sent) but whose bodies arrive
    // only after the signal: in flight for certain, however fast the server answers the rest.
    const slow = attempts.slice(0, 10).map((attempt) => {
      const question = attempt.questions[SAVES_EACH];
      const option = 0;
      const request = server.client.held(
        'PUT',
        `/attempts/${attempt.attemptId}/answers/${question?.id}`,
        attempt.student.token,
        { option },
      );
      return { attempt, questionId: question?.id ?? 0, option, request };
    });
    await Promise.all(slow.map(({ request }) => request.begun));

    // The third wave, and the signal the instant its last request is written.
    let written = 0;
    const signalled = new Promise<void>((resolve) => {
      sentBefore.push(
        ...wave(2, () => {
          written += 1;
          if (written === 2 * attempts.length) {
            server.started.child.kill('SIGTERM');
            resolve();
          }
        }),
      );
    });
    await signalled;
    // Only once the server says it is shutting down do the held bodies go out.
    await waitForOutput(server.started, 'shutting down');
    for (const { attempt, questionId, option, request } of slow) {
      sentBefore.push(
        request.finish().then((reply) => {
          if (isAcknowledged(reply)) acked.push({ attemptId: attempt.attemptId, questionId, option });
          return reply;
        }),
      );
    }

    const replies = await Promise.all(sentBefore);
    expect(await exitCodeWithin(server.started, PROCESS_WAIT_LIMIT_MS), server.started.output()).toBe(0);
    server.client.close();
    expect(replies.filter((reply) => !isAcknowledged(reply))).toEqual([]);
    expect(acked).toHaveLength(3 * attempts.length + slow.length);
    await expectSavesStored(acked);
  });
});
