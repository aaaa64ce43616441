/**
 * Which Markdown files this run is about. Pull requests ask the list-files API,
 * pushes the compare API; both have caps (3,000 and 300 files) past which GitHub
 * silently stops listing, so a capped answer is replaced by `git diff` in the
 * checkout, or by every matching file, and the user is told which.
 */
import type { RunContext } from './event.js';
import { gitDiffFiles, type ListedFile } from './git-diff.js';
import { toGitHubError } from './github-error.js';
import type { Octokit } from './octokit.js';
import { compilePatterns, globWorkspace } from './workspace-files.js';

export { compilePatterns };

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

function fromApi(files: ListedFile[], matches: (path: string) => boolean): ChangedFile[] {
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
    files: everyMatch((await globWorkspace(deps.workspace, deps.patterns)).files),
    source: 'glob',
    warnings: [warning],
  };
}

async function everyFile(
  deps: ChangedFilesDeps,
  note: string | undefined,
): Promise<ChangedFilesResult> {
  const found = await globWorkspace(deps.workspace, deps.patterns);
  const files = everyMatch(found.files);
  const warnings: string[] = [];
  if (files.length === 0) {
    // Naming the folders looked in shows a misspelt one (`Docs` for `docs`) at once.
    const where = found.searched.includes('')
      ? ''
      : ` (looked in ${found.searched.map((folder) => `\`${folder}\``).join(', ')})`;
    warnings.push(
      `No file in the workspace matches ${JSON.stringify(deps.patterns)}${where}. If the repository was not checked out, add actions/checkout before this step.`,
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
  const listed: ListedFile[] = [];
  try {
    for await (const page of octokit.paginate.iterator(
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
      {
        owner: ctx.repo.owner,
        repo: ctx.repo.name,
        pull_number: pr.number,
        per_page: 100,
      },
    )) {
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
    const { data } = await octokit.request('GET /repos/{owner}/{repo}', {
      owner: ctx.repo.owner,
      repo: ctx.repo.name,
    });
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
  let files: ListedFile[];
  try {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
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

/** Files found in the checkout rather than listed by GitHub: no status is known. */
function everyMatch(paths: string[]): ChangedFile[] {
  return paths.map((path) => ({ path, status: 'all' as const }));
}
