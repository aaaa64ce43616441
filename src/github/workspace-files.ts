/**
 * Which files of the checkout the `files` patterns match: one matcher for paths GitHub
 * lists and for the files found on disk, so both follow the same glob rules
 * (src/path-patterns.ts, the rules of @actions/glob).
 */
import { InputError } from '../errors.js';
import {
  globRule,
  inSkippedFolder,
  matchInOrder,
  type PathPattern,
  parsePattern,
  walkFiles,
} from '../path-patterns.js';

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
  const matches = matchInOrder(filesPatterns(lines).map(globRule));
  return (path) => !inSkippedFolder(path) && matches(path);
}

/** Every matching file of the workspace (checked-out files, not the API's view), sorted. */
export async function globWorkspace(workspace: string, lines: string[]): Promise<string[]> {
  const matches = compilePatterns(lines);
  // The one matcher chooses, so a file found on disk and one GitHub lists are selected
  // by the very same rules.
  return (await walkFiles(workspace)).filter(matches).sort();
}
