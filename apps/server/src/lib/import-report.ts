/**
 * The all-or-nothing rule of the console's CSV imports: when lines are refused and the admin did
 * not ask to import the valid ones, the transaction is undone (by throwing ImportStopped inside
 * it) and the lines that would have been written are reported as not written.
 */
export class ImportStopped extends Error {
  override name = 'ImportStopped';
}

export const NOT_WRITTEN_MESSAGE = 'Valid; not written because other lines were refused.';

/** Reports the lines that were `written` as `not-written` instead, since the import was undone. */
export function markNotWritten<TRow extends { outcome: string; message: string }>(rows: TRow[], written: string): void {
  for (const row of rows)
    if (row.outcome === written) Object.assign(row, { outcome: 'not-written', message: NOT_WRITTEN_MESSAGE });
}
