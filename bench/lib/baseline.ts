/**
 * Baseline mode (`--baseline <commit>`): the named commit is unpacked beside the working tree in
 * a temp folder and built (scripts/lib/checkout.ts; `padanam-bench-baseline-<sha>`, kept for the
 * next run with the same commit). Its server then runs exactly as the working tree's does (from
 * source through tsx), and the benchmark alternates between the two.
 */
import { checkOut, WORKING_TREE } from '../../scripts/lib/checkout.js';
import { readOption } from './options.js';

export { WORKING_TREE };

export interface Side {
  /** 'working tree' or the commit's short hash. */
  label: string;
  /** The folder the server runs from. */
  root: string;
}

/** The commit named by `--baseline` (or BENCH_BASELINE), unpacked and built; null without one. */
export function prepareBaseline(): Side | null {
  const commit = readOption('baseline', 'BENCH_BASELINE');
  if (commit === undefined) return null;
  const { sha, root } = checkOut(commit, 'padanam-bench-baseline-');
  return { label: sha.slice(0, 7), root };
}
