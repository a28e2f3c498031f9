/**
 * A set of positive integer ids kept sorted in one typed array: four bytes an id, against
 * tens of bytes an entry in a `Set`, for sets that grow to tens of thousands (a test's
 * finished attempts) and are kept for hundreds of tests at once. Ids arrive mostly in rising
 * order (an append); one that arrives late is inserted in place.
 */
export class IdSet {
  private ids = new Uint32Array(16);
  private count = 0;

  get size(): number {
    return this.count;
  }

  has(id: number): boolean {
    const at = this.indexOf(id);
    return at < this.count && this.ids[at] === id;
  }

  /** Adds `id`; false when it was there already. */
  add(id: number): boolean {
    if (!Number.isInteger(id) || id <= 0 || id > 0xffff_ffff) throw new RangeError(`not an id: ${id}`);
    const at = this.count > 0 && id > this.ids[this.count - 1]! ? this.count : this.indexOf(id);
    if (at < this.count && this.ids[at] === id) return false;
    if (this.count === this.ids.length) {
      const grown = new Uint32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids.copyWithin(at + 1, at, this.count);
    this.ids[at] = id;
    this.count += 1;
    return true;
  }

  /** Every id, in rising order. */
  values(): number[] {
    return Array.from(this.ids.subarray(0, this.count));
  }

  /** The first index whose id is at least `id` (binary search). */
  private indexOf(id: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.ids[middle]! < id) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
