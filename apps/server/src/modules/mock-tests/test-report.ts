/**
 * The arithmetic of a test's statistics report, over the counts test-report.repository.ts groups
 * on the engine. Marks are in hundredths (+100 right, −33 wrong, 0 skipped: grading.ts), so every
 * sum below is exact; only the last divisions are floating point.
 *
 * Per question, as Moodle's quiz statistics compute them (question/classes/statistics/questions/
 * calculator.php), over the n attempts of the revision, with x an attempt's mark on the question
 * and X its marks on the rest of the test (its right and wrong answers' marks, before the total is
 * floored at 0, minus x: Moodle's "other marks"), x̄ and X̄ their means:
 *
 *   facility index            F  = 100 · x̄ / (the question's full mark)
 *   mark variance             Vx = Σ(x − x̄)² / (n − 1)          (and VX the same for X)
 *   covariance                C  = Σ(x − x̄)(X − X̄) / (n − 1)
 *   discrimination index      D  = 100 · C / √(Vx · VX)          (null when Vx · VX = 0)
 *   largest covariance        Cmax = Σ(x₍ᵢ₎ − x̄)(X₍ᵢ₎ − X̄) / (n − 1), both sorted ascending
 *                             (the covariance had the best students on the rest of the test
 *                             also scored best on this question)
 *   discriminative efficiency E  = 100 · C / Cmax                 (null when Cmax = 0)
 *
 * None of these for fewer than two attempts (Moodle's n > 1). Each Σ(a − ā)(b − b̄) is taken as
 * Σab − Σa·Σb / n, from the counts: attempts with the same marks and the same answer to the
 * question have the same x and X.
 */
import {
  FACILITY_TOO_EASY_ABOVE,
  FACILITY_TOO_HARD_BELOW,
  type TQuestionStatistics,
  type TScoreBucket,
  type TTestReportFlag,
  type TTestReportSummary,
} from '@padanam/contract';
import type { CsvCell } from '../../lib/write-csv.js';
import { CORRECT_HUNDREDTHS, WRONG_HUNDREDTHS } from './grading.js';
import type { AnswerGroup, AttemptSums, MarkGroup } from './test-report.repository.js';

/** The score distribution's buckets: about this many, each a whole number of marks wide. */
const HISTOGRAM_BUCKETS = 10;

const round2 = (value: number) => Math.round(value * 100) / 100;
const marksOf = (hundredths: number) => round2(hundredths / 100);
/** An attempt's marks before the floor at 0: Moodle's sum of the question marks. */
const rawMarksOf = (group: { correct: number; wrong: number }) =>
  group.correct * CORRECT_HUNDREDTHS + group.wrong * WRONG_HUNDREDTHS;

export function summarise(sums: AttemptSums, groups: readonly MarkGroup[]): TTestReportSummary {
  const n = sums.attempts;
  if (n === 0) {
    return {
      attempts: 0,
      submitted: 0,
      timedOut: 0,
      mean: null,
      median: null,
      standardDeviation: null,
      highest: null,
      lowest: null,
      averageWorkingSeconds: null,
    };
  }
  const variance = n > 1 ? (sums.scoreSquareSum - (sums.scoreSum * sums.scoreSum) / n) / (n - 1) : null;
  return {
    attempts: n,
    submitted: n - sums.timedOut,
    timedOut: sums.timedOut,
    mean: marksOf(sums.scoreSum / n),
    median: marksOf(medianOf(groups, n)),
    standardDeviation: variance === null ? null : marksOf(Math.sqrt(Math.max(0, variance))),
    highest: marksOf(sums.highest ?? 0),
    lowest: marksOf(sums.lowest ?? 0),
    averageWorkingSeconds: Math.round(sums.workingSecondsSum / n),
  };
}

/** The middle score (hundredths), or the mean of the two middle ones. */
function medianOf(groups: readonly MarkGroup[], n: number): number {
  const sorted = [...groups].sort((a, b) => a.scoreHundredths - b.scoreHundredths);
  const at = (index: number) => {
    let seen = 0;
    for (const group of sorted) {
      seen += group.count;
      if (index < seen) return group.scoreHundredths;
    }
    return 0;
  };
  return n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
}

