import { readdir, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { minimatch } from 'minimatch';

const MARKDOWN = /\.(md|markdown)$/i;
const SKIP_DIRS = new Set(['node_modules', '.git']);
const GLOB_CHARS = /[*?[\]{}]/;

/**
 * Turns CLI arguments into workspace-relative Markdown paths: a folder means every
 * Markdown file below it, a glob is matched (a leading `!` excludes), a file is taken
 * as it is, so a mistyped name still reaches readDocument and is reported there.
 */
export async function expandPaths(args: string[], cwd: string): Promise<string[]> {
  const include = args.filter((a) => !a.startsWith('!'));
  const exclude = args.filter((a) => a.startsWith('!')).map((a) => a.slice(1));
  const found = new Set<string>();
  for (const arg of include) {
    if (GLOB_CHARS.test(arg)) {
      const base = arg.split('/').findIndex((part) => GLOB_CHARS.test(part));
      const root = arg.split('/').slice(0, base).join('/') || '.';
      for (const file of await walk(resolve(cwd, root))) {
        const path = toPosix(relative(cwd, file));
        if (minimatch(path, arg, { dot: false })) found.add(path);
      }
      continue;
    }
    const info = await stat(resolve(cwd, arg)).catch(() => undefined);
    if (info?.isDirectory()) {
      for (const file of await walk(resolve(cwd, arg))) {
        if (MARKDOWN.test(file)) found.add(toPosix(relative(cwd, file)));
      }
    } else {
      found.add(toPosix(arg));
    }
  }
  return [...found].filter((path) => !exclude.some((pattern) => minimatch(path, pattern))).sort();
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
