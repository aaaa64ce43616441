import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compilePatterns, listChangedFiles } from '../../src/github/changed-files.js';
import type { RunContext } from '../../src/github/event.js';
import { createOctokit } from '../../src/github/octokit.js';
import {
  type EmulatorSeed,
  type GitHubEmulator,
  generateFiles,
  startGitHubEmulator,
  TOKENS,
} from '../support/github-emulator.js';
import { memoryLog } from './log.js';

const ZERO = '0'.repeat(40);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function emulator(seed: EmulatorSeed): Promise<GitHubEmulator> {
  const gh = await startGitHubEmulator(seed);
  cleanups.push(() => gh.close());
  return gh;
}

async function workspace(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'md-platform-ws-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.com',
    },
  }).trim();
}

/** A real repository: `before` files in a first commit, then `change` applied and committed. */
async function gitWorkspace(
  before: Record<string, string>,
  change: (dir: string) => Promise<void>,
): Promise<{ dir: string; base: string; head: string }> {
  const dir = await workspace(before);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  await change(dir);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'head');
  return { dir, base, head: git(dir, 'rev-parse', 'HEAD') };
}

function context(gh: GitHubEmulator, ws: string, extra: Partial<RunContext>): RunContext {
  return {
    eventName: extra.pullRequest ? 'pull_request' : extra.push ? 'push' : 'workflow_dispatch',
    repo: {
      owner: 'octo-org',
      name: 'articles',
      fullName: 'octo-org/articles',
      defaultBranch: 'main',
    },
    sha: 'c'.repeat(40),
    ref: 'refs/heads/main',
    serverUrl: 'https://github.com',
    apiUrl: gh.url,
    runUrl: 'https://github.com/octo-org/articles/actions/runs/1',
    workspace: ws,
    ...extra,
  };
}

function pr(number: number, baseSha = 'b'.repeat(40), headSha = 'c'.repeat(40)) {
  return { number, baseSha, headSha, headRepoFullName: 'octo-org/articles', isFork: false };
}

function push(before: string, after: string, more: Partial<NonNullable<RunContext['push']>> = {}) {
  return {
    before,
    after,
    ref: 'refs/heads/main',
    branch: 'main',
    created: false,
    deleted: false,
    ...more,
  };
}

function deps(gh: GitHubEmulator, ws: string, patterns = ['**/*.md'], changedOnly = true) {
  const log = memoryLog();
  return {
    log,
    deps: {
      octokit: createOctokit(TOKENS.actions, { baseUrl: gh.url, waitUnitMs: 1, log }),
      patterns,
      changedOnly,
      workspace: ws,
    },
  };
}

const listFileCalls = (gh: GitHubEmulator) => gh.requests.filter((r) => r.path.endsWith('/files'));

