/**
 * An exam day in miniature against a real server process, for the crash tests: students
 * with real sessions (the server's own startStudentSession, as the benchmarks use), a free
 * preview module's Weekly Challenge they may all take, and a small HTTP client that tells an
 * acknowledged request (a 2xx answer) from everything else.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import { startStudentSession } from '../database-helpers.js';
import type { Database } from '../db/schema.js';
import { insertStudent } from './accounts.js';

export interface Reply {
  status: number;
  body: unknown;
  /** Set when no HTTP answer came back (the connection was refused or cut). */
  error?: string;
}

export const isAcknowledged = (reply: Reply) => reply.status >= 200 && reply.status < 300;

/**
 * node:http over a keep-alive pool, like a reverse proxy's upstream connections. `onWritten`
 * fires once the whole request has been handed to the socket: from then on it is "sent".
 * Bodies are JSON; answers are parsed as JSON when they are.
 */
export class ApiClient {
  private readonly agent: http.Agent;

  constructor(
    private readonly port: number,
    connections = 32,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  request(method: string, path: string, token: string, body?: unknown, onWritten?: () => void): Promise<Reply> {
    const { request, reply } = this.open(method, path, token, body === undefined ? undefined : JSON.stringify(body));
    if (onWritten) request.once('finish', onWritten);
    request.end();
    return reply;
  }

  /**
   * A request the server has provably begun: its headers go out with `Expect: 100-continue`,
   * `begun` resolves when the server answers "100 Continue", and the body is held back until
   * `finish` sends it.
   */
  held(method: string, path: string, token: string, body: unknown) {
    const payload = JSON.stringify(body);
    const { request, reply } = this.open(method, path, token, payload, { expect: '100-continue' });
    request.flushHeaders();
    const begun = new Promise<void>((resolve) => request.once('continue', resolve));
    return { begun, finish: () => (request.end(payload), reply) };
  }

  private open(
    method: string,
    path: string,
    token: string,
    payload: string | undefined,
    extraHeaders: Record<string, string> = {},
  ): { request: http.ClientRequest; reply: Promise<Reply> } {
    let request!: http.ClientRequest;
    const reply = new Promise<Reply>((resolve) => {
      request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: `/api${path}`,
          agent: this.agent,
          headers: {
            authorization: `Bearer ${token}`,
            // As browsers do: larger answers are then compressed, which takes the server more than one turn.
            'accept-encoding': 'gzip',
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...extraHeaders,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => resolve({ status: 0, body: undefined, error: error.message }));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = (response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString();
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
        },
      );
      request.on('error', (error) => resolve({ status: 0, body: undefined, error: error.message }));
      if (payload !== undefined && extraHeaders.expect === undefined) request.write(payload);
    });
    return { request, reply };
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface Student {
  userId: number;
  token: string;
}

/** `count` students with sessions; `phonePrefix` (4 digits) keeps each test's phones apart. */
export async function studentsWithSessions(
  db: Kysely<Database>,
  count: number,
  phonePrefix: string,
): Promise<Student[]> {
  const students: Student[] = [];
  for (let index = 0; index < count; index += 1) {
    const { id } = await insertStudent(db, { phone: `${phonePrefix}${String(index).padStart(6, '0')}` });
    students.push({ userId: id, token: await startStudentSession(db, id) });
  }
  return students;
}

/** The Weekly Challenge of a free preview module: every logged-in student may take it. */
export async function openWeeklyChallenge(db: Kysely<Database>): Promise<{ quizId: number; moduleId: number }> {
  const quiz = await db
    .selectFrom('quizzes')
    .innerJoin('modules', 'modules.id', 'quizzes.moduleId')
    .select(['quizzes.id as quizId', 'quizzes.moduleId'])
    .where('quizzes.category', '=', 'weekly_challenge')
    .where('modules.isFreePreview', '=', 1)
    .orderBy('quizzes.id')
    .executeTakeFirstOrThrow();
  return quiz;
}

export interface OpenAttempt {
  student: Student;
  attemptId: number;
  questions: { id: number; options: unknown[] }[];
}

/** Starts the test for every student; all must succeed (this is setup, not the burst under test). */
export async function startAttempts(
  client: ApiClient,
  students: readonly Student[],
  moduleId: number,
): Promise<OpenAttempt[]> {
  return Promise.all(
    students.map(async (student) => {
      const reply = await client.request('POST', '/attempts', student.token, {
        moduleId,
        category: 'weekly_challenge',
      });
      const body = reply.body as { id: number; status: string; questions: OpenAttempt['questions'] };
      if (!isAcknowledged(reply) || body.status !== 'open') {
        throw new Error(`start failed: ${reply.status} ${JSON.stringify(reply.body)} ${reply.error ?? ''}`);
      }
      return { student, attemptId: body.id, questions: body.questions };
    }),
  );
}

export interface AckedSave {
  attemptId: number;
  questionId: number;
  option: number;
}

/** The option a student picks for a question: varied, and always a valid index. */
export const optionFor = (attempt: OpenAttempt, questionIndex: number) =>
  (attempt.attemptId + questionIndex) % (attempt.questions[questionIndex]?.options.length ?? 1);

/** The chosen option of every question of a finished attempt, from its answer key. */
export async function reviewedAnswers(client: ApiClient, attempt: OpenAttempt): Promise<Map<number, number | null>> {
  const reply = await client.request('GET', `/attempts/${attempt.attemptId}/review`, attempt.student.token);
  if (reply.status !== 200)
    throw new Error(`review of ${attempt.attemptId}: ${reply.status} ${JSON.stringify(reply.body)}`);
  const { questions } = reply.body as { questions: { id: number; chosenOption: number | null }[] };
  return new Map(questions.map((question) => [question.id, question.chosenOption]));
}
