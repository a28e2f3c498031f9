// Spec "Scoring": the result screen shows the rounded percentage of correct answers over total
// questions as 'n/100' (the marks, +1 / -0.33 / 0, are graded by the server and shown apart).
import type { TQuizResult } from '@padanam/contract';

export function scoreOutOf100(result: Pick<TQuizResult, 'correctAnswers' | 'totalQuestions'>): number {
  if (result.totalQuestions <= 0) return 0;
  return Math.round((result.correctAnswers / result.totalQuestions) * 100);
}

export function formatScoreOutOf100(result: Pick<TQuizResult, 'correctAnswers' | 'totalQuestions'>): string {
  return `${scoreOutOf100(result)}/100`;
}

/** Marks keep at most two decimals: 6.67, 4, 0.34. */
export function formatMarks(value: number): string {
  return String(Math.round(value * 100) / 100);
}
