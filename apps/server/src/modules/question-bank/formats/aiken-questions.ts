/**
 * Moodle's Aiken format: a question (one line, or several up to the first option), its options
 * as `A.` or `A)` lines, then `ANSWER: X`; a blank line between questions is optional. Aiken has
 * no solutions or pictures: they are left out on export and empty on import.
 */
import type { TQuestionDraft } from '@padanam/contract';
import { labelOf, rowOf, unreadableRow, type ImportRow } from './import-report.js';

const OPTION_LINE = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER_LINE = /^ANSWER:\s*([A-Z])\s*$/i;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface Block {
  line: number;
  stem: string[];
  options: { letter: string; text: string }[];
}

export function parseAikenQuestions(text: string): ImportRow[] {
  const rows: ImportRow[] = [];
  let block: Block | null = null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);

  const fail = (current: Block, problem: string) => {
    rows.push(unreadableRow(current.line, labelOf(current.stem.join(' ')) || `Line ${current.line}`, problem));
  };

  lines.forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (line === '') {
      // A blank line inside a question (before its options) is part of its text.
      if (block && block.options.length === 0 && block.stem.length > 0) block.stem.push('');
      return;
    }
    const answer = ANSWER_LINE.exec(line);
    if (answer && block) {
      const letters = block.options.map((option) => option.letter);
      const expected = LETTERS.slice(0, letters.length);
      if (letters.join('') !== expected)
        fail(block, `The options must be lettered A, B, C… in order (found ${letters.join(', ') || 'none'}).`);
      else {
        const question: TQuestionDraft = {
          text: block.stem.join('\n').trim(),
          options: block.options.map((option) => option.text.trim()),
          correctOption: letters.indexOf(answer[1]!.toUpperCase()),
          solution: null,
          imageUrl: null,
        };
        rows.push(rowOf(block.line, question));
      }
      block = null;
      return;
    }
    if (answer) {
      rows.push(unreadableRow(number, `Line ${number}`, 'An ANSWER line without a question before it.'));
      return;
    }
    const option = OPTION_LINE.exec(line);
    if (option && block && block.stem.length > 0) {
      block.options.push({ letter: option[1]!, text: option[2]! });
      return;
    }
    if (block && block.options.length > 0) {
      // Text after the options without an ANSWER line: that question ended unfinished.
      fail(block, 'The question has no "ANSWER: X" line after its options.');
      block = null;
    }
    if (!block) block = { line: number, stem: [], options: [] };
    block.stem.push(line);
  });
  if (block) fail(block, 'The question has no "ANSWER: X" line after its options.');
  return rows;
}

export function formatAikenQuestions(questions: readonly TQuestionDraft[]): string {
  return questions
    .map((question) =>
      [
        // Aiken reads a question's text up to its first option: keep it on its lines, never blank.
        question.text.replace(/\n\s*\n/g, '\n'),
        ...question.options.map((option, index) => `${LETTERS[index]}. ${option.replace(/\s*\n\s*/g, ' ')}`),
        `ANSWER: ${LETTERS[question.correctOption]}`,
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
