// The test kinds as the screens name them ('Weekly Challenge', 'Special Exam') and as the API
// does ('weekly_challenge', 'special_exam'). Navigation state may carry either spelling.
import type { I18n } from '@lingui/core';
import type { TQuizCategory } from '@padanam/contract';
import { QUIZ_TITLE_TEXT } from '../../components/mock-tests/quiz-titles';

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

/** The kind's name in the language of the i18n instance it is given. */
export function quizCategoryLabel(category: TQuizCategory, i18n: I18n): string {
  return i18n._(QUIZ_TITLE_TEXT[category]);
}
