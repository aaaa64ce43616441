import { readdir, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { minimatch } from 'minimatch';
import { isInside } from './read-document.js';

const MARKDOWN = /\.(md|markdown)$/i;
const SKIP_DIRS = new Set(['node_modules', '.git']);
const GLOB_CHARS = /[*?[\]{}]/;

export interface ExpandedPaths {
  /** The folder the documents' paths are relative to: cwd, or their common folder when any is outside it. */
  root: string;
  /** Markdown files found, relative to `root` with forward slashes; each file once. */
  files: string[];
  /** Files named on the command line that do not exist, relative to `root`. */
  missing: string[];
}

/**
 * Turns CLI arguments into Markdown paths: a folder means every Markdown file below it,
 * a glob is matched (a leading `!` excludes), a file is taken as it is. Paths may point
 * anywhere; each file is named once however often (or however spelled) it was given.
 */
export async function expandPaths(args: string[], givenCwd: string): Promise<ExpandedPaths> {
  // Real paths throughout, so files compare with cwd even when cwd sits under a link.
  const cwd = await realpath(givenCwd).catch(() => givenCwd);
  const include = args.filter((a) => !a.startsWith('!'));
  const exclude = args.filter((a) => a.startsWith('!')).map((a) => a.slice(1));
  const found = new Set<string>();
  const missing = new Set<string>();
  for (const arg of include) {
    if (GLOB_CHARS.test(arg)) {
      const parts = arg.split('/');
      const base = parts.findIndex((part) => GLOB_CHARS.test(part));
      const root = parts.slice(0, base).join('/') || (isAbsolute(arg) ? '/' : '.');
      for (const file of await walk(resolve(cwd, root))) {
        if (minimatch(displayPath(file, cwd, arg), arg, { dot: false })) found.add(file);
      }
      continue;
    }
    const absolute = resolve(cwd, arg);
    const info = await stat(absolute).catch(() => undefined);
    if (info?.isDirectory()) {
      for (const file of await walk(absolute)) if (MARKDOWN.test(file)) found.add(file);
    } else if (info) {
      found.add(absolute);
    } else {
      missing.add(absolute);
    }
  }
  // Each file by its real path: a link and its target are one file, and a link that
  // points out of the current folder is read where it points (the CLI has no workspace).
  const real = new Set(
    await Promise.all([...found].map((file) => realpath(file).catch(() => file))),
  );
  const excluded = (file: string) =>
    exclude.some((pattern) => minimatch(displayPath(file, cwd, pattern), pattern));
  const files = [...real].filter((file) => !excluded(file));
  const root = commonRoot([...files, ...missing], cwd);
  const rel = (file: string) => toPosix(relative(root, file));
  return { root, files: files.map(rel).sort(), missing: [...missing].map(rel).sort() };
}

/** The path a pattern is matched against: absolute for an absolute pattern, else from cwd. */
function displayPath(file: string, cwd: string, pattern: string): string {
  return toPosix(isAbsolute(pattern) ? file : relative(cwd, file));
}

/** cwd when every file is inside it (paths read as the user typed them), else the files' common folder. */
function commonRoot(files: string[], cwd: string): string {
  if (files.every((file) => isInside(cwd, file))) return cwd;
  let root = dirname(files[0]);
  for (const file of files) while (!isInside(root, file)) root = dirname(root);
  return root;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(path)));
    else if (entry.isFile() || entry.isSymbolicLink()) files.push(path);
  }
  return files;
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}
