/**
 * Questions as CSV: a header row naming the columns `question, option1 … option6, answer,
 * solution, image_url` (in any order; option3 … option6, solution and image_url may be left
 * out), UTF-8 (a byte-order mark is fine), quoted fields holding commas and line breaks.
 * `answer` is the correct option's number, 1 to 6. Read with csv-parse (not lib/read-csv.ts:
 * the report names the line each question starts on, and a quoted field may span lines, so it
 * needs csv-parse's line counts), written by lib/write-csv.ts, whose quote before a cell that
 * would run as a formula (`=`, `+`, `-`, `@`...) is taken back off here: an export imports unchanged.
 */
import type { TQuestionDraft } from '@padanam/contract';
import { QUESTION_OPTIONS_MAX } from '@padanam/contract';
import { parse } from 'csv-parse/sync';
import { readWrittenCell, writeCsv } from '../../../lib/write-csv.js';
import { labelOf, rowOf, unreadableRow, type ImportRow } from './import-report.js';
import { QuestionFileError } from './question-file-error.js';

const OPTION_COLUMNS = Array.from({ length: QUESTION_OPTIONS_MAX }, (_, index) => `option${index + 1}`);
export const CSV_COLUMNS = ['question', ...OPTION_COLUMNS, 'answer', 'solution', 'image_url'] as const;
const REQUIRED_COLUMNS = ['question', 'option1', 'option2', 'answer'];

interface CsvRecord {
  record: string[];
  info: { lines: number };
  raw: string;
}

/** A cell's text, without the spaces around it or the quote an export put before a formula. */
function textOf(value: string | undefined): string {
  return readWrittenCell((value ?? '').trim());
}

/** Options up to the last one written; an empty one before it stays, for the report to name. */
function optionsOf(values: (string | undefined)[]): string[] {
  const options = values.map(textOf);
  while (options.length > 0 && options.at(-1) === '') options.pop();
  return options;
}

export function parseCsvQuestions(text: string): ImportRow[] {
  let records: CsvRecord[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    throw new QuestionFileError(`This is not a CSV file we can read: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  const columns = (header?.record ?? []).map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    throw new QuestionFileError(
      `The first line must name the columns: ${CSV_COLUMNS.join(', ')} (missing: ${missing.join(', ')}).`,
    );
  const at = (values: string[], name: string) => {
    const index = columns.indexOf(name);
    return index === -1 ? undefined : values[index];
  };
  return rows.map(({ record, info, raw }) => {
    // csv-parse counts the lines read so far; a quoted field may span several.
    const line = info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    const text = textOf(at(record, 'question'));
    const answer = (at(record, 'answer') ?? '').trim();
    if (!/^[1-6]$/.test(answer))
      return unreadableRow(
        line,
        labelOf(text) || `Line ${line}`,
        `The answer must be the number of the correct option, 1 to 6 (found "${answer}").`,
      );
    const question: TQuestionDraft = {
      text,
      options: optionsOf(OPTION_COLUMNS.map((name) => at(record, name))),
      correctOption: Number(answer) - 1,
      solution: textOf(at(record, 'solution')) || null,
      imageUrl: textOf(at(record, 'image_url')) || null,
    };
    return rowOf(line, question);
  });
}

export function formatCsvQuestions(questions: readonly TQuestionDraft[]): string {
  return writeCsv(
    CSV_COLUMNS,
    questions.map((question) => [
      question.text,
      ...OPTION_COLUMNS.map((_, index) => question.options[index] ?? ''),
      String(question.correctOption + 1),
      question.solution ?? '',
      question.imageUrl ?? '',
    ]),
  );
}
