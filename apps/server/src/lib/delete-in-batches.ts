/**
 * Runs a bounded delete again and again until it removes fewer rows than its bound, so a
 * purge of any size is many short statements (short locks, short transactions, no long
 * stall of other writers on SQLite) rather than one long one.
 */
export const PURGE_BATCH_SIZE = 1000;

export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  batchSize: number = PURGE_BATCH_SIZE,
): Promise<number> {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError('batchSize must be a positive integer');
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