describe('pull request', () => {
  it('pages through list-files, keeps renames under the new path, reports removals, applies ! globs', async () => {
    const gh = await emulator({
      pulls: {
        7: {
          files: [
            ...generateFiles(240),
            {
              filename: 'articles/new-name.md',
              status: 'renamed',
              previous_filename: 'articles/old-name.md',
            },
            { filename: 'articles/gone.md', status: 'removed' },
            { filename: 'articles/copy.md', status: 'copied' },
            { filename: 'articles/drafts/wip.md', status: 'added' },
            { filename: 'articles/image.png', status: 'added' },
            { filename: 'README.md', status: 'modified' },
            {
              filename: 'archive/moved-out.md',
              status: 'renamed',
              previous_filename: 'articles/moved-out.md',
            },
          ],
        },
      },
    });
    const ws = await workspace({});
    const { deps: d } = deps(gh, ws, ['articles/**/*.md', '!articles/drafts/**']);
    const result = await listChangedFiles(context(gh, ws, { pullRequest: pr(7) }), d);

    expect(result.source).toBe('pull_request');
    expect(result.warnings).toEqual([]);
    expect(result.files).toHaveLength(244);
    expect(result.files.slice(0, 2)).toEqual([
      { path: 'articles/doc-0001.md', status: 'modified' },
      { path: 'articles/doc-0002.md', status: 'modified' },
    ]);
    expect(result.files.slice(240)).toEqual([
      { path: 'articles/new-name.md', status: 'renamed', previousPath: 'articles/old-name.md' },
      { path: 'articles/gone.md', status: 'removed' },
      { path: 'articles/copy.md', status: 'added' },
      // Renamed out of the globs: the matching document is gone from the set.
      { path: 'articles/moved-out.md', status: 'removed' },
    ]);
    // 247 files at 100 per page: three pages, following the Link header, no empty fourth call.
    expect(listFileCalls(gh).map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3']);
    expect(listFileCalls(gh).every((r) => r.query.per_page === '100')).toBe(true);
  });

  it('past the 3,000-file cap, uses git diff of the checkout', async () => {
    const repo = await gitWorkspace(
      {
        'articles/keep.md': '# keep\n',
        'articles/old.md': '# old, long enough to be detected as a rename\n'.repeat(5),
      },
      async (dir) => {
        await writeFile(join(dir, 'articles/keep.md'), '# keep, edited\n');
        execFileSync('git', ['mv', 'articles/old.md', 'articles/renamed file ü.md'], { cwd: dir });
        await writeFile(join(dir, 'articles/added.md'), '# added\n');
        await writeFile(join(dir, 'notes.txt'), 'not markdown');
      },
    );
    const gh = await emulator({ pulls: { 9: { files: generateFiles(3050) } } });
    const { deps: d, log } = deps(gh, repo.dir);
    const result = await listChangedFiles(
      context(gh, repo.dir, { pullRequest: pr(9, repo.base, repo.head) }),
      d,
    );

    expect(listFileCalls(gh)).toHaveLength(30);
    expect(result.source).toBe('git-diff');
    expect(result.files).toEqual(
      expect.arrayContaining([
        { path: 'articles/keep.md', status: 'modified' },
        { path: 'articles/added.md', status: 'added' },
        { path: 'articles/renamed file ü.md', status: 'renamed', previousPath: 'articles/old.md' },
      ]),
    );
    expect(result.files).toHaveLength(3);
    expect(result.warnings[0]).toMatch(/more than 3000 files.*git diff/);
    // Returned for the caller to annotate once; the stage itself logs nothing.
    expect(log.warnings()).toEqual([]);
  });

  it('past the cap without the history, processes every matching file and says how to fix it', async () => {
    const ws = await workspace({
      'articles/a.md': '# a',
      'articles/sub/b.md': '# b',
      'node_modules/pkg/readme.md': '# vendored',
      'articles/c.txt': 'c',
    });
    const gh = await emulator({ pulls: { 9: { files: generateFiles(3001) } } });
    const { deps: d } = deps(gh, ws);
    const result = await listChangedFiles(context(gh, ws, { pullRequest: pr(9) }), d);
    expect(result.source).toBe('glob');
    expect(result.files).toEqual([
      { path: 'articles/a.md', status: 'all' },
      { path: 'articles/sub/b.md', status: 'all' },
    ]);
    expect(result.warnings[0]).toMatch(/fetch-depth: 0/);
  });

  it('turns a 404 into a typed error naming the pull request', async () => {
    const gh = await emulator({});
    const ws = await workspace({});
    const { deps: d } = deps(gh, ws);
    await expect(
      listChangedFiles(context(gh, ws, { pullRequest: pr(404) }), d),
    ).rejects.toMatchObject({
      name: 'GitHubError',
      status: 404,
      message: expect.stringMatching(/pull request #404/),
    });
  });
});

describe('push', () => {
  it('uses compare before...after', async () => {
    const gh = await emulator({
      compares: {
        [`${'1'.repeat(40)}...${'2'.repeat(40)}`]: {
          files: [
            { filename: 'docs/a.md', status: 'modified' },
            { filename: 'docs/b.md', status: 'renamed', previous_filename: 'docs/old-b.md' },
            { filename: 'docs/c.md', status: 'removed' },
            { filename: 'src/index.ts', status: 'modified' },
          ],
          commits: 40,
        },
      },
    });
    const ws = await workspace({});
    const { deps: d } = deps(gh, ws);
    const result = await listChangedFiles(
      context(gh, ws, { push: push('1'.repeat(40), '2'.repeat(40)) }),
      d,
    );
    expect(result).toEqual({
      source: 'compare',
      warnings: [],
      files: [
        { path: 'docs/a.md', status: 'modified' },
        { path: 'docs/b.md', status: 'renamed', previousPath: 'docs/old-b.md' },
        { path: 'docs/c.md', status: 'removed' },
      ],
    });
    expect(gh.requests.filter((r) => r.path.includes('/compare/'))).toHaveLength(1);
  });

  it('compares a new branch against the default branch', async () => {
    const after = '3'.repeat(40);
    const gh = await emulator({
      repo: { defaultBranch: 'trunk' },
      compares: { [`trunk...${after}`]: { files: [{ filename: 'topic.md', status: 'added' }] } },
    });
    const ws = await workspace({});
    const { deps: d } = deps(gh, ws);
    const ctx = context(gh, ws, {
      push: push(ZERO, after, { created: true, branch: 'topic', ref: 'refs/heads/topic' }),
    });
    ctx.repo.defaultBranch = undefined; // not in the payload: the client asks the API
    const result = await listChangedFiles(ctx, d);
    expect(result.files).toEqual([{ path: 'topic.md', status: 'added' }]);
    expect(gh.requests.map((r) => r.path)).toEqual([
      '/repos/octo-org/articles',
      `/repos/octo-org/articles/compare/trunk...${after}`,
    ]);
  });

  it('does nothing for a deleted branch, without calling GitHub', async () => {
    const gh = await emulator({});
    const ws = await workspace({ 'a.md': '# a' });
    const { deps: d } = deps(gh, ws);
    const result = await listChangedFiles(
      context(gh, ws, {
        push: push('4'.repeat(40), ZERO, { deleted: true, ref: 'refs/heads/topic' }),
      }),
      d,
    );
    expect(result).toMatchObject({
      files: [],
      source: 'none',
      note: expect.stringMatching(/deleted/),
    });
    expect(gh.requests).toHaveLength(0);
  });

  it('past the 300-file compare cap, uses git diff of the checkout', async () => {
    const repo = await gitWorkspace({ 'old.md': '# old' }, async (dir) => {
      for (let i = 0; i < 350; i++) {
        await mkdir(join(dir, 'posts'), { recursive: true });
        await writeFile(join(dir, `posts/p${i}.md`), `# post ${i}\n`);
      }
      await rm(join(dir, 'old.md'));
    });
    const gh = await emulator({
      compares: {
        [`${repo.base}...${repo.head}`]: { files: generateFiles(350, 'posts', 'added') },
      },
    });
    const { deps: d } = deps(gh, repo.dir);
    const result = await listChangedFiles(
      context(gh, repo.dir, { push: push(repo.base, repo.head) }),
      d,
    );
    expect(result.source).toBe('git-diff');
    expect(result.files).toHaveLength(351);
    expect(result.files).toContainEqual({ path: 'old.md', status: 'removed' });
    expect(result.files).toContainEqual({ path: 'posts/p349.md', status: 'added' });
    expect(result.warnings[0]).toMatch(/300 or more files/);
  });

  it('past the compare cap without the history, processes every matching file', async () => {
    const ws = await workspace({ 'posts/a.md': '# a', '.git/notes.md': 'not a document' });
    const gh = await emulator({
      compares: {
        [`${'5'.repeat(40)}...${'6'.repeat(40)}`]: { files: generateFiles(300, 'posts') },
      },
    });
    const { deps: d } = deps(gh, ws);
    const result = await listChangedFiles(
      context(gh, ws, { push: push('5'.repeat(40), '6'.repeat(40)) }),
      d,
    );
    expect(result.source).toBe('glob');
    expect(result.files).toEqual([{ path: 'posts/a.md', status: 'all' }]);
    expect(result.warnings).toHaveLength(1);
  });
});

describe('every matching file', () => {
  it('globs the workspace on workflow_dispatch, with ! exclusions, skipping .git and node_modules', async () => {
    const ws = await workspace({
      'articles/one.md': '',
      'articles/drafts/wip.md': '',
      'articles/drafts/ready.md': '',
      'articles/deep/er/two.md': '',
      'articles/notes.txt': '',
      'README.md': '',
      'node_modules/x/README.md': '',
      '.git/info.md': '',
      '.github/pull_request_template.md': '',
    });
    const gh = await emulator({});
    const { deps: d } = deps(gh, ws, [
      'articles/**/*.md',
      '!articles/drafts/**',
      'articles/drafts/ready.md',
    ]);
    const result = await listChangedFiles(context(gh, ws, {}), d);
    expect(result.source).toBe('glob');
    expect(result.files.map((f) => f.path)).toEqual([
      'articles/deep/er/two.md',
      'articles/drafts/ready.md',
      'articles/one.md',
    ]);
    expect(gh.requests).toHaveLength(0);

    const all = await listChangedFiles(context(gh, ws, {}), { ...d, patterns: ['**/*.md'] });
    expect(all.files.map((f) => f.path)).toContain('.github/pull_request_template.md');
    expect(all.files.map((f) => f.path)).not.toContain('node_modules/x/README.md');
    expect(all.files.map((f) => f.path)).not.toContain('.git/info.md');
  });

  it('ignores the event when changed-only is false, and warns when nothing matches', async () => {
    const ws = await workspace({ 'doc.md': '# doc' });
    const gh = await emulator({ pulls: { 1: { files: generateFiles(5) } } });
    const { deps: d } = deps(gh, ws, ['**/*.md'], false);
    const result = await listChangedFiles(context(gh, ws, { pullRequest: pr(1) }), d);
    expect(result.files).toEqual([{ path: 'doc.md', status: 'all' }]);
    expect(gh.requests).toHaveLength(0);

    const empty = await listChangedFiles(context(gh, ws, {}), {
      ...d,
      patterns: ['posts/**/*.md'],
    });
    expect(empty.files).toEqual([]);
    expect(empty.warnings).toEqual([
      'No file in the workspace matches ["posts/**/*.md"] (looked in `posts`). If the repository was not checked out, add actions/checkout before this step.',
    ]);
    const anywhere = await listChangedFiles(context(gh, ws, {}), { ...d, patterns: ['**/*.txt'] });
    expect(anywhere.warnings).toEqual([
      'No file in the workspace matches ["**/*.txt"]. If the repository was not checked out, add actions/checkout before this step.',
    ]);
  });

  it('handles workspace paths with glob characters', async () => {
    const ws = await workspace({});
    const odd = join(ws, 'we[ir]d *dir?');
    await mkdir(join(odd, 'a'), { recursive: true });
    await writeFile(join(odd, 'a/x.md'), '# x');
    const gh = await emulator({});
    const { deps: d } = deps(gh, odd);
    const result = await listChangedFiles(context(gh, odd, {}), d);
    expect(result.files).toEqual([{ path: 'a/x.md', status: 'all' }]);
  });
});

describe('compilePatterns', () => {
  it('lets a later pattern override an earlier one, matches directories and rejects ..', () => {
    const matches = compilePatterns(['docs', '!docs/private/**', 'docs/private/ok.md']);
    expect(matches('docs/a.md')).toBe(true);
    expect(matches('docs/private/secret.md')).toBe(false);
    expect(matches('docs/private/ok.md')).toBe(true);
    expect(matches('other/a.md')).toBe(false);
    expect(compilePatterns(['./posts/*.md'])('posts/a.md')).toBe(true);
    expect(compilePatterns([])('x/y.md')).toBe(true);
    expect(() => compilePatterns(['../outside/*.md'])).toThrow(/leaves the workspace/);
  });
});