export function histogramOf(groups: readonly MarkGroup[], maxMarks: number): TScoreBucket[] {
  const width = Math.max(1, Math.ceil(maxMarks / HISTOGRAM_BUCKETS));
  const bucketCount = Math.max(1, Math.ceil(maxMarks / width));
  const buckets = Array.from({ length: bucketCount }, (_, index) => ({
    from: index * width,
    to: Math.min(maxMarks, (index + 1) * width),
    count: 0,
  }));
  for (const group of groups) {
    const index = Math.min(bucketCount - 1, Math.max(0, Math.floor(group.scoreHundredths / (width * 100))));
    buckets[index]!.count += group.count;
  }
  return buckets;
}

export interface ReportQuestion {
  id: number;
  text: string;
  options: string[];
  correctOption: number;
}

/** Σ over pairs sorted apart: the sorted values of `a` paired with the sorted values of `b`. */
function sortedCrossSum(a: Map<number, number>, b: Map<number, number>): number {
  const left = [...a].filter(([, count]) => count > 0).sort(([x], [y]) => x - y);
  const right = [...b].filter(([, count]) => count > 0).sort(([x], [y]) => x - y);
  let sum = 0;
  let i = 0;
  let j = 0;
  let leftLeft = left[0]?.[1] ?? 0;
  let rightLeft = right[0]?.[1] ?? 0;
  while (i < left.length && j < right.length) {
    const take = Math.min(leftLeft, rightLeft);
    sum += take * left[i]![0] * right[j]![0];
    leftLeft -= take;
    rightLeft -= take;
    if (leftLeft === 0 && ++i < left.length) leftLeft = left[i]![1];
    if (rightLeft === 0 && ++j < right.length) rightLeft = right[j]![1];
  }
  return sum;
}

const add = (map: Map<number, number>, key: number, count: number) => map.set(key, (map.get(key) ?? 0) + count);

export function flagsOf(facility: number | null, discriminationIndex: number | null): TTestReportFlag[] {
  const flags: TTestReportFlag[] = [];
  if (discriminationIndex !== null && discriminationIndex < 0) flags.push('negative_discrimination');
  if (facility !== null && facility < FACILITY_TOO_HARD_BELOW) flags.push('too_hard');
  if (facility !== null && facility > FACILITY_TOO_EASY_ABOVE) flags.push('too_easy');
  return flags;
}

