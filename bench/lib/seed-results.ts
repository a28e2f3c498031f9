/**
 * Seeds finished results the way grading leaves them. `seedResults`: one `attempts` row per
 * result (one per student per quiz, as the unique key demands) and the matching
 * `leaderboard_totals` rows for the 'all', month and ISO-week buckets (periodKeysFor, the
 * server's own function), summed per student and bucket as addToLeaderboard would; results are
 * spread over the last 26 weeks with a per-student skill, so buckets, ties and ranks look like a
 * real term. `seedFinishedTest`: one test finished by many students, each attempt with its
 * answers and their seconds on screen (the result page's standing and analysis). Seeded random
 * numbers make runs repeatable.
 */
import { execFileSync } from 'node:child_process';
import { type Insertable, sql } from 'kysely';
import { type AttemptTable, periodKeysFor } from '@padanam/server/database';
import { chunks, type Db } from './database.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SPREAD_MS = 26 * 7 * DAY_MS;
const QUESTIONS = 10;
const DURATION_MS = 35 * 60 * 1000;
const ROWS_PER_TRANSACTION = 100_000;

/** mulberry32: small, fast and good enough for synthetic data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Total {
  periodKey: string;
  userId: number;
  scoreHundredths: number;
  tests: number;
  reachedAt: number;
}

export interface SeedSummary {
  results: number;
  totals: Map<string, Total>;
}

export async function seedResults(
  db: Db,
  options: {
    userIds: readonly number[];
    quizIds: readonly number[];
    perStudent: number;
    now: number;
    rowsPerStatement: number;
  },
): Promise<SeedSummary> {
  const { userIds, quizIds, perStudent, now } = options;
  if (quizIds.length < perStudent) throw new Error(`only ${quizIds.length} quizzes for ${perStudent} results each`);
  const next = random(20261121);
  const totals = new Map<string, Total>();
  let pending: Insertable<AttemptTable>[] = [];
  let results = 0;

  const flush = async () => {
    const rows = pending;
    pending = [];
    await db.transaction().execute(async (trx) => {
      for (const batch of chunks(rows, options.rowsPerStatement))
        await trx.insertInto('attempts').values(batch).execute();
    });
  };

  for (const [index, userId] of userIds.entries()) {
    const skill = 0.3 + next() * 0.65;
    for (let taken = 0; taken < perStudent; taken += 1) {
      const quizId = quizIds[(index + taken) % quizIds.length] as number;
      const finishedAt = now - Math.floor(next() * SPREAD_MS);
      const workingMs = Math.floor((5 + next() * 30) * 60 * 1000);
      const startedAt = finishedAt - workingMs;
      const answered = 5 + Math.floor(next() * (QUESTIONS - 4));
      let correct = 0;
      for (let question = 0; question < answered; question += 1) if (next() < skill) correct += 1;
      const wrong = answered - correct;
      const scoreHundredths = Math.max(0, correct * 100 - wrong * 33);
      pending.push({
        userId,
        quizId,
        status: 'finished',
        startedAt,
        deadlineAt: startedAt + DURATION_MS,
        finishedAt,
        totalQuestions: QUESTIONS,
        answeredQuestions: answered,
        correctAnswers: correct,
        wrongAnswers: wrong,
        scoreHundredths,
        maxMarks: QUESTIONS,
        workingTimeSeconds: Math.round(workingMs / 1000),
      });
      for (const periodKey of periodKeysFor(finishedAt)) {
        const key = `${periodKey}|${userId}`;
        const total = totals.get(key);
        if (total) {
          total.scoreHundredths += scoreHundredths;
          total.tests += 1;
          total.reachedAt = Math.max(total.reachedAt, finishedAt);
        } else totals.set(key, { periodKey, userId, scoreHundredths, tests: 1, reachedAt: finishedAt });
      }
      results += 1;
      if (pending.length >= ROWS_PER_TRANSACTION) await flush();
    }
  }
  if (pending.length > 0) await flush();

  const totalRows = [...totals.values()];
  for (const slice of chunks(totalRows, ROWS_PER_TRANSACTION)) {
    await db.transaction().execute(async (trx) => {
      for (const batch of chunks(slice, 5000)) await trx.insertInto('leaderboardTotals').values(batch).execute();
    });
  }
  return { results, totals };
}

/**
 * Lets the machine settle after the bulk load, so the measured requests do not share the
 * cores with its aftermath: PostgreSQL's autovacuum of a million fresh rows, SQLite's WAL
 * checkpoint and the kernel writing the new pages to disk. A database that has been running
 * is past all three. (SQLite gets no ANALYZE: the server never runs it.)
 */
export async function settleAfterSeed(db: Db, isPostgres: boolean): Promise<void> {
  if (isPostgres) {
    await sql`vacuum analyze`.execute(db);
    await sql`checkpoint`.execute(db);
  } else {
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  }
  execFileSync('sync');
}

export interface SeedQuestion {
  id: number;
  correctOption: number;
  optionCount: number;
}

export interface FinishedAttempt {
  attempt: Insertable<AttemptTable>;
  answers: { questionId: number; chosenOption: number | null; secondsOnScreen: number }[];
}

/**
 * A graded attempt and its answers, as grading and the app's saves leave them: a per-student
 * skill, 15 % of the questions seen and left unanswered, up to 4 minutes on each.
 */
