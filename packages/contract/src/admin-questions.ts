/**
 * The question bank in the console: a test's current questions, and adding, editing and removing
 * one. An edit or removal never changes a test already started (the test's revisions), so an
 * edited question comes back with a new id.
 */
import { z } from 'zod';
import { ZId } from './ids.js';
import { ZQuizCategory } from './mock-tests.js';
import {
  OPTION_TEXT_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  QUESTION_PICTURE_PATTERN,
  QUESTION_PICTURE_PROBLEM,
  QUESTION_TEXT_MAX,
  SOLUTION_TEXT_MAX,
} from './question-rules.js';
import { multiLineText } from './text.js';

export const ZQuestionCategoryQuery = z.object({ category: ZQuizCategory });

export const ZQuestionInput = z
  .object({
    text: multiLineText(QUESTION_TEXT_MAX).pipe(z.string().trim().min(1, { error: 'Write the question' })),
    options: z
      .array(multiLineText(OPTION_TEXT_MAX).pipe(z.string().trim().min(1, { error: 'An option cannot be empty' })))
      .min(QUESTION_OPTIONS_MIN, { error: `Give ${QUESTION_OPTIONS_MIN} to ${QUESTION_OPTIONS_MAX} options` })
      .max(QUESTION_OPTIONS_MAX, { error: `Give ${QUESTION_OPTIONS_MIN} to ${QUESTION_OPTIONS_MAX} options` }),
    correctOption: z.number().int().min(0, { error: 'Choose the right option' }),
    solution: multiLineText(SOLUTION_TEXT_MAX).nullable(),
    /** An uploaded picture's address (POST /api/admin/questions/pictures); null or left out for none. */
    imageUrl: z.string().regex(QUESTION_PICTURE_PATTERN, { error: QUESTION_PICTURE_PROBLEM }).nullable().optional(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.correctOption >= input.options.length)
      context.addIssue({ code: 'custom', path: ['correctOption'], message: 'Choose one of the options' });
  });
export type TQuestionInput = z.input<typeof ZQuestionInput>;

export const ZAdminQuestion = z.object({
  id: ZId,
  /** Its place in the test, from 1. */
  number: z.number().int().positive(),
  text: z.string(),
  options: z.array(z.string()),
  correctOption: z.number().int().nonnegative(),
  solution: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type TAdminQuestion = z.infer<typeof ZAdminQuestion>;

export const ZAdminQuestionList = z.object({
  moduleId: ZId,
  category: ZQuizCategory,
  /** Null until the module has a test of this category. */
  quizId: ZId.nullable(),
  revision: z.number().int().nonnegative(),
  questions: z.array(ZAdminQuestion),
});
export type TAdminQuestionList = z.infer<typeof ZAdminQuestionList>;

/** A new order for a test's current questions: every one of them, each once. */
export const ZQuestionOrder = z.object({ questionIds: z.array(ZId).max(2000) }).strict();
export type TQuestionOrder = z.infer<typeof ZQuestionOrder>;

/** An uploaded question picture, to put in a question's `imageUrl`. */
export const ZQuestionPicture = z.object({ imageUrl: z.string() });
export type TQuestionPicture = z.infer<typeof ZQuestionPicture>;

// Import and export.

export const QUESTION_FORMATS = ['csv', 'gift', 'aiken'] as const;
export const ZQuestionFormat = z.enum(QUESTION_FORMATS, { error: 'must be csv, gift or aiken' });
export type TQuestionFormat = z.infer<typeof ZQuestionFormat>;

/** The most questions one import takes. */
export const IMPORT_QUESTIONS_MAX = 500;
/** The longest file text one import takes, in characters. */
export const IMPORT_TEXT_MAX = 2_000_000;

export const ZQuestionImportQuery = z.object({
  dryRun: z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true'),
});

export const ZQuestionImportInput = z
  .object({
    moduleId: ZId,
    category: ZQuizCategory,
    format: ZQuestionFormat,
    text: z.string().min(1, { error: 'The file is empty' }).max(IMPORT_TEXT_MAX, { error: 'The file is too large' }),
    /** Write the valid rows even when others are invalid (otherwise nothing is written). */
    importValidRows: z.boolean().optional(),
  })
  .strict();
export type TQuestionImportInput = z.input<typeof ZQuestionImportInput>;

export const ZQuestionExportQuery = z.object({ category: ZQuizCategory, format: ZQuestionFormat });
