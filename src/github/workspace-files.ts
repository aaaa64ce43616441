/**
 * Which files of the checkout the `files` patterns match: one matcher for paths GitHub
 * lists and for the files found on disk, so both follow the same glob rules
 * (src/path-patterns.ts, the rules of @actions/glob).
 */
import { InputError } from '../core/errors.js';
import {
  CASE_INSENSITIVE,
  globRule,
  inSkippedFolder,
  literalSegments,
  matchInOrder,
  type PathPattern,
  parsePattern,
  walkBelow,
} from '../core/path-patterns.js';

const DEFAULT_PATTERNS = ['**/*.md'];

/** The `files` input's lines as patterns: comments and blank lines dropped, `..` refused. */
function filesPatterns(lines: string[]): PathPattern[] {
  const patterns: PathPattern[] = [];
  for (const raw of lines.length ? lines : DEFAULT_PATTERNS) {
    if (raw.trim().startsWith('#')) continue;
    const parsed = parsePattern(raw);
    if (!parsed) continue;
    // Rooted at the workspace: a leading `/` means its root, as it does to a user.
    const text = parsed.text.replace(/^\/+/, '');
    if (!text) continue;
    if (text.split('/').includes('..')) {
      throw new InputError(
        'files',
        `The files pattern "${raw.trim()}" leaves the workspace ("..") — patterns are relative to the repository root.`,
      );
    }
    patterns.push({ negate: parsed.negate, text });
  }
  return patterns;
}

/**
 * Order matters as in @actions/glob: a later pattern overrides an earlier one, so
 * `!drafts/**` followed by `drafts/keep.md` keeps that one file. A pattern naming a
 * directory matches everything below it; nothing under .git or node_modules matches.
 */
export function compilePatterns(lines: string[]): (path: string) => boolean {
  return matcherOf(filesPatterns(lines));
}

function matcherOf(patterns: PathPattern[]): (path: string) => boolean {
  const matches = matchInOrder(patterns.map(globRule));
  return (path) => !inSkippedFolder(path) && matches(path);
}

/**
 * The folders the patterns can match in, `/`-separated, none inside another; `''` is the
 * whole workspace, for a pattern that starts with a wildcard, or where names match in any
 * case (Windows), so no folder can be picked by how the pattern spells it.
 */
export function searchFolders(patterns: PathPattern[]): string[] {
  const folders = patterns.filter((p) => !p.negate).map((p) => literalSegments(p.text));
  if (CASE_INSENSITIVE || folders.some((segments) => segments.length === 0)) return [''];
  const chosen: string[][] = [];
  for (const segments of folders.sort((a, b) => a.length - b.length)) {
    const covered = chosen.some((outer) => outer.every((name, i) => segments[i] === name));
    if (!covered) chosen.push(segments);
  }
  return chosen.map((segments) => segments.join('/')).sort();
}

export interface WorkspaceFiles {
  /** Every matching file of the workspace (checked-out files, not the API's view), sorted. */
  files: string[];
  /** Where the walk looked (`searchFolders`). */
  searched: string[];
}

/**
 * The checked-out files the patterns select. Only the patterns' own folders are walked
 * (a repository's articles usually sit in one folder of a larger tree), and the one
 * matcher chooses, so a file found on disk and one GitHub lists follow the same rules.
 */
export async function globWorkspace(workspace: string, lines: string[]): Promise<WorkspaceFiles> {
  const patterns = filesPatterns(lines);
  const searched = searchFolders(patterns);
  const found = await Promise.all(
    searched.map((folder) => walkBelow(workspace, folder ? folder.split('/') : [])),
  );
  return { files: found.flat().filter(matcherOf(patterns)).sort(), searched };
}
