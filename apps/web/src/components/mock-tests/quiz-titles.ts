// The two tests' names as students and staff read them, in the language on screen (the
// contract's QUIZ_TITLES are the spec's English names, which these repeat).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TQuizCategory } from '@padanam/contract';

export const QUIZ_TITLE_TEXT: Record<TQuizCategory, MessageDescriptor> = {
  weekly_challenge: msg`Weekly Challenge`,
  special_exam: msg`Special Exam`,
};
