/**
 * One report for every import of a file, whatever it holds (a class list, colleges, questions):
 * a row per entry with the line it starts on, how the report names it, what became of it and why
 * in words, and how many rows ended each way.
 */
import { z } from 'zod';

/**
 * What became of one entry:
 * - `written`: this import wrote it (enrolled, added);
 * - `unchanged`: it was there already; nothing to write;
 * - `valid`: a check (a dry run) found it ready to write;
 * - `not-written`: valid, but refused rows stopped the import, so nothing was written;
 * - `refused`: something is wrong with it, said in `messages`;
 * - `unsupported`: a kind of entry not taken (a GIFT true/false question), skipped; it never stops an import.
 */
export const IMPORT_OUTCOMES = ['written', 'unchanged', 'valid', 'not-written', 'refused', 'unsupported'] as const;
export const ZImportOutcome = z.enum(IMPORT_OUTCOMES);
export type TImportOutcome = z.infer<typeof ZImportOutcome>;

export const ZImportRow = z.object({
  /** The line the entry starts on (1-based; a CSV's header is line 1). */
  line: z.number().int().positive(),
  /** How the report names the entry: a phone, a college, a question's title or first words. */
  label: z.string(),
  outcome: ZImportOutcome,
  /** Why it was refused or skipped, or what was done, in words; empty for a valid question. */
  messages: z.array(z.string()),
});
export type TImportRow = z.infer<typeof ZImportRow>;

const count = z.number().int().nonnegative();
/** How many rows ended each way. */
export const ZImportCounts = z.object({
  written: count,
  unchanged: count,
  valid: count,
  'not-written': count,
  refused: count,
  unsupported: count,
});
export type TImportCounts = z.infer<typeof ZImportCounts>;

export const ZImportReport = z.object({
  /** A check only: nothing was written; the `valid` rows are those an import would write. */
  dryRun: z.boolean(),
  /** Refused rows stopped the import: nothing was written (the valid rows are `not-written`). */
  isStopped: z.boolean(),
  rows: z.array(ZImportRow),
  counts: ZImportCounts,
});
export type TImportReport = z.infer<typeof ZImportReport>;

export function countImportOutcomes(rows: readonly Pick<TImportRow, 'outcome'>[]): TImportCounts {
  const counts: TImportCounts = { written: 0, unchanged: 0, valid: 0, 'not-written': 0, refused: 0, unsupported: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}
