// The test kinds as the screens name them ('Weekly Challenge', 'Special Exam') and as the API
// does ('weekly_challenge', 'special_exam'). Navigation state may carry either spelling.
import type { TQuizCategory } from '@padanam/contract';

const CATEGORY_LABELS: Record<TQuizCategory, string> = {
  weekly_challenge: 'Weekly Challenge',
  special_exam: 'Special Exam',
};

/** 'Weekly Challenge', 'weekly challenge', 'weekly_challenge' (any case) → 'weekly_challenge'. */
export function parseQuizCategory(value: unknown): TQuizCategory | null {
  if (typeof value !== 'string') return null;
  const normalised = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
  if (normalised === 'weekly_challenge' || normalised === 'special_exam') return normalised;
  return null;
}

export function quizCategoryLabel(category: TQuizCategory): string {
  return CATEGORY_LABELS[category];
}
