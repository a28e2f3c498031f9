/**
 * A test's result figures kept in memory and brought up to date on each read: its finished
 * attempts grouped by score (rank, topper, average) and, once asked for, the per-question
 * totals (option distribution, seconds on screen). Both are read in full once; after that a
 * read adds only the attempts finished since the latest finish counted (one range of
 * `attempts_quiz_finished_score_idx`, a row or a few) and those attempts' answers, so a submit
 * shows in the very next read without grouping 50,000 results again.
 *
 * An attempt that finishes at an earlier time than one already counted (closed by the sweep at
 * its past deadline, or a commit that lost a race by milliseconds) is outside that range: every
 * RECONCILE_MS a count over the index compares with what is counted, and when more finished the
 * test's finishes are listed and the missing ones added (results are never deleted: users and
 * attempts stay). The first sum of the totals goes in chunks of TOTALS_CHUNK attempts, so it
 * never holds SQLite's one connection for long.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { IdSet } from '../../lib/id-set.js';
import { type QuestionTotals, type TestSummary, summaryOf, totalsByQuestion } from './result-analysis.js';
import {
  type FinishRow,
  type OptionTotal,
  countFinishes,
  findFinishes,
  findFinishesSince,
  findOptionTotals,
} from './results.repository.js';

const RECONCILE_MS = 30_000;
const TOTALS_CHUNK = 250;
const TESTS_KEPT = 500;

export interface TestTotals {
  /** How many finished attempts the totals cover. */
  participants: number;
  byQuestion: Map<number, QuestionTotals>;
}

interface Figures {
  /** The attempts counted, four bytes each: up to TESTS_KEPT tests of tens of thousands stay in memory. */
  counted: IdSet;
  buckets: Map<number, { count: number; workingSeconds: number }>;
  /** The latest finish counted: the next read asks for what finished at or after it. */
  latestFinish: number;
  reconciledAt: number;
  summary?: TestSummary;
  totals?: { value: TestTotals; ready: Promise<TestTotals> };
}

export function createTestFigures(db: Kysely<Database>, clock: Clock) {
  const tests = new Map<number, Promise<Figures>>();

  function addToTotals(totals: TestTotals, rows: readonly OptionTotal[]) {
    for (const [questionId, added] of totalsByQuestion(rows)) {
      const entry = totals.byQuestion.get(questionId) ?? { byOption: new Map(), answered: 0, seconds: 0 };
      entry.answered += added.answered;
      entry.seconds += added.seconds;
      for (const [option, count] of added.byOption)
        entry.byOption.set(option, (entry.byOption.get(option) ?? 0) + count);
      totals.byQuestion.set(questionId, entry);
    }
  }

  /** Counts the rows not counted yet (synchronously, so overlapping reads add each once); their ids. */
  function count(figures: Figures, rows: readonly FinishRow[]): number[] {
    const added: number[] = [];
    for (const row of rows) {
      if (!figures.counted.add(row.id)) continue;
      const bucket = figures.buckets.get(row.scoreHundredths) ?? { count: 0, workingSeconds: 0 };
      bucket.count += 1;
      bucket.workingSeconds += row.workingTimeSeconds;
      figures.buckets.set(row.scoreHundredths, bucket);
      figures.latestFinish = Math.max(figures.latestFinish, row.finishedAt);
      added.push(row.id);
    }
    if (added.length > 0) figures.summary = undefined;
    return added;
  }

  /** The new attempts' answers into the totals, when the totals are kept. */
  async function addAnswers(figures: Figures, attemptIds: readonly number[]) {
    const totals = figures.totals?.value;
    if (!totals || attemptIds.length === 0) return;
    totals.participants += attemptIds.length;
    addToTotals(totals, await findOptionTotals(db, attemptIds));
  }

  async function load(quizId: number): Promise<Figures> {
    const figures: Figures = { counted: new IdSet(), buckets: new Map(), latestFinish: 0, reconciledAt: clock() };
    count(figures, await findFinishes(db, quizId));
    return figures;
  }

  function figuresOf(quizId: number): Promise<Figures> {
    let figures = tests.get(quizId);
    if (!figures) {
      if (tests.size >= TESTS_KEPT) tests.delete(tests.keys().next().value as number);
      const loading = load(quizId);
      figures = loading;
      tests.set(quizId, loading);
      loading.catch(() => {
        if (tests.get(quizId) === loading) tests.delete(quizId); // an error is never served
      });
    }
    return figures;
  }

  /**
   * The figures with every finish up to now counted (what a submit has just finished, too), and
   * `own` (the caller's finished attempts, which count in their own figures at once).
   */
  async function current(quizId: number, own: readonly FinishRow[]): Promise<Figures> {
    const figures = await figuresOf(quizId);
    const now = clock();
    const reconcile = now - figures.reconciledAt >= RECONCILE_MS;
    if (reconcile) figures.reconciledAt = now;
    // Counted before the range is read, so every finish the count saw at or after the latest
    // finish counted is in the range: more finished than counted then means some are dated earlier.
    const finished = reconcile ? await countFinishes(db, quizId) : 0;
    const since = await findFinishesSince(db, quizId, figures.latestFinish);
    await addAnswers(figures, count(figures, [...since, ...own]));
    if (finished > figures.counted.size) {
      await addAnswers(figures, count(figures, await findFinishes(db, quizId)));
    }
    return figures;
  }

  function summaryOfFigures(figures: Figures): TestSummary {
    figures.summary ??= summaryOf(
      [...figures.buckets]
        .map(([scoreHundredths, bucket]) => ({ scoreHundredths, ...bucket }))
        .sort((a, b) => b.scoreHundredths - a.scoreHundredths),
    );
    return figures.summary;
  }

  function totalsOfFigures(quizId: number, figures: Figures): Promise<TestTotals> {
    if (!figures.totals) {
      // What is counted now is summed here in chunks; whatever is counted later adds its own answers.
      const ids = figures.counted.values();
      const value: TestTotals = { participants: ids.length, byQuestion: new Map() };
      const ready = (async () => {
        for (let start = 0; start < ids.length; start += TOTALS_CHUNK) {
          addToTotals(value, await findOptionTotals(db, ids.slice(start, start + TOTALS_CHUNK)));
        }
        return value;
      })();
      figures.totals = { value, ready };
      ready.catch(() => {
        tests.delete(quizId); // a half-summed total is never served
      });
    }
    return figures.totals.ready;
  }

  /** The test's finished attempts grouped by score, up to date. */
  async function summaryOfTest(quizId: number, own: readonly FinishRow[] = []): Promise<TestSummary> {
    return summaryOfFigures(await current(quizId, own));
  }

  /** Per question: how everyone answered it and their seconds on screen, summed once, then added to. */
  async function totalsOfTest(quizId: number, own: readonly FinishRow[] = []): Promise<TestTotals> {
    return totalsOfFigures(quizId, await current(quizId, own));
  }

  /** Both, brought up to date once. */
  async function standingOfTest(quizId: number, own: readonly FinishRow[] = []) {
    const figures = await current(quizId, own);
    return { summary: summaryOfFigures(figures), totals: await totalsOfFigures(quizId, figures) };
  }

  return { summaryOfTest, totalsOfTest, standingOfTest };
}
