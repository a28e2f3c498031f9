/**
 * The all-or-nothing rule of the console's imports (a class list, colleges, questions): when rows
 * are refused and the staff member did not ask to import the valid ones, nothing is written (a
 * CSV import undoes its transaction by throwing ImportStopped inside it) and the rows that would
 * have been written are reported as `not-written`. The report's shape is the contract's.
 */
import { countImportOutcomes, type TImportReport, type TImportRow } from '@padanam/contract';

export class ImportStopped extends Error {
  override name = 'ImportStopped';
}

export const NOT_WRITTEN_MESSAGE = 'Valid; not written because other lines were refused.';

/** Reports the rows that were `from` (written, or valid) as `not-written` instead. */
export function markNotWritten(rows: TImportRow[], from: 'written' | 'valid'): void {
  for (const row of rows)
    if (row.outcome === from) Object.assign(row, { outcome: 'not-written', messages: [NOT_WRITTEN_MESSAGE] });
}

export function importReportOf(
  rows: TImportRow[],
  { dryRun = false, isStopped }: { dryRun?: boolean; isStopped: boolean },
): TImportReport {
  return { dryRun, isStopped, rows, counts: countImportOutcomes(rows) };
}