/** Each question's statistics, in the revision's order. */
export function questionStatistics(
  questions: readonly ReportQuestion[],
  markGroups: readonly MarkGroup[],
  answerGroups: readonly AnswerGroup[],
): TQuestionStatistics[] {
  // Attempts per raw marks (right and wrong answers give them), the whole test.
  const attemptsByRaw = new Map<number, number>();
  let n = 0;
  for (const group of markGroups) {
    add(attemptsByRaw, rawMarksOf(group), group.count);
    n += group.count;
  }
  const byQuestion = new Map<number, AnswerGroup[]>();
  for (const group of answerGroups) {
    const list = byQuestion.get(group.questionId);
    if (list) list.push(group);
    else byQuestion.set(group.questionId, [group]);
  }

  return questions.map((question, index) => {
    const optionCounts = question.options.map(() => 0);
    // Attempts that answered, per raw marks; the rest of each raw group skipped (x = 0).
    const answeredByRaw = new Map<number, number>();
    // The multiset of (x, X) pairs: x and X apart (for Cmax) and the sums.
    const xCounts = new Map<number, number>();
    const otherCounts = new Map<number, number>();
    let sumX = 0;
    let sumXX = 0;
    let sumOther = 0;
    let sumOtherOther = 0;
    let sumXOther = 0;
    const addPairs = (x: number, raw: number, count: number) => {
      if (count <= 0) return;
      const other = raw - x;
      add(xCounts, x, count);
      add(otherCounts, other, count);
      sumX += count * x;
      sumXX += count * x * x;
      sumOther += count * other;
      sumOtherOther += count * other * other;
      sumXOther += count * x * other;
    };
    let seenRows = 0;
    let secondsSum = 0;
    for (const group of byQuestion.get(question.id) ?? []) {
      seenRows += group.count;
      secondsSum += group.secondsSum;
      if (group.chosenOption === null) continue;
      if (group.chosenOption < optionCounts.length) optionCounts[group.chosenOption]! += group.count;
      const raw = rawMarksOf(group);
      add(answeredByRaw, raw, group.count);
      addPairs(group.chosenOption === question.correctOption ? CORRECT_HUNDREDTHS : WRONG_HUNDREDTHS, raw, group.count);
    }
    for (const [raw, count] of attemptsByRaw) addPairs(0, raw, count - (answeredByRaw.get(raw) ?? 0));
    const answered = optionCounts.reduce((sum, count) => sum + count, 0);
    const skipped = n - answered;

    let facility: number | null = null;
    let discriminationIndex: number | null = null;
    let discriminativeEfficiency: number | null = null;
    if (n > 0) facility = round2((100 * sumX) / n / CORRECT_HUNDREDTHS);
    if (n > 1) {
      const markVariance = (sumXX - (sumX * sumX) / n) / (n - 1);
      const otherVariance = (sumOtherOther - (sumOther * sumOther) / n) / (n - 1);
      const covariance = (sumXOther - (sumX * sumOther) / n) / (n - 1);
      const covarianceMax = (sortedCrossSum(xCounts, otherCounts) - (sumX * sumOther) / n) / (n - 1);
      // Differences of large sums: a few units in the last place are noise, not variance.
      const product = markVariance * otherVariance;
      if (product > 1e-9) discriminationIndex = round2((100 * covariance) / Math.sqrt(product));
      if (Math.abs(covarianceMax) > 1e-9) discriminativeEfficiency = round2((100 * covariance) / covarianceMax);
    }
    return {
      questionId: question.id,
      number: index + 1,
      text: question.text,
      attempts: n,
      facility,
      discriminationIndex,
      discriminativeEfficiency,
      options: question.options.map((text, option) => ({
        option,
        text,
        isCorrect: option === question.correctOption,
        count: optionCounts[option]!,
        share: n > 0 ? round2((100 * optionCounts[option]!) / n) : 0,
      })),
      skipped,
      skippedShare: n > 0 ? round2((100 * skipped) / n) : 0,
      averageSecondsOnScreen: seenRows > 0 ? round2(secondsSum / seenRows) : null,
      flags: flagsOf(facility, discriminationIndex),
    };
  });
}

/** A table for a download: a CSV table or a workbook's sheet (lib/report-export.ts). */
export interface ReportTable {
  columns: string[];
  rows: CsvCell[][];
}

const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export function summaryTable(summary: TTestReportSummary, context: { title: string; revision: number }): ReportTable {
  return {
    columns: ['Measure', 'Value'],
    rows: [
      ['Test', context.title],
      ['Revision', context.revision],
      ['Attempts', summary.attempts],
      ['Submitted', summary.submitted],
      ['Timed out', summary.timedOut],
      ['Mean (marks)', summary.mean],
      ['Median (marks)', summary.median],
      ['Standard deviation (marks)', summary.standardDeviation],
      ['Highest (marks)', summary.highest],
      ['Lowest (marks)', summary.lowest],
      ['Average working time (seconds)', summary.averageWorkingSeconds],
    ],
  };
}

/** The per-question table: one row per question, the options' counts in columns A to F. */
export function questionTable(questions: readonly TQuestionStatistics[]): ReportTable {
  return {
    columns: [
      'Number',
      'Question id',
      'Question',
      'Attempts',
      'Facility index (%)',
      'Discrimination index (%)',
      'Discriminative efficiency (%)',
      'Correct option',
      ...OPTION_LETTERS.map((letter) => `Option ${letter} chosen`),
      'Skipped',
      'Skipped (%)',
      'Average seconds on screen',
      'Flags',
    ],
    rows: questions.map((question) => [
      question.number,
      question.questionId,
      question.text,
      question.attempts,
      question.facility,
      question.discriminationIndex,
      question.discriminativeEfficiency,
      OPTION_LETTERS[question.options.findIndex((option) => option.isCorrect)] ?? null,
      ...OPTION_LETTERS.map((_, option) => question.options[option]?.count ?? null),
      question.skipped,
      question.skippedShare,
      question.averageSecondsOnScreen,
      question.flags.join(' '),
    ]),
  };
}
