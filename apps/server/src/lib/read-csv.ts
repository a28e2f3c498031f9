/**
 * CSV text as rows of trimmed cells (RFC 4180: quoted fields may hold commas, line breaks and
 * doubled quotes; a byte-order mark and CR, LF or CRLF line ends are accepted), through
 * csv-parse. Blank lines are left out. A malformed file throws a CsvError saying why in words.
 */
import { parse } from 'csv-parse/sync';

export class CsvError extends Error {
  override name = 'CsvError';
}

export function readCsv(text: string): string[][] {
  try {
    const records = parse(text, {
      bom: true,
      relax_column_count: true,
      trim: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][];
    return records.filter((record) => record.some((cell) => cell !== ''));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'CSV_QUOTE_NOT_CLOSED') throw new CsvError('it has a quoted field that is never closed');
    throw new CsvError((error as Error).message);
  }
}
