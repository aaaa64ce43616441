/**
 * Pages of an earlier run in a reused output folder (the CLI's `--out`). report.json lists
 * the files its run wrote (`output`); after a run, those the new run did not write again
 * are removed. Only files the earlier list names are touched, only inside the folder, and
 * never through a link: a list edited by hand cannot make this delete anything else.
 */
import { lstat, readFile, rmdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export const REPORT_FILE = 'report.json';

/** The files the run that wrote `root`/report.json says it wrote there; none if unreadable. */
export async function previousOutput(root: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(join(root, REPORT_FILE), 'utf8');
  } catch {
    return [];
  }
  try {
    const output = (JSON.parse(text) as { output?: unknown }).output;
    return Array.isArray(output) ? output.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Removes the files of `previous` that are not in `current` and returns them. A path that
 * is not plain and relative, passes through a link or a non-folder, or is not a regular
 * file is left where it is.
 */
export async function removeStale(
  root: string,
  previous: readonly string[],
  current: readonly string[],
): Promise<string[]> {
  const keep = new Set(current);
  const removed: string[] = [];
  for (const path of new Set(previous)) {
    if (keep.has(path) || !isPlain(path)) continue;
    if (!(await isOwnFile(root, path))) continue;
    try {
      await unlink(join(root, ...path.split('/')));
      removed.push(path);
    } catch {
      // Gone already, or not ours to remove: the folder is as good as before.
    }
  }
  await removeEmptyFolders(root, removed);
  return removed;
}

/** A `/`-separated relative path with no empty, `.` or `..` part. */
function isPlain(path: string): boolean {
  const parts = path.split('/');
  return (
    path.length > 0 &&
    !path.includes('\\') &&
    !path.includes('\0') &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

/** Every folder on the way is a real folder (no link) and the path is a regular file. */
async function isOwnFile(root: string, path: string): Promise<boolean> {
  const parts = path.split('/');
  let at = root;
  try {
    for (const [i, part] of parts.entries()) {
      at = join(at, part);
      const stat = await lstat(at);
      if (stat.isSymbolicLink()) return false;
      if (i < parts.length - 1 ? !stat.isDirectory() : !stat.isFile()) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** The folders the removed files were in, deepest first, when nothing is left in them. */
async function removeEmptyFolders(root: string, removed: string[]): Promise<void> {
  const folders = new Set<string>();
  for (const path of removed) {
    const parts = path.split('/').slice(0, -1);
    for (let i = parts.length; i > 0; i--) folders.add(parts.slice(0, i).join('/'));
  }
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of deepestFirst) {
    try {
      // rmdir removes only an empty folder, and never follows a link.
      await rmdir(join(root, ...folder.split('/')));
    } catch {
      // Not empty, or not a folder: left as it is.
    }
  }
}
