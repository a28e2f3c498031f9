import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { parseQuizCategory, quizCategoryLabel } from './quiz-category';

describe('parseQuizCategory', () => {
  it.each([
    ['Weekly Challenge', 'weekly_challenge'],
    ['weekly challenge', 'weekly_challenge'],
    ['WEEKLY_CHALLENGE', 'weekly_challenge'],
    ['Special Exam', 'special_exam'],
    [' special exam ', 'special_exam'],
    ['special_exam', 'special_exam'],
  ])('reads %j as %s', (value, expected) => {
    expect(parseQuizCategory(value)).toBe(expected);
  });

  it.each([['Assessment Test'], [''], [undefined], [3]])('rejects %j', (value) => {
    expect(parseQuizCategory(value)).toBeNull();
  });
});

describe('quizCategoryLabel', () => {
  it('names the kinds as the cards do', () => {
    expect(quizCategoryLabel('weekly_challenge', i18n)).toBe('Weekly Challenge');
    expect(quizCategoryLabel('special_exam', i18n)).toBe('Special Exam');
  });
});
