// Spec "Scoring": the result screen shows the rounded percentage of correct answers over total
// questions as 'n/100' (the marks, +1 / -0.33 / 0, are graded by the server and shown apart).
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
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
 * (+1 right, −0.33 wrong, 0 skipped; the total never below 0, and then it says so), in the
 * language of the i18n instance it is given.
 */
export function explainMarks(
  result: Pick<TQuizResult, 'totalScore' | 'maxMarks' | 'correctAnswers' | 'wrongAnswers' | 'skippedQuestions'>,
  i18n: I18n,
): string {
  const { correctAnswers, wrongAnswers, skippedQuestions } = result;
  const penaltyHundredths = wrongAnswers * 33;
  const totalScore = formatMarks(result.totalScore);
  const maxMarks = formatMarks(result.maxMarks);
  const penalty = formatMarks(penaltyHundredths / 100);
  return correctAnswers * 100 - penaltyHundredths < 0
    ? t(
        i18n,
      )`${totalScore} of ${maxMarks} marks: ${correctAnswers} right (+${correctAnswers}), ${wrongAnswers} wrong (−${penalty}), ${skippedQuestions} skipped, the total never below 0`
    : t(
        i18n,
      )`${totalScore} of ${maxMarks} marks: ${correctAnswers} right (+${correctAnswers}), ${wrongAnswers} wrong (−${penalty}), ${skippedQuestions} skipped`;
}

/** Marks keep at most two decimals: 6.67, 4, 0.34. */
export function formatMarks(value: number): string {
  return String(Math.round(value * 100) / 100);
}
