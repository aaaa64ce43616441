import { realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isInside } from '../core/path-inside.js';
import {
  escapeGlob,
  GLOB_CHARS,
  globRule,
  matchInOrder,
  type PathRule,
  parsePattern,
  walkFiles,
} from '../core/path-patterns.js';

const MARKDOWN = /\.(md|markdown)$/i;

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
 * a glob is matched, a file is taken as it is. Arguments apply in order with the action's
 * glob rules (src/path-patterns.ts): a `!` argument drops what the arguments before it
 * found, and dot files match like any other. Paths may point anywhere; each file is
 * named once however often (or however spelled) it was given.
 */
export async function expandPaths(args: string[], givenCwd: string): Promise<ExpandedPaths> {
  // Real paths throughout, so files compare with cwd even when cwd sits under a link.
  const cwd = await realpath(givenCwd).catch(() => givenCwd);
  const rules: PathRule[] = [];
  const found = new Set<string>();
  const missing = new Set<string>();
  for (const arg of args) {
    const pattern = parsePattern(arg);
    if (!pattern) continue;
    const { negate, text } = pattern;
    if (GLOB_CHARS.test(text)) {
      // Walk from the glob's literal folder; match absolute paths, that folder escaped.
      const parts = text.split('/');
      const literal = parts.findIndex((part) => GLOB_CHARS.test(part));
      const root = resolve(
        cwd,
        parts.slice(0, literal).join('/') || (isAbsolute(text) ? '/' : '.'),
      );
      const rest = parts.slice(literal).join('/');
      rules.push(
        globRule({ negate, text: `${escapeGlob(toPosix(root)).replace(/\/$/, '')}/${rest}` }),
      );
      if (!negate) for (const file of await walk(root)) found.add(file);
      continue;
    }
    const absolute = resolve(cwd, text);
    const info = await stat(absolute).catch(() => undefined);
    if (info?.isDirectory()) {
      const below = globRule({ negate, text: escapeGlob(toPosix(absolute)) });
      // A folder means its Markdown files; a `!folder` drops everything below it.
      rules.push(negate ? below : { negate, matches: (p) => below.matches(p) && MARKDOWN.test(p) });
      if (!negate) for (const file of await walk(absolute)) found.add(file);
    } else {
      const exact = toPosix(absolute);
      rules.push({ negate, matches: (p) => p === exact });
      if (negate) continue;
      if (info) found.add(absolute);
      else missing.add(absolute);
    }
  }
  const selected = matchInOrder(rules);
  const chosen = [...found].filter((file) => selected(toPosix(file)));
  // Each file by its real path: a link and its target are one file, and a link that
  // points out of the current folder is read where it points (the CLI has no workspace).
  const files = [...new Set(await Promise.all(chosen.map((f) => realpath(f).catch(() => f))))];
  // Paths given from the current folder stay relative to it; paths given whole (absolute)
  // are relative to their own folder, so `/home/me/notes/a/post.md` writes `post.md.html`.
  const given = args.map(parsePattern).filter((p) => p && !p.negate);
  const absolute = given.length > 0 && given.every((p) => p && isAbsolute(p.text));
  const root = commonRoot([...files, ...missing], cwd, absolute);
  const rel = (file: string) => toPosix(relative(root, file));
  return { root, files: files.map(rel).sort(), missing: [...missing].map(rel).sort() };
}

/**
 * cwd when every file is inside it and was named from it (paths read as the user typed
 * them), else the files' common folder.
 */
function commonRoot(files: string[], cwd: string, absolute: boolean): string {
  if (files.length === 0) return cwd;
  if (!absolute && files.every((file) => isInside(cwd, file))) return cwd;
  let root = dirname(files[0]);
  for (const file of files) while (!isInside(root, file)) root = dirname(root);
  return root;
}

/** Every file below a folder, as absolute paths (the one walk, path-patterns.ts). */
async function walk(dir: string): Promise<string[]> {
  return (await walkFiles(dir)).map((file) => join(dir, file));
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}
