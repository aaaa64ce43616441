/**
 * Which Markdown files this run is about. Pull requests ask the list-files API,
 * pushes the compare API; both have caps (3,000 and 300 files) past which GitHub
 * silently stops listing, so a capped answer is replaced by `git diff` in the
 * checkout, or by every matching file, and the user is told which.
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Minimatch } from 'minimatch';
import { InputError } from '../errors.js';
import type { RunContext } from './event.js';
import { toGitHubError } from './github-error.js';
import type { Octokit } from './octokit.js';

export type ChangedStatus = 'added' | 'modified' | 'renamed' | 'removed' | 'changed' | 'all';

export interface ChangedFile {
  /** Workspace-relative, `/`-separated; for a rename, the new path. */
  path: string;
  status: ChangedStatus;
  previousPath?: string;
}

export interface ChangedFilesResult {
  files: ChangedFile[];
  source: 'pull_request' | 'compare' | 'git-diff' | 'glob' | 'none';
  /** For the caller to log: this stage logs nothing itself, so each is annotated once. */
  warnings: string[];
  /** Why there is nothing to do, or how the list was made, for the summary. */
  note?: string;
}

export interface ChangedFilesDeps {
  octokit?: Octokit;
  patterns: string[];
  changedOnly: boolean;
  workspace: string;
}

export const LIST_FILES_CAP = 3000;
export const COMPARE_FILES_CAP = 300;
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

function mapStatus(status: string): ChangedStatus {
  switch (status) {
    case 'added':
    case 'copied':
      return 'added';
    case 'removed':
      return 'removed';
    case 'renamed':
      return 'renamed';
    case 'modified':
      return 'modified';
    default:
      return 'changed';
  }
}

interface ApiFile {
  filename: string;
  status: string;
  previous_filename?: string;
}

function fromApi(files: ApiFile[], matches: (path: string) => boolean): ChangedFile[] {
  const out: ChangedFile[] = [];
  for (const f of files) {
    // A rename out of the globs still counts when its old path matched: nothing to convert,
    // but the old document is gone, which the report should say.
    if (matches(f.filename)) {
      const file: ChangedFile = { path: f.filename, status: mapStatus(f.status) };
      if (f.previous_filename) file.previousPath = f.previous_filename;
      out.push(file);
    } else if (f.status === 'renamed' && f.previous_filename && matches(f.previous_filename)) {
      out.push({ path: f.previous_filename, status: 'removed' });
    }
  }
  return out;
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
export async function globWorkspace(workspace: string, patterns: string[]): Promise<ChangedFile[]> {
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
  return [...found].sort().map((path) => ({ path, status: 'all' as const }));
}

function git(args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      { cwd, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) reject(Object.assign(error, { stderr }));
        else resolve(stdout);
      },
    );
  });
}

/** `git diff --name-status -M -z` between two commits of the checkout; undefined without that history. */
export async function gitDiffFiles(
  workspace: string,
  base: string,
  head: string,
  threeDot: boolean,
): Promise<ApiFile[] | undefined> {
  try {
    const out = await git(
      [
        '-c',
        'core.quotepath=off',
        'diff',
        '--name-status',
        '-M',
        '-z',
        '--no-color',
        threeDot ? `${base}...${head}` : base,
        ...(threeDot ? [] : [head]),
        '--',
      ],
      workspace,
    );
    const parts = out.split('\0');
    const files: ApiFile[] = [];
    for (let i = 0; i < parts.length - 1; ) {
      const code = parts[i++];
      if (!code) continue;
      const kind = code[0];
      if (kind === 'R' || kind === 'C') {
        const from = parts[i++];
        const to = parts[i++];
        files.push(
          kind === 'R'
            ? { filename: to, status: 'renamed', previous_filename: from }
            : { filename: to, status: 'added' },
        );
      } else {
        const path = parts[i++];
        const status =
          kind === 'A' ? 'added' : kind === 'D' ? 'removed' : kind === 'M' ? 'modified' : 'changed';
        files.push({ filename: path, status });
      }
    }
    return files;
  } catch {
    return undefined;
  }
}

async function pastCap(
  what: string,
  range: { base: string; head: string; threeDot: boolean },
  deps: ChangedFilesDeps,
  matches: (path: string) => boolean,
): Promise<ChangedFilesResult> {
  const diff = await gitDiffFiles(deps.workspace, range.base, range.head, range.threeDot);
  if (diff) {
    const warning = `${what}; the changed files come from git diff in the checkout instead.`;
    return { files: fromApi(diff, matches), source: 'git-diff', warnings: [warning] };
  }
  const warning = `${what}, and the checkout does not have both commits for git diff (use actions/checkout with fetch-depth: 0); processing every matching file instead.`;
  return {
    files: await globWorkspace(deps.workspace, deps.patterns),
    source: 'glob',
    warnings: [warning],
  };
}

