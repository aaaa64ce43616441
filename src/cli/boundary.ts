import { lstat, realpath, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { InputError } from '../core/errors.js';

/** The folder the CLI may read documents and their images from, and how messages call it. */
export interface Boundary {
  root: string;
  name: string;
}

/**
 * The CLI's boundary: the folder given with `--root`; else the git repository that holds
 * the documents' folder (`base`), so `../photos/a.jpg` works from any folder of it; else
 * the current folder, or the folder holding the files named when they lie outside it.
 * The action has no choice: its boundary is the checkout.
 */
export async function chooseBoundary(
  given: string | undefined,
  cwd: string,
  base: string,
): Promise<Boundary> {
  if (given !== undefined) {
    const root = await realpath(resolve(cwd, given)).catch(() => undefined);
    const info = root === undefined ? undefined : await stat(root);
    if (!root || !info?.isDirectory())
      throw new InputError('root', `--root ${given.slice(0, 200)} is not a folder.`);
    return { root, name: `the folder given with --root (${root})` };
  }
  const top = await gitTopLevel(base);
  if (top) return { root: top, name: `the git repository at ${top}` };
  const realCwd = await realpath(cwd).catch(() => cwd);
  return base === realCwd
    ? { root: base, name: `the current folder (${base}; --root names a wider one)` }
    : { root: base, name: `the folder of the files named (${base}; --root names a wider one)` };
}

/** The nearest folder at or above `folder` holding `.git` (a folder, or a worktree's file). */
async function gitTopLevel(folder: string): Promise<string | undefined> {
  for (let at = folder; ; at = dirname(at)) {
    if (
      await lstat(resolve(at, '.git')).then(
        () => true,
        () => false,
      )
    )
      return at;
    if (dirname(at) === at) return undefined;
  }
}
