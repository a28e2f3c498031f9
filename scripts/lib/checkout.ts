/**
 * Another commit of this repository, runnable beside the working tree: unpacked with `git archive`
 * into a temp folder (the repository's worktrees and branches are left alone), given the working
 * tree's installed packages (each `node_modules` entry linked, the workspace packages linked to the
 * commit's own `packages/` and `apps/`) and built (`tsc -b apps/server`, which builds the contract
 * too), so a commit that does not compile fails here rather than midway. Its server then runs as
 * the working tree's does, from source through tsx. The folder is kept for the next run with the
 * same commit (`<prefix><sha>` in the temp folder; delete it to rebuild), and reused only by the
 * working tree that built it: its packages are links into that tree, and a tree that was moved or
 * removed would leave them dangling. Used by the benchmarks' baseline mode and the upgrade test.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WORKING_TREE = fileURLToPath(new URL('../..', import.meta.url));

export interface Checkout {
  /** The commit's full hash. */
  sha: string;
  /** The folder the commit was unpacked and built in. */
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

/** The full hash of `commit` (any name git knows), or an error saying the clone does not have it. */
export function resolveCommit(commit: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], {
      cwd: WORKING_TREE,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch {
    throw new Error(
      `commit ${commit} is not in this clone of the repository (a shallow clone lacks history: ` +
        '`git fetch --unshallow`, or clone without --depth)',
    );
  }
}

/**
 * `commit` unpacked (and built, unless `build` is false) in `<temp>/<prefix><sha>`, or the folder
 * an earlier run left ready. The build only proves the commit compiles: its server runs from source.
 */
export function checkOut(commit: string, prefix: string, { build = true }: { build?: boolean } = {}): Checkout {
  const sha = resolveCommit(commit);
  const label = sha.slice(0, 7);
  const root = path.join(os.tmpdir(), `${prefix}${sha}`);
  // The mark's name and text are the ones the benchmarks' folders already carry, so those are reused.
  const ready = path.join(root, '.bench-ready');
  const readyMark = `${sha}\n${WORKING_TREE}\n${build ? '' : 'not built\n'}`;
  if (fs.existsSync(ready) && fs.readFileSync(ready, 'utf8') === readyMark) {
    console.log(`${label}: reusing ${root}`);
    return { sha, root };
  }
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  const started = performance.now();
  execFileSync('sh', ['-c', `git archive --format=tar ${sha} | tar -x -C "${root}"`], { cwd: WORKING_TREE });
  linkInstalledPackages(root);
  if (build)
    execFileSync(path.join(WORKING_TREE, 'node_modules/.bin/tsc'), ['-b', 'apps/server'], {
      cwd: root,
      stdio: 'inherit',
    });
  fs.writeFileSync(ready, readyMark);
  console.log(
    `${label}: unpacked${build ? ' and built' : ''} in ${root} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  return { sha, root };
}
