/**
 * The shape of the demo catalogue as authored content, before it becomes rows. Keeping content
 * apart from insertion lets tests check every question without touching a database.
 */
import type { PaperType } from '../../schema.js';

/** A key idea of a module: the term and what it means, written without repeating the term. */
export interface GlossaryEntry {
  term: string;
  /** Starts in lower case so it reads inside a sentence ("A stack means ..."). */
  meaning: string;
}

/** One multiple-choice question with exactly one right option. */
export interface QuestionContent {
  text: string;
  options: string[];
  correctOption: number;
  solution: string;
}

export interface VideoContent {
  /** A YouTube watch or youtu.be link to a real, publicly available lecture. */
  url: string;
  /** The video's title as published, so students can recognise it. */
  title: string;
  instructor: string;
  duration: string | null;
}

/**
 * Exercises computed from formulas in code, so the right answer is worked out rather than typed.
 * The Weekly Challenge and the Special Exam each draw their own set.
 */
export interface DrillSets {
  weekly: QuestionContent[];
  special: QuestionContent[];
}

export interface ModuleContent {
  title: string;
  /** One line for the top of the module's summary screen; left out, the screen shows the title. */
  summaryLine?: string;
  /** Two or three sentences shown on the module card and at the top of the notes. */
  description: string;
  /** Null leaves the screens to show their own default ('1 hr'). */
  duration: string | null;
  video: VideoContent;
  glossary: GlossaryEntry[];
  drills?: DrillSets;
}

export interface PaperContent {
  /** MDC is deliberately absent from the demo: the spec allows that group to be empty. */
  type: Exclude<PaperType, 'MDC'>;
  title: string;
  language: string;
  description: string;
  rating: number;
  modules: ModuleContent[];
}
