// Reads a downloaded .xlsx back, for tests of the report exports (lib/report-export.ts).
import ExcelJS from 'exceljs';

/** The workbook's sheets, in order. */
export async function readWorksheets(bytes: Buffer): Promise<ExcelJS.Worksheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets;
}

/** A sheet's name and its rows' cell values (null for an empty cell), header row first. */
export async function readWorkbookSheets(
  bytes: Buffer,
): Promise<{ name: string; rows: (ExcelJS.CellValue | null)[][] }[]> {
  return (await readWorksheets(bytes)).map((sheet) => {
    const rows: (ExcelJS.CellValue | null)[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: (ExcelJS.CellValue | null)[] = [];
      for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(row.getCell(column).value ?? null);
      rows.push(cells);
    });
    return { name: sheet.name, rows };
  });
}
