/**
 * Every report's download, as CSV or as an Excel workbook, streamed: rows are pulled from the
 * table's (async) iterable as the client reads, so a 100,000-row export never sits in memory.
 * A report of several tables (a test's summary and its questions) is one worksheet each in the
 * workbook, and one table after another in the CSV, a blank line between them.
 *
 * CSV goes through write-csv.ts's one rule (byte-order mark, CRLF, a quote before a cell that
 * would run as a formula). The workbook is written by exceljs's streaming WorkbookWriter: a
 * number is a number cell and a string an inline text cell, never a formula, so `=1+1` in a
 * buyer's name opens as the text it is.
 *
 * Rows are produced lazily, after the reply's headers are sent: a service checks what it must
 * (the caller may see this report, the dates make sense) before it hands over the table, since
 * an error in the middle of a stream can only cut the download short.
 */
import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CSV_BYTE_ORDER_MARK, writeCsvLines, type CsvCell } from './write-csv.js';

export type ExportCell = CsvCell;
export type ExportRow = readonly ExportCell[];
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportTable {
  /** The download's name without its extension; anything but letters, digits, '.', '-' and '_' becomes '-'. */
  filename: string;
  /** The worksheet's name in a workbook (the file's name when absent). */
  sheetName?: string;
  columns: readonly string[];
  rows: Iterable<ExportRow> | AsyncIterable<ExportRow>;
  /**
   * Columns (by name) whose numbers are written with this many decimals: "249.00" in the CSV
   * (a negative number as it is, -12.5), a 0.00 number format in the workbook (the cell stays a
   * number).
   */
  decimals?: Readonly<Record<string, number>>;
}

/** A download of several tables, in this order; the file is named after the first. */
export type ExportTables = readonly [ExportTable, ...ExportTable[]];

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Rows written or committed between looks at the reply's backlog. */
const BATCH_ROWS = 500;
/** Excel's longest text in one cell; a longer one would make the workbook unreadable. */
const EXCEL_MAX_TEXT = 32_767;

function safeBaseName(filename: string): string {
  return (
    filename
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+|[.-]+$/g, '')
      .slice(0, 100) || 'export'
  );
}

/** "sales 2026/11" → "sales-2026-11.csv": safe in a Content-Disposition header and on any disk. */
export function exportFileName(filename: string, format: ExportFormat): string {
  return `${safeBaseName(filename)}.${format}`;
}

/** Sends the table (or tables) as an attachment in the format asked for; return what it returns from the handler. */
export function sendTableExport(
  reply: FastifyReply,
  tables: ExportTable | ExportTables,
  format: ExportFormat,
): FastifyReply {
  const all = tablesOf(tables);
  return reply
    .type(EXPORT_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${exportFileName(all[0].filename, format)}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(tableExportStream(all, format));
}

/** The file's bytes as a stream that produces rows only as fast as it is read. */
export function tableExportStream(tables: ExportTable | ExportTables, format: ExportFormat): Readable {
  return format === 'csv' ? csvStream(tablesOf(tables)) : xlsxStream(tablesOf(tables));
}

function tablesOf(tables: ExportTable | ExportTables): ExportTables {
  return Array.isArray(tables) ? (tables as ExportTables) : [tables as ExportTable];
}

function fixedColumns(table: ExportTable): (number | undefined)[] {
  return table.columns.map((name) => table.decimals?.[name]);
}

function csvStream(tables: ExportTables): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BYTE_ORDER_MARK;
    for (const [index, table] of tables.entries()) {
      if (index > 0) yield '\r\n';
      yield* csvLinesOf(table);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

async function* csvLinesOf(table: ExportTable): AsyncGenerator<string> {
  const decimals = fixedColumns(table);
  yield writeCsvLines([table.columns]);
  let batch: ExportRow[] = [];
  for await (const row of table.rows) {
    batch.push(
      row.map((cell, index) => {
        const places = decimals[index];
        // A negative amount stays a number: as text ("-12.50") the formula rule would quote it.
        return places !== undefined && typeof cell === 'number' && cell >= 0 ? cell.toFixed(places) : cell;
      }),
    );
    if (batch.length === BATCH_ROWS) {
      yield writeCsvLines(batch);
      batch = [];
    }
  }
  yield writeCsvLines(batch);
}

function workbookCell(cell: ExportCell): string | number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string') return cell.length > EXCEL_MAX_TEXT ? cell.slice(0, EXCEL_MAX_TEXT) : cell;
  return null;
}

/**
 * Lets the compressor run (it works off the event loop) and waits until the reply has taken
 * what was written; false when the reply is gone.
 */
async function readBy(output: Writable): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  while (output.writableNeedDrain && !output.destroyed) {
    // Whichever comes first; the other listener is taken off, so none pile up over a long export.
    const done = new AbortController();
    const when = (event: string) => once(output, event, { signal: done.signal }).catch(() => undefined);
    await Promise.race([when('drain'), when('close')]);
    done.abort();
  }
  return !output.destroyed;
}

function xlsxStream(tables: ExportTables): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  async function write(): Promise<void> {
    for (const table of tables) {
      if (!(await writeSheet(workbook, table, output))) return;
    }
    await workbook.commit();
  }
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

/** One table as a worksheet, its header row bold and frozen; false when the reply went away meanwhile. */
async function writeSheet(
  workbook: InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>,
  table: ExportTable,
  output: Writable,
): Promise<boolean> {
  const sheet = workbook.addWorksheet(safeBaseName(table.sheetName ?? table.filename).slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const decimals = fixedColumns(table);
  sheet.columns = table.columns.map((name, index) => ({
    key: String(index),
    width: Math.min(Math.max(name.length + 2, 12), 40),
    ...(decimals[index] !== undefined
      ? { style: { numFmt: decimals[index] === 0 ? '0' : `0.${'0'.repeat(decimals[index])}` } }
      : {}),
  }));
  const header = sheet.addRow([...table.columns]);
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for await (const row of table.rows) {
    sheet.addRow(row.map(workbookCell)).commit();
    written += 1;
    if (written % BATCH_ROWS === 0 && !(await readBy(output))) return false;
  }
  sheet.commit();
  return true;
}
