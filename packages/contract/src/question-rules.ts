/**
 * What a question in the bank must be, the same for the editor, the import report and the
 * server: its text, 2-6 options with exactly one correct (by position), an optional solution and
 * picture. Problems are said in words a teacher can act on.
 */
import { z } from 'zod';

export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 6;
export const QUESTION_TEXT_MAX = 4000;
export const OPTION_TEXT_MAX = 1000;
/**
 * A question's options as stored and as every reply carries them: 2-6 texts, by position. The
 * server reads the stored column through this schema (db/question-columns.ts), once per read.
 */
export const ZQuestionOptions = z.array(z.string()).min(QUESTION_OPTIONS_MIN).max(QUESTION_OPTIONS_MAX);
export const SOLUTION_TEXT_MAX = 4000;
/**
 * A question's picture is one uploaded to Padanam (the console gives its address): the app's
 * security policy shows no pictures from other sites, and an upload cannot vanish from under a test.
 */
export const QUESTION_PICTURE_PATTERN = /^\/api\/pictures\/[0-9a-f-]{36}\.(png|jpg|webp)$/;
export const QUESTION_PICTURE_PROBLEM =
  'The picture must be one uploaded to Padanam (an address like /api/pictures/….png); pictures from other sites are not shown.';

/** A question as written or imported, before it is stored. */
export interface TQuestionDraft {
  text: string;
  options: string[];
  /** The correct option's place, from 0. */
  correctOption: number;
  solution: string | null;
  imageUrl: string | null;
}

export function questionDraftProblems(draft: TQuestionDraft): string[] {
  const problems: string[] = [];
  if (draft.text.trim() === '') problems.push('The question has no text.');
  if (draft.text.length > QUESTION_TEXT_MAX)
    problems.push(`The question is longer than ${QUESTION_TEXT_MAX} characters.`);
  const count = draft.options.length;
  if (count < QUESTION_OPTIONS_MIN || count > QUESTION_OPTIONS_MAX)
    problems.push(
      `A question needs ${QUESTION_OPTIONS_MIN} to ${QUESTION_OPTIONS_MAX} options; this one has ${count}.`,
    );
  draft.options.forEach((option, index) => {
    if (option.trim() === '') problems.push(`Option ${index + 1} is empty.`);
    else if (option.length > OPTION_TEXT_MAX)
      problems.push(`Option ${index + 1} is longer than ${OPTION_TEXT_MAX} characters.`);
  });
  if (!Number.isInteger(draft.correctOption) || draft.correctOption < 0 || draft.correctOption >= count)
    problems.push(count > 0 ? `The answer must be one of the options, 1 to ${count}.` : 'There is no answer.');
  if (draft.solution !== null && draft.solution.length > SOLUTION_TEXT_MAX)
    problems.push(`The solution is longer than ${SOLUTION_TEXT_MAX} characters.`);
  if (draft.imageUrl !== null && !QUESTION_PICTURE_PATTERN.test(draft.imageUrl))
    problems.push(QUESTION_PICTURE_PROBLEM);
  return problems;
}
