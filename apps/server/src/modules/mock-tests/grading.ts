/**
 * Grading, on the server only (spec section 5): +1 per correct answer, -0.33 per wrong
 * one, 0 for a skipped question, the total never below 0. Scores are kept in hundredths
 * of a mark so -0.33 stays exact; percentage is the score over max marks (default: the
 * number of questions).
 */
export const CORRECT_HUNDREDTHS = 100;
export const WRONG_HUNDREDTHS = -33;

export interface GradedQuestion {
  id: number;
  correctOption: number;
}

export interface Grade {
  totalQuestions: number;
  answeredQuestions: number;
  correctAnswers: number;
  wrongAnswers: number;
  scoreHundredths: number;
}

/** `answers` maps question id → chosen option; null or absent means skipped. */
export function gradeAnswers(questions: readonly GradedQuestion[], answers: ReadonlyMap<number, number | null>): Grade {
  let correctAnswers = 0;
  let wrongAnswers = 0;
  for (const question of questions) {
    const chosen = answers.get(question.id);
    if (chosen === undefined || chosen === null) continue;
    if (chosen === question.correctOption) correctAnswers += 1;
    else wrongAnswers += 1;
  }
  const raw = correctAnswers * CORRECT_HUNDREDTHS + wrongAnswers * WRONG_HUNDREDTHS;
  return {
    totalQuestions: questions.length,
    answeredQuestions: correctAnswers + wrongAnswers,
    correctAnswers,
    wrongAnswers,
    scoreHundredths: Math.max(0, raw),
  };
}

export function toMarks(hundredths: number): number {
  return hundredths / 100;
}

/** Score over max marks as a percentage with two decimals. */
export function percentageOf(scoreHundredths: number, maxMarks: number): number {
  if (maxMarks <= 0) return 0;
  return Math.round((scoreHundredths / maxMarks) * 100) / 100;
}
