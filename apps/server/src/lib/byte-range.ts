/**
 * The one-range subset of HTTP Range (RFC 9110 §14) that PDF viewers and audio players
 * use: `bytes=a-b`, `bytes=a-` and `bytes=-n`. Anything else (several ranges, another
 * unit, bad syntax) is ignored, which the RFC allows: the whole file is sent instead.
 */
export type RangeDecision =
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

export function decideByteRange(header: string | undefined, size: number): RangeDecision {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', start, end };
}
