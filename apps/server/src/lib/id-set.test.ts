import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdSet } from './id-set.js';

describe('IdSet', () => {
  it('holds what a Set holds, in rising order, whatever order the ids arrive in', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5_000 }), { maxLength: 400 }), (ids) => {
        const set = new IdSet();
        const reference = new Set<number>();
        for (const id of ids) {
          expect(set.add(id)).toBe(!reference.has(id));
          reference.add(id);
        }
        expect(set.size).toBe(reference.size);
        expect(set.values()).toEqual([...reference].sort((a, b) => a - b));
        for (let probe = 0; probe <= 5_001; probe += 7) expect(set.has(probe)).toBe(reference.has(probe));
      }),
    );
  });

  it('refuses what is not a positive 32-bit integer', () => {
    const set = new IdSet();
    for (const bad of [0, -1, 1.5, 2 ** 32, Number.NaN]) expect(() => set.add(bad)).toThrow(RangeError);
    expect(set.size).toBe(0);
  });
});
