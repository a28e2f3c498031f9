/**
 * Moodle's GIFT format, read with gift-pegjs. The file is cut into questions at blank lines
 * first and each is parsed on its own, so one broken question is one row of the report (with
 * its line) and the rest still read. Multiple choice with exactly one right answer (`=`, or a
 * 100% weight) is taken; its general feedback (`####`) becomes the solution. Comments and
 * `$CATEGORY` lines are read and set aside; other types (true/false, short answer, numerical,
 * matching, essay, description) are reported as not supported.
 */
import type { TQuestionDraft } from '@padanam/contract';
import { parse, type GIFTQuestion, type TextFormat } from 'gift-pegjs';
import { labelOf, rowOf, unreadableRow, unsupportedRow, type ImportRow } from './import-report.js';

const TYPE_NAMES: Record<Exclude<GIFTQuestion['type'], 'MC' | 'Category'>, string> = {
  TF: 'True/false',
  Short: 'Short answer',
  Numerical: 'Numerical',
  Matching: 'Matching',
  Essay: 'Essay',
  Description: 'Description',
};

interface Chunk {
  line: number;
  text: string;
}

/** Questions are separated by blank lines (GIFT's own rule); each chunk keeps its first line. */
function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let current: string[] = [];
  let start = 0;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((line, index) => {
      if (line.trim() === '') {
        if (current.length > 0) chunks.push({ line: start, text: current.join('\n') });
        current = [];
        return;
      }
      if (current.length === 0) start = index + 1;
      current.push(line);
    });
  if (current.length > 0) chunks.push({ line: start, text: current.join('\n') });
  return chunks;
}

/** Moodle's markup: `[markdown]`/`[html]` text keeps its characters; escapes are already undone. */
function plain(text: TextFormat | null): string {
  return (text?.text ?? '').trim();
}

function isComment(line: string): boolean {
  return line.trim().startsWith('//');
}

function isOnlyComments(chunk: string): boolean {
  return chunk.split('\n').every(isComment);
}

/** Where the chunk's question begins: past the comments above it, which a report must not name. */
function questionLineOf(chunk: Chunk): number {
  return (
    chunk.line +
    Math.max(
      0,
      chunk.text.split('\n').findIndex((line) => !isComment(line)),
    )
  );
}

function rowOfQuestion(line: number, question: GIFTQuestion): ImportRow | null {
  if (question.type === 'Category') return null;
  const label = question.title?.trim() || labelOf(question.stem.text);
  if (question.type !== 'MC') return unsupportedRow(line, label, TYPE_NAMES[question.type]);
  const rightOnes = question.choices.filter((choice) => choice.isCorrect || choice.weight === 100);
  if (rightOnes.length !== 1)
    return unreadableRow(
      line,
      label,
      `A question needs exactly one right answer (marked =); this one has ${rightOnes.length}.`,
    );
  const draft: TQuestionDraft = {
    text: plain(question.stem),
    options: question.choices.map((choice) => plain(choice.text)),
    correctOption: question.choices.indexOf(rightOnes[0]!),
    solution: plain(question.globalFeedback) || null,
    imageUrl: null,
  };
  return rowOf(line, draft, label);
}

const GIFT_SPECIAL_CHARACTERS = new Set(['=', '~', '{', '}', '#', ':']);

/** What a teacher most likely has to change, after the parser's own words. */
function hintFor(error: unknown): string {
  const found = (error as { found?: string | null }).found;
  if (found && GIFT_SPECIAL_CHARACTERS.has(found)) return ` If “${found}” is part of the text, write it as \\${found}.`;
  if (found === null) return ' Is the closing } of the answers missing?';
  return '';
}

export function parseGiftQuestions(text: string): ImportRow[] {
  const rows: ImportRow[] = [];
  for (const chunk of chunksOf(text)) {
    if (isOnlyComments(chunk.text)) continue;
    const questionLine = questionLineOf(chunk);
    let questions: GIFTQuestion[];
    try {
      questions = parse(`${chunk.text}\n`);
    } catch (error) {
      const where = (error as { location?: { start: { line: number } } }).location?.start.line;
      // An unclosed question fails at the end of its text: name its last line, not the one after.
      const lastLine = chunk.line + chunk.text.split('\n').length - 1;
      const line = where ? Math.min(chunk.line + where - 1, lastLine) : chunk.line;
      const firstLine = chunk.text.split('\n').find((part) => !isComment(part)) ?? chunk.text;
      // Named by its GIFT title when it has one, as the rows that could be read are.
      const title = /^\s*::(.+?)::/.exec(firstLine)?.[1]?.trim();
      rows.push(
        unreadableRow(
          questionLine,
          title || labelOf(firstLine),
          `Line ${line} cannot be read as GIFT: ${(error as Error).message}${hintFor(error)}`,
        ),
      );
      continue;
    }
    for (const question of questions) {
      const row = rowOfQuestion(questionLine, question);
      if (row) rows.push(row);
    }
  }
  return rows;
}

/** GIFT's special characters, escaped wherever text is written. */
function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (character) => `\\${character}`).replace(/\n/g, '\\n');
}

export function formatGiftQuestions(questions: readonly TQuestionDraft[], titlePrefix = 'Q'): string {
  return questions
    .map((question, index) => {
      const options = question.options
        .map((option, place) => `\t${place === question.correctOption ? '=' : '~'}${escapeGift(option)}`)
        .join('\n');
      const solution = question.solution ? `\n\t####${escapeGift(question.solution)}` : '';
      return `::${titlePrefix}${index + 1}:: ${escapeGift(question.text)} {\n${options}${solution}\n}`;
    })
    .join('\n\n')
    .concat('\n');
}