export function finishedAttemptOf(
  userId: number,
  quizId: number,
  questions: readonly SeedQuestion[],
  finishedAt: number,
  next: () => number,
): FinishedAttempt {
  const skill = 0.3 + next() * 0.65;
  const workingMs = Math.floor((5 + next() * 30) * 60 * 1000);
  const answers: FinishedAttempt['answers'] = [];
  let correct = 0;
  let wrong = 0;
  for (const question of questions) {
    const seconds = Math.floor(next() * 240);
    if (next() < 0.15) {
      answers.push({ questionId: question.id, chosenOption: null, secondsOnScreen: seconds });
      continue;
    }
    const right = next() < skill;
    if (right) correct += 1;
    else wrong += 1;
    const chosenOption = right
      ? question.correctOption
      : (question.correctOption + 1 + Math.floor(next() * (question.optionCount - 1))) % question.optionCount;
    answers.push({ questionId: question.id, chosenOption, secondsOnScreen: seconds });
  }
  const attempt: Insertable<AttemptTable> = {
    userId,
    quizId,
    status: 'finished',
    startedAt: finishedAt - workingMs,
    deadlineAt: finishedAt - workingMs + DURATION_MS,
    finishedAt,
    totalQuestions: questions.length,
    answeredQuestions: correct + wrong,
    correctAnswers: correct,
    wrongAnswers: wrong,
    scoreHundredths: Math.max(0, correct * 100 - wrong * 33),
    maxMarks: questions.length,
    workingTimeSeconds: Math.round(workingMs / 1000),
  };
  return { attempt, answers };
}

/** Inserts the attempts and their answers in one transaction; their ids, in order. */
export async function insertFinishedAttempts(
  db: Db,
  rows: readonly FinishedAttempt[],
  savedAt: number,
  rowsPerStatement: number,
): Promise<number[]> {
  const ids: number[] = [];
  await db.transaction().execute(async (trx) => {
    for (const batch of chunks(rows, rowsPerStatement)) {
      const inserted = await trx
        .insertInto('attempts')
        .values(batch.map((row) => row.attempt))
        .returning('id')
        .execute();
      const answers = batch.flatMap((row, index) =>
        row.answers.map((answer) => ({ ...answer, attemptId: inserted[index]!.id, savedAt })),
      );
      for (const slice of chunks(answers, rowsPerStatement))
        await trx.insertInto('attemptAnswers').values(slice).execute();
      ids.push(...inserted.map((row) => row.id));
    }
  });
  return ids;
}

export interface FinishedTest {
  quizId: number;
  questions: SeedQuestion[];
  attempts: FinishedAttempt[];
  /** Each attempt's id, in the order of `attempts`. */
  ids: number[];
  /** The seed's random numbers, to go on with (a latecomer's attempt). */
  next: () => number;
}

/**
 * Gives the test `count` new questions of four options as its next revision (the seeded ones
 * end there, as an edit in the question bank ends them); returns the revision.
 */
async function replaceQuestions(db: Db, quizId: number, count: number): Promise<number> {
  const { revision } = await db
    .selectFrom('quizzes')
    .select('revision')
    .where('id', '=', quizId)
    .executeTakeFirstOrThrow();
  const next = revision + 1;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('quizzes').set({ revision: next }).where('id', '=', quizId).execute();
    await trx
      .updateTable('questions')
      .set({ toRevision: next })
      .where('quizId', '=', quizId)
      .where('toRevision', 'is', null)
      .execute();
    await trx
      .insertInto('questions')
      .values(
        Array.from({ length: count }, (_, index) => ({
          quizId,
          position: index + 1,
          text: `Bench question ${index + 1}`,
          options: JSON.stringify(['First', 'Second', 'Third', 'Fourth']),
          correctOption: index % 4,
          solution: null,
          fromRevision: next,
        })),
      )
      .execute();
  });
  return next;
}

/**
 * A free module's Weekly Challenge (its key opens on submitting, so anyone may open their
 * attempt's analysis) finished by each of `userIds` over the last week. With `questionCount`,
 * the test first gets that many questions of its own as a new revision (the seeded test has 10).
 */
export async function seedFinishedTest(
  db: Db,
  options: { userIds: readonly number[]; now: number; rowsPerStatement: number; questionCount?: number },
): Promise<FinishedTest> {
  const quiz = await db
    .selectFrom('quizzes')
    .innerJoin('modules', 'modules.id', 'quizzes.moduleId')
    .select(['quizzes.id', 'quizzes.revision'])
    .where('modules.isFreePreview', '=', 1)
    .where('quizzes.category', '=', 'weekly_challenge')
    .orderBy('quizzes.id')
    .executeTakeFirstOrThrow();
  const revision =
    options.questionCount === undefined ? quiz.revision : await replaceQuestions(db, quiz.id, options.questionCount);
  const questions = (
    await db
      .selectFrom('questions')
      .select(['id', 'correctOption', 'options'])
      .where('quizId', '=', quiz.id)
      .where('isDeleted', '=', 0)
      .where('fromRevision', '<=', revision)
      .where((eb) => eb.or([eb('toRevision', 'is', null), eb('toRevision', '>', revision)]))
      .orderBy('position')
      .execute()
  ).map((row) => ({
    id: row.id,
    correctOption: row.correctOption,
    optionCount: (JSON.parse(row.options) as string[]).length,
  }));
  const next = random(20261201);
  const attempts = options.userIds.map((userId) => {
    const row = finishedAttemptOf(userId, quiz.id, questions, options.now - Math.floor(next() * 7 * DAY_MS), next);
    return { ...row, attempt: { ...row.attempt, quizRevision: revision } };
  });
  const ids: number[] = [];
  for (const slice of chunks(attempts, 10_000)) {
    ids.push(...(await insertFinishedAttempts(db, slice, options.now, options.rowsPerStatement)));
  }
  return { quizId: quiz.id, questions, attempts, ids, next };
}