async function everyFile(
  deps: ChangedFilesDeps,
  note: string | undefined,
): Promise<ChangedFilesResult> {
  const files = await globWorkspace(deps.workspace, deps.patterns);
  const warnings: string[] = [];
  if (files.length === 0) {
    warnings.push(
      `No file in the workspace matches ${JSON.stringify(deps.patterns)}. If the repository was not checked out, add actions/checkout before this step.`,
    );
  }
  return { files, source: 'glob', warnings, note };
}

async function pullRequestFiles(
  ctx: RunContext,
  pr: NonNullable<RunContext['pullRequest']>,
  octokit: Octokit,
  deps: ChangedFilesDeps,
  matches: (path: string) => boolean,
): Promise<ChangedFilesResult> {
  const listed: ApiFile[] = [];
  try {
    for await (const page of octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
      owner: ctx.repo.owner,
      repo: ctx.repo.name,
      pull_number: pr.number,
      per_page: 100,
    })) {
      listed.push(...page.data);
      if (listed.length >= LIST_FILES_CAP) break;
    }
  } catch (error) {
    throw toGitHubError(error, `list the files of pull request #${pr.number}`);
  }
  // The payload's changed_files is not used: a re-run reads an old payload of a PR that moved on.
  if (listed.length >= LIST_FILES_CAP) {
    return pastCap(
      `Pull request #${pr.number} changes more than ${LIST_FILES_CAP} files, the most GitHub lists`,
      { base: pr.baseSha, head: pr.headSha, threeDot: true },
      deps,
      matches,
    );
  }
  return { files: fromApi(listed, matches), source: 'pull_request', warnings: [] };
}

async function defaultBranchOf(ctx: RunContext, octokit: Octokit): Promise<string> {
  if (ctx.repo.defaultBranch) return ctx.repo.defaultBranch;
  try {
    const { data } = await octokit.rest.repos.get({ owner: ctx.repo.owner, repo: ctx.repo.name });
    return data.default_branch;
  } catch (error) {
    throw toGitHubError(error, `read the default branch of ${ctx.repo.fullName}`);
  }
}

async function pushFiles(
  ctx: RunContext,
  push: NonNullable<RunContext['push']>,
  octokit: Octokit,
  deps: ChangedFilesDeps,
  matches: (path: string) => boolean,
): Promise<ChangedFilesResult> {
  let base = push.before;
  let threeDot = false;
  if (push.created || /^0+$/.test(push.before)) {
    const defaultBranch = await defaultBranchOf(ctx, octokit);
    if (push.branch === defaultBranch) {
      return everyFile(deps, `The first push of ${defaultBranch}: every matching file.`);
    }
    // A new branch changes what it adds on top of the default branch.
    base = defaultBranch;
    threeDot = true;
  }
  let files: ApiFile[];
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: ctx.repo.owner,
      repo: ctx.repo.name,
      basehead: `${base}...${push.after}`,
      // The files of the whole comparison come with page 1; commits are not needed.
      per_page: 1,
    });
    files = data.files ?? [];
  } catch (error) {
    throw toGitHubError(error, `compare ${base}...${push.after}`);
  }
  if (files.length >= COMPARE_FILES_CAP) {
    return pastCap(
      `The push changes ${COMPARE_FILES_CAP} or more files, the most the compare API lists`,
      { base, head: push.after, threeDot },
      deps,
      matches,
    );
  }
  return { files: fromApi(files, matches), source: 'compare', warnings: [] };
}

/** The files this run should process, filtered by the `files` globs. */
export async function listChangedFiles(
  ctx: RunContext,
  deps: ChangedFilesDeps,
): Promise<ChangedFilesResult> {
  const matches = compilePatterns(deps.patterns);
  if (!deps.changedOnly) return everyFile(deps, 'changed-only is false: every matching file.');
  if (ctx.pullRequest) {
    if (!deps.octokit) return noToken(deps, 'pull request');
    return pullRequestFiles(ctx, ctx.pullRequest, deps.octokit, deps, matches);
  }
  if (ctx.push) {
    if (ctx.push.deleted) {
      const note = `${ctx.push.ref} was deleted: nothing to convert.`;
      return { files: [], source: 'none', warnings: [], note };
    }
    if (!deps.octokit) return noToken(deps, 'push');
    return pushFiles(ctx, ctx.push, deps.octokit, deps, matches);
  }
  return everyFile(deps, `${ctx.eventName} event: every matching file.`);
}

async function noToken(deps: ChangedFilesDeps, what: string): Promise<ChangedFilesResult> {
  const warning = `No github-token to list the files of this ${what}; processing every matching file instead.`;
  const result = await everyFile(deps, undefined);
  return { ...result, warnings: [warning, ...result.warnings] };
}
