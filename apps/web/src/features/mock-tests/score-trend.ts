// The history's trend: each paper's finished tests, oldest first, as score out of 100 over time.
import type { TResultListEntry } from '@padanam/contract';
import { scoreOutOf100 } from './score';

export type TPaperTrend = {
  paperId: number;
  paperTitle: string;
  /** Oldest first. */
  points: { attemptId: number; finishedAt: number; score: number }[];
};

/** Papers in the order their latest test was taken (newest first), each with its points. */
export function trendsByPaper(results: readonly TResultListEntry[]): TPaperTrend[] {
  const byPaper = new Map<number, TPaperTrend>();
  for (const result of results) {
    const trend = byPaper.get(result.paperId) ?? { paperId: result.paperId, paperTitle: result.paperTitle, points: [] };
    trend.points.push({
      attemptId: result.id,
      finishedAt: result.result.finishedAt,
      score: scoreOutOf100(result.result),
    });
    byPaper.set(result.paperId, trend);
  }
  const trends = [...byPaper.values()];
  for (const trend of trends) trend.points.sort((a, b) => a.finishedAt - b.finishedAt);
  const latest = (trend: TPaperTrend) => trend.points[trend.points.length - 1]?.finishedAt ?? 0;
  return trends.sort((a, b) => latest(b) - latest(a));
}

/** 'rising', 'falling' or 'steady' from the first test to the last. */
export function trendDirection(points: readonly { score: number }[]): 'rising' | 'falling' | 'steady' {
  const first = points[0]?.score ?? 0;
  const last = points[points.length - 1]?.score ?? 0;
  return last > first ? 'rising' : last < first ? 'falling' : 'steady';
}
