/**
 * Which files of the checkout the `files` patterns match: one matcher for paths GitHub
 * lists and for the walk of the workspace, so both follow the same glob rules.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Minimatch } from 'minimatch';
import { InputError } from '../errors.js';

const ALWAYS_EXCLUDED = ['.git', 'node_modules'];

/** The glob options @actions/glob uses, so a file listed by the API and one found on disk match alike. */
const MATCH_OPTIONS = {
  dot: true,
  nobrace: true,
  nocase: process.platform === 'win32',
  nocomment: true,
  noext: true,
  nonegate: true,
} as const;

interface CompiledPattern {
  negate: boolean;
  text: string;
  matchers: Minimatch[];
}

function normalizePattern(raw: string): { negate: boolean; text: string } | undefined {
  let text = raw.trim();
  if (!text || text.startsWith('#')) return undefined;
  let negate = false;
  while (text.startsWith('!')) {
    negate = !negate;
    text = text.slice(1).trim();
  }
  text = text
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '');
  if (!text) return undefined;
  if (text.split('/').includes('..')) {
    throw new InputError(
      'files',
      `The files pattern "${raw.trim()}" leaves the workspace ("..") — patterns are relative to the repository root.`,
    );
  }
  return { negate, text };
}

/**
 * Order matters as in @actions/glob: a later pattern overrides an earlier one, so
 * `!drafts/**` followed by `drafts/keep.md` keeps that one file. A pattern naming a
 * directory matches everything below it.
 */
export function compilePatterns(patterns: string[]): (path: string) => boolean {
  const compiled: CompiledPattern[] = [];
  for (const raw of patterns.length ? patterns : ['**/*.md']) {
    const p = normalizePattern(raw);
    if (!p) continue;
    const matchers = [new Minimatch(p.text, MATCH_OPTIONS)];
    if (!p.text.endsWith('/**'))
      matchers.push(new Minimatch(`${p.text.replace(/\/$/, '')}/**`, MATCH_OPTIONS));
    compiled.push({ ...p, matchers });
  }
  return (path: string) => {
    if (path.split('/').some((segment) => ALWAYS_EXCLUDED.includes(segment))) return false;
    let included = false;
    for (const pattern of compiled) {
      if (pattern.matchers.some((m) => m.match(path))) included = !pattern.negate;
    }
    return included;
  };
}

const GLOB_CHARS = /[*?[\]{}()!+@]/;

/**
 * The folders a walk must cover: each include pattern's leading literal segments
 * (`articles/**\/*.md` -> `articles`), so a run never walks unrelated trees.
 */
function walkRoots(patterns: string[]): string[] {
  const roots = new Set<string>();
  for (const raw of patterns.length ? patterns : ['**/*.md']) {
    const p = normalizePattern(raw);
    if (!p || p.negate) continue;
    const segments = p.text.split('/');
    const literal: string[] = [];
    for (const segment of segments.slice(0, -1)) {
      if (GLOB_CHARS.test(segment)) break;
      literal.push(segment);
    }
    roots.add(literal.join('/'));
  }
  const sorted = [...roots].sort();
  return sorted.filter(
    (root) =>
      !sorted.some((other) => other !== root && (other === '' || root.startsWith(`${other}/`))),
  );
}

/**
 * Every matching file of the workspace (checked-out files, not the API's view).
 * A direct walk from each pattern's literal folder, skipping .git and node_modules
 * entirely; symbolic links are listed, never followed (readDocument decides on them).
 */
export async function globWorkspace(workspace: string, patterns: string[]): Promise<string[]> {
  const matches = compilePatterns(patterns);
  const found = new Set<string>();
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir ? join(workspace, dir) : workspace, {
      withFileTypes: true,
    }).catch(() => []);
    await Promise.all(
      entries.map(async (entry) => {
        if (ALWAYS_EXCLUDED.includes(entry.name)) return;
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(path);
        else if ((entry.isFile() || entry.isSymbolicLink()) && matches(path)) found.add(path);
      }),
    );
  };
  await Promise.all(walkRoots(patterns).map(walk));
  return [...found].sort();
}
