/**
 * The glob rules every path pattern follows, the action's `files` and `redraft` inputs
 * and the CLI's arguments alike: those of @actions/glob (minimatch, with its options).
 * Patterns apply in order; a `!` pattern drops what the patterns above it matched and a
 * later pattern can add it back; dot files match like any other; a pattern naming a
 * folder matches everything below it.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Minimatch } from 'minimatch';

/** Whether names match whatever their case, as @actions/glob matches them on Windows. */
export const CASE_INSENSITIVE = process.platform === 'win32';

/** The minimatch options @actions/glob uses, so a path listed by GitHub and one found on disk match alike. */
const MATCH_OPTIONS = {
  dot: true,
  nobrace: true,
  nocase: CASE_INSENSITIVE,
  nocomment: true,
  noext: true,
  nonegate: true,
} as const;

/** Folders no walk lists from: a checkout's history and installed packages are never articles. */
const SKIPPED_FOLDERS = ['.git', 'node_modules'];

/** What makes a segment a wildcard under these options (no braces, no extglobs). */
export const GLOB_CHARS = /[*?[\]]/;

export interface PathPattern {
  negate: boolean;
  /** The glob, `/`-separated, without its `!` and leading `./`. */
  text: string;
}

/** One rule of an ordered list: matches a path or not; a `negate` rule removes what it matches. */
export interface PathRule {
  negate: boolean;
  matches(path: string): boolean;
}

/** `!` marks (each one flips, as in @actions/glob), backslashes and a leading `./` read once for everyone. */
export function parsePattern(raw: string): PathPattern | undefined {
  let text = raw.trim();
  let negate = false;
  while (text.startsWith('!')) {
    negate = !negate;
    text = text.slice(1).trim();
  }
  text = text.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
  return text ? { negate, text } : undefined;
}

/** A glob as a rule; a glob that names a folder also matches everything below it. */
export function globRule({ negate, text }: PathPattern): PathRule {
  const matchers = [new Minimatch(text, MATCH_OPTIONS)];
  if (!text.endsWith('/**')) {
    matchers.push(new Minimatch(`${text.replace(/\/+$/, '')}/**`, MATCH_OPTIONS));
  }
  return { negate, matches: (path) => matchers.some((m) => m.match(path)) };
}

/** Applies rules in order: the last rule that matches a path decides. No rule, no match. */
export function matchInOrder(rules: PathRule[]): (path: string) => boolean {
  return (path) => {
    let included = false;
    for (const rule of rules) if (rule.matches(path)) included = !rule.negate;
    return included;
  };
}

/** Globs (as a user wrote them) → one matcher; an empty list matches nothing. */
export function compileGlobs(patterns: string[]): (path: string) => boolean {
  const rules: PathRule[] = [];
  for (const raw of patterns) {
    const pattern = parsePattern(raw);
    if (pattern) rules.push(globRule(pattern));
  }
  return matchInOrder(rules);
}

/**
 * A glob's segments before its first wildcard: the folder (or the one file) that all it
 * matches lies in or below. `docs/**\/*.md` gives `docs`; `**\/*.md` gives nothing.
 */
export function literalSegments(text: string): string[] {
  const segments: string[] = [];
  for (const segment of text.split('/')) {
    if (GLOB_CHARS.test(segment) || segment === '' || segment === '.' || segment === '..') break;
    segments.push(segment);
  }
  return segments;
}

/** Whether a path (relative to where a walk started) lies in a folder no walk lists from. */
export function inSkippedFolder(relativePath: string): boolean {
  return relativePath.split('/').some((segment) => SKIPPED_FOLDERS.includes(segment));
}

/**
 * A literal path as a glob: the workspace's own name must not be read as one (a checkout
 * may live in `we[ir]d *dir?`). The escapes minimatch reads, as @actions/glob writes them.
 */
export function escapeGlob(path: string): string {
  return (process.platform === 'win32' ? path : path.replace(/\\/g, '\\\\'))
    .replace(/\[/g, '[[]')
    .replace(/\?/g, '[?]')
    .replace(/\*/g, '[*]');
}

/**
 * Every file below `root`, `root`-relative and `/`-separated, never entering a skipped
 * folder: a checkout's node_modules can hold tens of thousands of files, or paths too
 * long to read, that no pattern would select anyway. The one walk for the action and the
 * CLI; what it finds is then chosen by the rules above. Symbolic links are listed, never
 * followed (the reader decides on them); a folder that cannot be read lists nothing.
 */
export async function walkFiles(root: string, below = ''): Promise<string[]> {
  const entries = await readdir(join(root, below), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    if (SKIPPED_FOLDERS.includes(entry.name)) continue;
    const path = below ? `${below}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await walkFiles(root, path)));
    else if (entry.isFile() || entry.isSymbolicLink()) files.push(path);
  }
  return files;
}

/**
 * What `walkFiles(root)` lists at or below the path `segments` name, reading only there.
 * The full walk enters a folder only by its exact name and never through a link, so
 * neither does this: a file or a link on the way is listed as the full walk lists it,
 * and a skipped folder, or one missing (`Docs` where the pattern says `docs`), lists nothing.
 */
export async function walkBelow(root: string, segments: readonly string[]): Promise<string[]> {
  let below = '';
  for (const name of segments) {
    if (SKIPPED_FOLDERS.includes(name)) return [];
    const entries = await readdir(join(root, below), { withFileTypes: true }).catch(() => []);
    const entry = entries.find((candidate) => candidate.name === name);
    below = below ? `${below}/${name}` : name;
    if (!entry) return [];
    if (!entry.isDirectory()) return entry.isFile() || entry.isSymbolicLink() ? [below] : [];
  }
  return walkFiles(root, below);
}
