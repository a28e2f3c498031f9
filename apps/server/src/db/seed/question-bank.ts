/**
 * Turns a module's glossary and drills into its two mock tests. Glossary questions are built
 * both ways round (term to meaning for the Weekly Challenge, meaning to term for the Special
 * Exam), with the wrong options drawn from the same module so they are plausible.
 */
import type { QuizCategory } from '../schema.js';
import { choiceQuestion } from './catalogue/question-builders.js';
import type { GlossaryEntry, ModuleContent, QuestionContent } from './catalogue/types.js';

/** The spec's 35-minute countdown. */
export const QUIZ_DURATION_SECONDS = 2100;
export const MIN_LIVE_QUESTIONS = 10;
const MAX_QUESTIONS_PER_QUIZ = 15;
/**
 * Each Weekly Challenge also carries one retired question, placed mid-quiz so that a reader
 * which forgets to skip deleted questions gets visibly wrong numbering and counts.
 */
const DELETED_QUESTION_INDEX = 3;

export interface QuizQuestion extends QuestionContent {
  isDeleted: boolean;
}

export interface QuizContent {
  category: QuizCategory;
  title: 'Weekly Challenge' | 'Special Exam';
  durationSeconds: number;
  /** Null: the spec's default, the number of live questions. */
  maxMarks: null;
  questions: QuizQuestion[];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A stable number per module so answer positions differ between modules but never between runs. */
function saltFor(text: string): number {
  let salt = 0;
  for (const char of text) salt = (salt * 31 + char.charCodeAt(0)) % 9973;
  return salt;
}

/** Three other glossary entries, chosen by fixed offsets so the same question is built every time. */
function otherEntries(glossary: readonly GlossaryEntry[], index: number, offsets: readonly number[]): GlossaryEntry[] {
  const chosen: number[] = [];
  for (const offset of [...offsets, 1, 2, 3, 4, 5, 6, 7]) {
    const other = (index + offset) % glossary.length;
    if (other !== index && !chosen.includes(other)) chosen.push(other);
    if (chosen.length === 3) break;
  }
  return chosen.map((other) => glossary[other]!);
}

const FORWARD_PROMPTS = [
  (term: string) => `Which of the following best describes "${term}"?`,
  (term: string) => `What is meant by "${term}"?`,
  (term: string) => `Choose the correct meaning of "${term}".`,
  (term: string) => `"${term}" refers to which of the following?`,
];

function termToMeaningQuestion(glossary: readonly GlossaryEntry[], index: number, salt: number): QuestionContent {
  const entry = glossary[index]!;
  const others = otherEntries(glossary, index, [1, 2, 3]);
  const prompt = FORWARD_PROMPTS[index % FORWARD_PROMPTS.length]!;
  return choiceQuestion({
    text: prompt(entry.term),
    correct: capitalise(entry.meaning),
    wrong: others.map((other) => capitalise(other.meaning)),
    solution: `${entry.term} means ${entry.meaning}. The other options describe ${others[0]!.term}, ${others[1]!.term} and ${others[2]!.term}.`,
    slot: index + salt,
  });
}

const REVERSE_PROMPTS = [
  (meaning: string) => `Which term matches this description: "${capitalise(meaning)}"?`,
  (meaning: string) => `"${capitalise(meaning)}." Which concept is this?`,
  (meaning: string) => `Identify the term defined as: ${meaning}.`,
];

function meaningToTermQuestion(glossary: readonly GlossaryEntry[], index: number, salt: number): QuestionContent {
  const entry = glossary[index]!;
  const others = otherEntries(glossary, index, [2, 3, 5]);
  const prompt = REVERSE_PROMPTS[index % REVERSE_PROMPTS.length]!;
  return choiceQuestion({
    text: prompt(entry.meaning),
    correct: entry.term,
    wrong: others.map((other) => other.term),
    solution: `"${capitalise(entry.meaning)}" is the meaning of ${entry.term}. ${others[0]!.term}, ${others[1]!.term} and ${others[2]!.term} are other ideas from this module with different meanings.`,
    slot: index * 3 + salt + 1,
  });
}

/** True-or-false pairing: only one option attaches a meaning to the right term. */
function matchingStatementQuestion(module: ModuleContent, salt: number): QuestionContent {
  const { glossary } = module;
  const entry = glossary[0]!;
  const [first, second, third] = otherEntries(glossary, 0, [1, 2, 3]) as [GlossaryEntry, GlossaryEntry, GlossaryEntry];
  return choiceQuestion({
    text: `Which of these statements about ${module.title} is correct?`,
    correct: `${entry.term}: ${entry.meaning}`,
    wrong: [`${first.term}: ${second.meaning}`, `${second.term}: ${third.meaning}`, `${third.term}: ${first.meaning}`],
    solution: `${entry.term} is correctly matched with its meaning. Each of the other statements attaches a meaning to the wrong term.`,
    slot: salt + 2,
  });
}

function live(questions: QuestionContent[]): QuizQuestion[] {
  return questions.slice(0, MAX_QUESTIONS_PER_QUIZ).map((question) => ({ ...question, isDeleted: false }));
}

export function buildModuleQuizzes(module: ModuleContent): [QuizContent, QuizContent] {
  const salt = saltFor(module.title);
  const { glossary } = module;

  const weekly = live([
    ...glossary.map((_, index) => termToMeaningQuestion(glossary, index, salt)),
    ...(module.drills?.weekly ?? []),
  ]);
  const special = live([
    ...glossary.map((_, index) => meaningToTermQuestion(glossary, index, salt)),
    ...(module.drills?.special ?? []),
  ]);
  for (const [title, questions] of [
    ['Weekly Challenge', weekly],
    ['Special Exam', special],
  ] as const) {
    if (questions.length < MIN_LIVE_QUESTIONS) {
      throw new Error(
        `${module.title}: the ${title} has ${questions.length} questions; at least ${MIN_LIVE_QUESTIONS} are needed`,
      );
    }
  }
  weekly.splice(DELETED_QUESTION_INDEX, 0, { ...matchingStatementQuestion(module, salt), isDeleted: true });

  return [
    {
      category: 'weekly_challenge',
      title: 'Weekly Challenge',
      durationSeconds: QUIZ_DURATION_SECONDS,
      maxMarks: null,
      questions: weekly,
    },
    {
      category: 'special_exam',
      title: 'Special Exam',
      durationSeconds: QUIZ_DURATION_SECONDS,
      maxMarks: null,
      questions: special,
    },
  ];
}
