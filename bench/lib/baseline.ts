/**
 * Baseline mode (`--baseline <commit>`): the named commit is unpacked beside the working tree in
 * a temp folder (`git archive`, so the repository's worktrees and branches are left alone), given
 * the working tree's installed packages (each `node_modules` entry linked, the workspace packages
 * linked to the commit's own `packages/` and `apps/`), and built (`tsc -b apps/server`, which
 * builds the contract too), so a commit that does not compile fails here rather than mid-run.
 * Its server then runs exactly as the working tree's does (from source through tsx), and the
 * benchmark alternates between the two. The folder is kept for the next run with the same commit
 * (`padanam-bench-baseline-<sha>` in the temp folder; delete it to rebuild). It is reused only by
 * the working tree that built it: its packages are links into that tree, and a tree that was moved
 * or removed would leave them dangling.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOption } from './options.js';

export const WORKING_TREE = fileURLToPath(new URL('../..', import.meta.url));

export interface Side {
  /** 'working tree' or the commit's short hash. */
  label: string;
  /** The folder the server runs from. */
  root: string;
}

const WORKSPACES: Record<string, string> = {
  '@padanam/contract': 'packages/contract',
  '@padanam/server': 'apps/server',
  '@padanam/web': 'apps/web',
};

function linkInstalledPackages(root: string): void {
  const installed = path.join(WORKING_TREE, 'node_modules');
  const target = path.join(root, 'node_modules');
  fs.mkdirSync(path.join(target, '@padanam'), { recursive: true });
  for (const entry of fs.readdirSync(installed)) {
    if (entry === '@padanam') continue;
    fs.symlinkSync(path.join(installed, entry), path.join(target, entry));
  }
  for (const [name, folder] of Object.entries(WORKSPACES))
    if (fs.existsSync(path.join(root, folder))) fs.symlinkSync(path.join(root, folder), path.join(target, name));
  // Packages a workspace installed for itself (a version other than the root's).
  for (const folder of Object.values(WORKSPACES)) {
    const own = path.join(WORKING_TREE, folder, 'node_modules');
    if (fs.existsSync(own) && fs.existsSync(path.join(root, folder)))
      fs.symlinkSync(own, path.join(root, folder, 'node_modules'));
  }
}

/** The commit named by `--baseline` (or BENCH_BASELINE), unpacked and built; null without one. */
export function prepareBaseline(): Side | null {
  const commit = readOption('baseline', 'BENCH_BASELINE');
  if (commit === undefined) return null;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: WORKING_TREE, encoding: 'utf8' }).trim();
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const label = sha.slice(0, 7);
  const root = path.join(os.tmpdir(), `padanam-bench-baseline-${sha}`);
  const ready = path.join(root, '.bench-ready');
  const readyMark = `${sha}\n${WORKING_TREE}\n`;
  if (fs.existsSync(ready) && fs.readFileSync(ready, 'utf8') === readyMark) {
    console.log(`baseline ${label}: reusing ${root}`);
    return { label, root };
  }
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  const started = performance.now();
  execFileSync('sh', ['-c', `git archive --format=tar ${sha} | tar -x -C "${root}"`], { cwd: WORKING_TREE });
  linkInstalledPackages(root);
  execFileSync(path.join(WORKING_TREE, 'node_modules/.bin/tsc'), ['-b', 'apps/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  fs.writeFileSync(ready, readyMark);
  console.log(
    `baseline ${label}: unpacked and built in ${root} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  return { label, root };
}
