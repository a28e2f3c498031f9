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

/**
 * The marks explained once: '12.67 of 20 marks: 14 right (+14), 4 wrong (−1.32), 2 skipped'
 * (+1 right, −0.33 wrong, 0 skipped; the total never below 0, and then it says so).
 */
export function explainMarks(
  result: Pick<TQuizResult, 'totalScore' | 'maxMarks' | 'correctAnswers' | 'wrongAnswers' | 'skippedQuestions'>,
): string {
  const penaltyHundredths = result.wrongAnswers * 33;
  const floored = result.correctAnswers * 100 - penaltyHundredths < 0 ? ', the total never below 0' : '';
  return (
    `${formatMarks(result.totalScore)} of ${formatMarks(result.maxMarks)} marks: ` +
    `${result.correctAnswers} right (+${result.correctAnswers}), ` +
    `${result.wrongAnswers} wrong (−${formatMarks(penaltyHundredths / 100)}), ` +
    `${result.skippedQuestions} skipped${floored}`
  );
}

/** Marks keep at most two decimals: 6.67, 4, 0.34. */
export function formatMarks(value: number): string {
  return String(Math.round(value * 100) / 100);
}
