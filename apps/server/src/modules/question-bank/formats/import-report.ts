/**
 * What reading a file of questions gives, row by row, whatever its format: each question with
 * the line it starts on and what is wrong with it in words; a question type we do not take
 * (true/false, short answer...) is `unsupported`, a row of its own, not a failure of the file.
 */
import { questionDraftProblems, type TQuestionDraft } from '@padanam/contract';

export type ImportOutcome = 'valid' | 'invalid' | 'unsupported';

export interface ImportRow {
  /** The line (1-based) the question starts on in the file. */
  line: number;
  /** A GIFT title, or the question's first words: how the report names the row. */
  label: string;
  outcome: ImportOutcome;
  problems: string[];
  question: TQuestionDraft | null;
}

const LABEL_LENGTH = 60;

export function labelOf(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > LABEL_LENGTH ? `${oneLine.slice(0, LABEL_LENGTH - 1)}…` : oneLine;
}

/** A row for a question that was read: valid, or invalid with the rules' problems. */
export function rowOf(line: number, question: TQuestionDraft, label = labelOf(question.text)): ImportRow {
  const problems = questionDraftProblems(question);
  return { line, label, outcome: problems.length === 0 ? 'valid' : 'invalid', problems, question };
}

/** A row that could not be read as a question at all. */
export function unreadableRow(line: number, label: string, problem: string): ImportRow {
  return { line, label, outcome: 'invalid', problems: [problem], question: null };
}

export function unsupportedRow(line: number, label: string, what: string): ImportRow {
  return {
    line,
    label,
    outcome: 'unsupported',
    problems: [`${what} questions are not supported; only multiple choice with one right answer.`],
    question: null,
  };
}
