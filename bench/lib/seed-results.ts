/**
 * Seeds finished results the way grading leaves them: one `attempts` row per result (one per
 * student per quiz, as the unique key demands) and the matching `leaderboard_totals` rows for
 * the 'all', month and ISO-week buckets (periodKeysFor, the server's own function), summed per
 * student and bucket as addToLeaderboard would. Results are spread over the last 26 weeks with
 * a per-student skill, so buckets, ties and ranks look like a real term. Seeded random numbers
 * make runs repeatable.
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
function random(seed: number): () => number {
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

/** PostgreSQL's autovacuum would analyze the new rows within a minute; do it now so runs are repeatable. */
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
