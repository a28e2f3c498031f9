/**
 * What reading a file of questions gives, row by row, whatever its format: each question with
 * the line it starts on and what is wrong with it in words (the contract's import row, with the
 * question read); a question type we do not take (true/false, short answer...) is `unsupported`,
 * a row of its own, not a failure of the file.
 */
import { questionDraftProblems, type TImportRow, type TQuestionDraft } from '@padanam/contract';

export interface ImportRow extends TImportRow {
  /** What reading gives: `valid`, `refused` or `unsupported`. */
  outcome: 'valid' | 'refused' | 'unsupported';
  question: TQuestionDraft | null;
}

const LABEL_LENGTH = 60;

export function labelOf(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > LABEL_LENGTH ? `${oneLine.slice(0, LABEL_LENGTH - 1)}…` : oneLine;
}

/** A row for a question that was read: valid, or refused with the rules' problems. */
export function rowOf(line: number, question: TQuestionDraft, label = labelOf(question.text)): ImportRow {
  const problems = questionDraftProblems(question);
  return { line, label, outcome: problems.length === 0 ? 'valid' : 'refused', messages: problems, question };
}

/** A row that could not be read as a question at all. */
export function unreadableRow(line: number, label: string, problem: string): ImportRow {
  return { line, label, outcome: 'refused', messages: [problem], question: null };
}

export function unsupportedRow(line: number, label: string, what: string): ImportRow {
  return {
    line,
    label,
    outcome: 'unsupported',
    messages: [`${what} questions are not supported; only multiple choice with one right answer.`],
    question: null,
  };
}
