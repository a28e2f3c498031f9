/**
 * The one CSV writer for every download (an event's registrations, a test's questions): Papa
 * Parse's unparse (RFC 4180 quoting, CRLF line ends), UTF-8 with a byte-order mark so Excel reads
 * Malayalam. A cell a spreadsheet would run as a formula (OWASP's CSV injection rule: it begins
 * with =, +, -, @, a tab or a carriage return) gets a leading ' so it opens as text.
 *
 * Papa Parse's own `escapeFormulae: true` tests /^[=+\-@\t\r].*$/, which misses a cell with a
 * line break after its first character ('.' stops at the break), so the rule is given here. A
 * cell that already begins with quotes before such a character gets one more, so that
 * readWrittenCell can take exactly the added quote back off and an export imports unchanged.
 */
import Papa from 'papaparse';

const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;

export type CsvCell = string | number | null;

/** What opens every CSV file: the byte-order mark. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/**
 * Rows as CSV lines, each ended by CRLF: the one quoting and formula rule for every CSV the
 * server writes, whole (writeCsv) or a batch of rows at a time (lib/report-export.ts).
 */
export function writeCsvLines(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(
    rows.map((row) => [...row]),
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  )}\r\n`;
}

export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BYTE_ORDER_MARK}${writeCsvLines([header, ...rows])}`;
}

/** A cell as it was before writeCsv: the quote it put before a formula's first character taken off. */
export function readWrittenCell(cell: string): string {
  return ESCAPED_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}
