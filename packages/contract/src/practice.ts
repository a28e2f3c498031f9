/**
 * The mistake notebook and untimed practice. The notebook holds every question a student got
 * wrong or skipped in a finished test, once that test's answer key is open to them and only while
 * they still have the module. Practice asks its questions without a key; the server checks each
 * answer and only then says right or wrong, with the right option and the solution. Practice is
 * counted in neither results nor the leaderboard. Two right answers in practice master a question
 * (it leaves the notebook); bringing it back puts it in again.
 */
import { z } from 'zod';
import { ZId, ZIdParam } from './ids.js';
import { ZQuizCategory } from './mock-tests.js';
import { ZPaperType } from './papers.js';

/** Right answers in practice that take a question out of the notebook. */
export const PRACTICE_RIGHT_TO_MASTER = 2;

export const ZNotebookEntry = z.object({
  questionId: ZId,
  attemptId: ZId,
  testTitle: z.string(),
  category: ZQuizCategory,
  /** The question's number in its test, from 1. */
  number: z.number().int().positive(),
  text: z.string(),
  options: z.array(z.string()),
  imageUrl: z.string().nullable(),
  /** The student's answer in the test; null: skipped. */
  chosenOption: z.number().int().nullable(),
  correctOption: z.number().int(),
  solution: z.string().nullable(),
  status: z.enum(['wrong', 'unanswered']),
  /** Right answers in practice since it entered the notebook (or was brought back). */
  timesRight: z.number().int().min(0),
});
export type TNotebookEntry = z.infer<typeof ZNotebookEntry>;

export const ZNotebookModule = z.object({
  moduleId: ZId,
  moduleNumber: z.number().int(),
  moduleTitle: z.string(),
  entries: z.array(ZNotebookEntry),
});
export type TNotebookModule = z.infer<typeof ZNotebookModule>;

export const ZNotebookPaper = z.object({
  paperId: ZId,
  paperTitle: z.string(),
  paperType: ZPaperType,
  modules: z.array(ZNotebookModule),
});
export type TNotebookPaper = z.infer<typeof ZNotebookPaper>;

/** A finished test whose key (and so its mistakes) is still held back: when it opens. */
export const ZNotebookWaiting = z.object({
  attemptId: ZId,
  testTitle: z.string(),
  paperTitle: z.string(),
  moduleNumber: z.number().int(),
  moduleTitle: z.string(),
  opensAt: z.number().int(),
});
export type TNotebookWaiting = z.infer<typeof ZNotebookWaiting>;

export const ZNotebook = z.object({
  /** Grouped by paper, then module. */
  papers: z.array(ZNotebookPaper),
  /** Questions answered right twice in practice, grouped the same way; each can be brought back. */
  mastered: z.array(ZNotebookPaper),
  waiting: z.array(ZNotebookWaiting),
});
export type TNotebook = z.infer<typeof ZNotebook>;

export const PRACTICE_SOURCES = ['notebook', 'module'] as const;
export const ZPracticeQuery = z
  .object({
    source: z.enum(PRACTICE_SOURCES, { error: 'must be notebook or module' }).default('notebook'),
    moduleId: ZIdParam.optional(),
  })
  .refine((query) => query.source !== 'module' || query.moduleId !== undefined, {
    message: 'moduleId: a module is needed to practise its questions',
    path: ['moduleId'],
  });
export type TPracticeQuery = z.infer<typeof ZPracticeQuery>;

/** A practice question as asked: no correct option, no solution. */
export const ZPracticeQuestion = z.object({
  id: ZId,
  text: z.string(),
  options: z.array(z.string()),
  imageUrl: z.string().nullable(),
  testTitle: z.string(),
  paperTitle: z.string(),
  moduleNumber: z.number().int(),
  moduleTitle: z.string(),
});
export type TPracticeQuestion = z.infer<typeof ZPracticeQuestion>;

export const ZPracticeSet = z.object({ questions: z.array(ZPracticeQuestion) });
export type TPracticeSet = z.infer<typeof ZPracticeSet>;

export const ZPracticeAnswer = z.object({
  questionId: ZId,
  option: z.number({ error: 'must be an option index' }).int().min(0, 'must be an option index'),
});
export type TPracticeAnswer = z.infer<typeof ZPracticeAnswer>;

export const ZPracticeFeedback = z.object({
  questionId: ZId,
  option: z.number().int(),
  isCorrect: z.boolean(),
  correctOption: z.number().int(),
  solution: z.string().nullable(),
  /** Right answers in practice since it entered the notebook (or was brought back). */
  timesRight: z.number().int().min(0),
  /** Answered right twice: out of the notebook, in the Mastered list. */
  isMastered: z.boolean(),
});
export type TPracticeFeedback = z.infer<typeof ZPracticeFeedback>;

export const ZNotebookQuestionParams = z.object({ questionId: ZIdParam });

export const ZNotebookRestored = z.object({ questionId: ZId, timesRight: z.number().int(), isMastered: z.boolean() });
export type TNotebookRestored = z.infer<typeof ZNotebookRestored>;
