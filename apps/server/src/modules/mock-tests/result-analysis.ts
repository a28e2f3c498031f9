/**
 * A finished attempt's standing and analysis, as rules over figures the SQL has summed: rank
 * with ties sharing one (1, 1, 3), percentile as the share at or below (the leaderboard's), and
 * each question's option distribution and average seconds on screen over every participant
 * (a participant who never saw a question counts as 0 seconds and as skipped).
 */
import type { TAnalysisQuestion, TQuestionTime } from '@padanam/contract';
import type { LiveQuestion } from './quiz.repository.js';
import type { OptionTotal, ScoreBucket } from './results.repository.js';

/** A test's finished attempts summed up: how many, the topper's and the average score, the average time. */
export interface TestSummary {
  participants: number;
  /** Highest score first. */
  buckets: readonly ScoreBucket[];
  topHundredths: number;
  averageHundredths: number;
  averageWorkingTime: number;
}

export function summaryOf(buckets: readonly ScoreBucket[]): TestSummary {
  const participants = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const scores = buckets.reduce((sum, bucket) => sum + bucket.scoreHundredths * bucket.count, 0);
  const seconds = buckets.reduce((sum, bucket) => sum + bucket.workingSeconds, 0);
  return {
    participants,
    buckets,
    topHundredths: buckets.reduce((top, bucket) => Math.max(top, bucket.scoreHundredths), 0),
    averageHundredths: participants > 0 ? scores / participants : 0,
    averageWorkingTime: participants > 0 ? seconds / participants : 0,
  };
}

/** 1 + how many scored more: ties share a rank (1, 1, 3). */
export function rankOf(summary: TestSummary, scoreHundredths: number): number {
  return (
    1 +
    summary.buckets.reduce((above, bucket) => above + (bucket.scoreHundredths > scoreHundredths ? bucket.count : 0), 0)
  );
}

/** Share of participants at or below the rank, 0-100 with two decimals. */
export function percentileOf(rank: number, participants: number): number {
  if (participants <= 0) return 0;
  return Math.round(((participants - rank + 1) / participants) * 10_000) / 100;
}

export interface QuestionTotals {
  /** Participants by chosen option (index), and unanswered rows (seen, not answered). */
  byOption: Map<number, number>;
  answered: number;
  seconds: number;
}

export function totalsByQuestion(rows: readonly OptionTotal[]): Map<number, QuestionTotals> {
  const totals = new Map<number, QuestionTotals>();
  for (const row of rows) {
    const entry = totals.get(row.questionId) ?? { byOption: new Map(), answered: 0, seconds: 0 };
    entry.seconds += row.seconds;
    if (row.chosenOption !== null) {
      entry.byOption.set(row.chosenOption, (entry.byOption.get(row.chosenOption) ?? 0) + row.count);
      entry.answered += row.count;
    }
    totals.set(row.questionId, entry);
  }
  return totals;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function questionTimes(
  live: readonly LiveQuestion[],
  mySeconds: ReadonlyMap<number, number>,
  totals: ReadonlyMap<number, QuestionTotals>,
  participants: number,
): TQuestionTime[] {
  return live.map((question, index) => ({
    number: index + 1,
    questionId: question.id,
    seconds: mySeconds.get(question.id) ?? 0,
    averageSeconds: participants > 0 ? oneDecimal((totals.get(question.id)?.seconds ?? 0) / participants) : 0,
  }));
}

export function analysisQuestions(
  live: readonly LiveQuestion[],
  mine: ReadonlyMap<number, { chosenOption: number | null; seconds: number }>,
  totals: ReadonlyMap<number, QuestionTotals>,
  participants: number,
): TAnalysisQuestion[] {
  const times = questionTimes(
    live,
    new Map([...mine].map(([id, answer]) => [id, answer.seconds])),
    totals,
    participants,
  );
  return live.map((question, index) => {
    const total = totals.get(question.id);
    const optionCounts = question.options.map((_, option) => total?.byOption.get(option) ?? 0);
    const chosen = mine.get(question.id)?.chosenOption ?? null;
    const correctBy = optionCounts[question.correctOption] ?? 0;
    return {
      ...times[index]!,
      text: question.text,
      options: question.options,
      correctOption: question.correctOption,
      chosenOption: chosen,
      status: chosen === null ? 'unanswered' : chosen === question.correctOption ? 'correct' : 'wrong',
      optionCounts,
      skippedBy: Math.max(0, participants - (total?.answered ?? 0)),
      correctShare: participants > 0 ? Math.round((correctBy / participants) * 10_000) / 100 : 0,
    };
  });
}
