import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv.js';
import {
  exportFileName,
  sendTableExport,
  tableExportStream,
  type ExportRow,
  type ExportTables,
} from './report-export.js';
import { readWrittenCell } from './write-csv.js';
import { readWorkbookSheets, readWorksheets } from '../test/workbook.js';

const HOSTILE = ['=HYPERLINK("https://evil.example","x")', '+91 98765 43210', '-2+3', '@SUM(1)', '=1+1\nline'];

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  return (await readWorksheets(bytes))[0]!;
}

/** Rows made one at a time, counting how many have been asked for so far. */
function countedRows(total: number) {
  const counter = { made: 0 };
  function* rows(): Generator<ExportRow> {
    for (let index = 1; index <= total; index += 1) {
      counter.made = index;
      yield [index, `Student ${index} ${(index * 7919).toString(36)}`, (index * 24_900) / 100];
    }
  }
  return { counter, rows: rows() };
}

describe('report export', () => {
  it('writes CSV through the one formula-safe rule, with a byte-order mark and CRLF, and reads back as written', async () => {
    const bytes = await bytesOf(
      tableExportStream(
        {
          filename: 'x',
          columns: ['name', 'amount', 'note'],
          rows: (async function* () {
            for (const cell of HOSTILE) yield [cell, 12.5, null];
            yield ['refund', -12.5, 'x'];
          })(),
          decimals: { amount: 2 },
        },
        'csv',
      ),
    );
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFFname,amount,note\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = readCsv(text).slice(1, -1);
    expect(text.endsWith('\r\nrefund,-12.5,x\r\n')).toBe(true);
    expect(rows.map(([cell]) => cell!.charAt(0))).toEqual(HOSTILE.map(() => "'"));
    expect(rows.map(([cell]) => readWrittenCell(cell!))).toEqual(HOSTILE);
    expect(rows.map((row) => row[1])).toEqual(HOSTILE.map(() => '12.50'));
  });

  it('writes a workbook exceljs reads back: numbers as numbers, formula-looking text as text', async () => {
    const bytes = await bytesOf(
      tableExportStream(
        {
          filename: 'sales: Nov/2026',
          columns: ['name', 'amount', 'count'],
          rows: [...HOSTILE.map((cell, index): ExportRow => [cell, 249.5 + index, index]), ['ആശ', null, 0]],
          decimals: { amount: 2 },
        },
        'xlsx',
      ),
    );
    const sheet = await readWorkbook(bytes);
    expect(sheet.name).toBe('sales-Nov-2026');
    expect(sheet.getRow(1).values).toEqual([undefined, 'name', 'amount', 'count']);
    HOSTILE.forEach((cell, index) => {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(1).value).toBe(cell);
      expect(row.getCell(1).formula).toBeUndefined();
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(2).value).toBe(249.5 + index);
      expect(row.getCell(2).numFmt).toBe('0.00');
      expect(row.getCell(3).value).toBe(index);
    });
    expect(sheet.getRow(7).getCell(1).value).toBe('ആശ');
    expect(sheet.getRow(7).getCell(2).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.rowCount).toBe(7);
  });

  it('writes several tables: one after another in the CSV, a sheet each in the workbook', async () => {
    const tables = [
      { filename: 'test-4', sheetName: 'Summary', columns: ['Measure', 'Value'], rows: [['Mean', 2.5]] },
      {
        filename: 'test-4',
        sheetName: 'Questions',
        columns: ['Number', 'Facility'],
        rows: [
          [1, 40],
          [2, 60],
        ],
      },
    ] as const satisfies ExportTables;
    const text = (await bytesOf(tableExportStream(tables, 'csv'))).toString('utf8');
    expect(text).toBe('\uFEFFMeasure,Value\r\nMean,2.5\r\n\r\nNumber,Facility\r\n1,40\r\n2,60\r\n');
    const sheets = await readWorkbookSheets(await bytesOf(tableExportStream(tables, 'xlsx')));
    expect(sheets).toEqual([
      {
        name: 'Summary',
        rows: [
          ['Measure', 'Value'],
          ['Mean', 2.5],
        ],
      },
      {
        name: 'Questions',
        rows: [
          ['Number', 'Facility'],
          [1, 40],
          [2, 60],
        ],
      },
    ]);
  });

  for (const format of ['csv', 'xlsx'] as const) {
    it(`streams 20,000 rows as ${format}, making rows only as fast as they are read`, async () => {
      const { counter, rows } = countedRows(20_000);
      const stream = tableExportStream({ filename: 'big', columns: ['id', 'name', 'amount'], rows }, format);
      // One chunk read, then nobody reads: the export makes a few batches more and waits.
      const chunks = stream[Symbol.asyncIterator]();
      const first = (await chunks.next()) as IteratorResult<Uint8Array>;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(counter.made).toBeLessThan(20_000);
      const rest: Buffer[] = [Buffer.from(first.value)];
      for (let next = await chunks.next(); !next.done; next = await chunks.next())
        rest.push(Buffer.from(next.value as Uint8Array));
      const bytes = Buffer.concat(rest);
      expect(counter.made).toBe(20_000);
      // Each wait for the reader took its listeners off again.
      expect(stream.listenerCount('drain') + stream.listenerCount('close')).toBeLessThan(5);
      if (format === 'csv') {
        const lines = bytes.toString('utf8').split('\r\n');
        expect(lines).toHaveLength(20_002);
        expect(lines[20_000]).toBe(`20000,Student 20000 ${(20_000 * 7919).toString(36)},4980000`);
      } else {
        const sheet = await readWorkbook(bytes);
        expect(sheet.rowCount).toBe(20_001);
        expect(sheet.getRow(20_001).getCell(3).value).toBe(4_980_000);
      }
    });
  }

  it('stops making rows when the reader goes away', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const { counter, rows } = countedRows(100_000);
      const stream = tableExportStream({ filename: 'big', columns: ['id', 'name', 'amount'], rows }, format);
      await new Promise((resolve) => setTimeout(resolve, 50));
      stream.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const made = counter.made;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(counter.made).toBe(made);
      expect(made).toBeLessThan(100_000);
    }
  });

  it('sends an attachment with its type and a safe file name', async () => {
    const app = Fastify();
    app.get('/x.:format', async (request, reply) => {
      const { format } = request.params as { format: 'csv' | 'xlsx' };
      return sendTableExport(reply, { filename: '../sales "2026"', columns: ['a'], rows: [[1]] }, format);
    });
    const csv = await app.inject({ url: '/x.csv' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sales-2026.csv"');
    expect(csv.headers['x-content-type-options']).toBe('nosniff');
    expect(csv.body).toBe('\uFEFFa\r\n1\r\n');
    const xlsx = await app.inject({ url: '/x.xlsx' });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="sales-2026.xlsx"');
    expect((await readWorkbook(xlsx.rawPayload)).getRow(2).getCell(1).value).toBe(1);
    await app.close();
    expect(exportFileName('', 'csv')).toBe('export.csv');
  });
});
