import { describe, expect, it } from 'vitest';
import { deleteInBatches, PURGE_BATCH_SIZE } from './delete-in-batches.js';

/** A stand-in table of `rows` rows whose bounded delete records each limit it was given. */
function fakeTable(rows: number) {
  const limits: number[] = [];
  let left = rows;
  return {
    limits,
    deleteBatch: async (limit: number) => {
      limits.push(limit);
      const deleted = Math.min(limit, left);
      left -= deleted;
      return deleted;
    },
  };
}

describe('deleteInBatches', () => {
  it('deletes 1,000 rows a statement by default and stops at the first short batch', async () => {
    const table = fakeTable(2500);
    expect(await deleteInBatches(table.deleteBatch)).toBe(2500);
    expect(PURGE_BATCH_SIZE).toBe(1000);
    expect(table.limits).toEqual([1000, 1000, 1000]);
  });

  it('runs one more, empty, statement when the rows fill the last batch exactly', async () => {
    const table = fakeTable(6);
    expect(await deleteInBatches(table.deleteBatch, 3)).toBe(6);
    expect(table.limits).toEqual([3, 3, 3]);
  });

  it('refuses a batch size that would never end or never delete', async () => {
    await expect(deleteInBatches(fakeTable(1).deleteBatch, 0)).rejects.toThrow(RangeError);
  });
});
