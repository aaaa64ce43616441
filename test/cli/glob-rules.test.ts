import { execFileSync } from 'node:child_process';
import { rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandPaths } from '../../src/cli/expand-paths.js';
import { walkFiles } from '../../src/core/path-patterns.js';
import { listChangedFiles } from '../../src/github/changed-files.js';
import type { RunContext } from '../../src/github/event.js';
import { createOctokit } from '../../src/github/octokit.js';
import { compilePatterns, globWorkspace } from '../../src/github/workspace-files.js';
import { memoryLog } from '../github/log.js';
import { makeWorkspace } from '../support/action-fixture.js';
import { type GitHubEmulator, startGitHubEmulator, TOKENS } from '../support/github-emulator.js';

/** A checkout with a dot file, a private folder and what no walk lists. */
const FILES = [
  '.github/pull_request_template.md',
  'docs/.hidden.md',
  'docs/a.md',
  'docs/drafts/d.md',
  'docs/notes.txt',
  'docs/private/ok.md',
  'docs/private/x.md',
  'node_modules/pkg/README.md',
  'top.md',
];

let workspace: string;
let gh: GitHubEmulator;
beforeAll(async () => {
  workspace = await makeWorkspace(Object.fromEntries(FILES.map((f) => [f, `# ${f}\n`])));
  // The pull request changes every file, so the listed view and the disk view agree.
  gh = await startGitHubEmulator({
    pulls: { 1: { files: FILES.map((filename) => ({ filename, status: 'modified' as const })) } },
  });
});
afterAll(async () => {
  await gh.close();
  await rm(workspace, { recursive: true, force: true });
});

function context(pullRequest?: RunContext['pullRequest'], root = workspace): RunContext {
  return {
    eventName: pullRequest ? 'pull_request' : 'workflow_dispatch',
    repo: { owner: 'octo-org', name: 'articles', fullName: 'octo-org/articles' },
    sha: 'c'.repeat(40),
    ref: 'refs/heads/main',
    serverUrl: 'https://github.com',
    apiUrl: gh.url,
    runUrl: 'https://github.com/octo-org/articles/actions/runs/1',
    workspace: root,
    pullRequest,
  };
}

/** What the action selects: from the disk (changed-only: false) and from GitHub's list of a PR. */
async function actionSelects(
  patterns: string[],
  root = workspace,
): Promise<{ disk: string[]; listed: string[] }> {
  const octokit = createOctokit(TOKENS.actions, { baseUrl: gh.url, log: memoryLog() });
  const deps = { octokit, patterns, workspace: root };
  const disk = await listChangedFiles(context(undefined, root), { ...deps, changedOnly: false });
  const pr = { number: 1, baseSha: 'b'.repeat(40), headSha: 'c'.repeat(40) };
  const listed = await listChangedFiles(
    context({ ...pr, headRepoFullName: 'octo-org/articles', isFork: false }),
    { ...deps, changedOnly: true },
  );
  return { disk: disk.files.map((f) => f.path), listed: listed.files.map((f) => f.path).sort() };
}

describe('the action and the CLI follow the same glob rules', () => {
  it.each([
    {
      why: 'a dot file matches like any other file',
      patterns: ['docs/*.md'],
      selected: ['docs/.hidden.md', 'docs/a.md'],
    },
    {
      why: 'a negation after an include drops what it matched; a later include adds one back',
      patterns: ['docs/**/*.md', '!docs/private/**', 'docs/private/ok.md'],
      selected: ['docs/.hidden.md', 'docs/a.md', 'docs/drafts/d.md', 'docs/private/ok.md'],
    },
    {
      why: 'a negation before every include drops nothing: patterns apply in order',
      patterns: ['!docs/drafts/**', 'docs/**/*.md'],
      selected: [
        'docs/.hidden.md',
        'docs/a.md',
        'docs/drafts/d.md',
        'docs/private/ok.md',
        'docs/private/x.md',
      ],
    },
    {
      why: 'dot folders are walked, node_modules is not; a negated folder drops all below it',
      patterns: ['**/*.md', '!docs'],
      selected: ['.github/pull_request_template.md', 'top.md'],
    },
  ])('$why', async ({ patterns, selected }) => {
    const action = await actionSelects(patterns);
    const cli = await expandPaths(patterns, workspace);
    expect(action.disk).toEqual(selected);
    expect(action.listed).toEqual(selected);
    expect(cli).toEqual({ root: expect.any(String), files: selected, missing: [] });
  });
});

describe('the one walk', () => {
  it('never enters node_modules or .git, so a tree too deep to read there stops nothing', async () => {
    const root = await makeWorkspace({ 'top.md': '# Top\n', 'docs/a.md': '# A\n' });
    try {
      // npm can leave paths longer than the system reads (ENAMETOOLONG), and any walk into
      // them fails. Built one level at a time, as a path that long cannot be named at once.
      const level = 'd'.repeat(200);
      for (const folder of ['node_modules', '.git']) {
        const deep = `for i in $(seq 25); do mkdir ${level} && cd ${level}; done && touch deep.md`;
        execFileSync('bash', ['-c', `mkdir -p "$0" && cd "$0" && ${deep}`, join(root, folder)]);
      }
      const selected = ['docs/a.md', 'top.md'];
      expect((await actionSelects(['**/*.md'], root)).disk).toEqual(selected);
      expect((await expandPaths(['**/*.md'], root)).files).toEqual(selected);
      expect((await expandPaths(['.'], root)).files).toEqual(selected);
    } finally {
      // fs.rm names each path whole and cannot reach that deep; rm(1) can.
      execFileSync('rm', ['-rf', root]);
    }
  });
});

describe("the walk from the patterns' folders", () => {
  it('reads only the folders the patterns name, and finds what a walk of everything finds', async () => {
    const root = await makeWorkspace({
      'docs/a.md': '# A\n',
      'docs/sub/b.md': '# B\n',
      'Docs/upper.md': '# Upper\n',
      'posts/2024/p.md': '# P\n',
      'posts/old.md': '# Old\n',
      'other/o.md': '# O\n',
      'node_modules/x/n.md': '# N\n',
      'not-a-folder': 'text\n',
    });
    try {
      await symlink(join(root, 'docs'), join(root, 'linked'));
      const cases = [
        { patterns: ['docs/**/*.md'], searched: ['docs'] },
        {
          patterns: ['posts/2024/*.md', 'docs/**', 'docs/sub/*.md'],
          searched: ['docs', 'posts/2024'],
        },
        // A link is listed, never entered, as by the whole walk; the reader refuses it later.
        { patterns: ['linked', 'linked/a.md'], searched: ['linked'] },
        { patterns: ['not-a-folder/**'], searched: ['not-a-folder'] },
        { patterns: ['node_modules/x/*.md'], searched: ['node_modules/x'] },
        {
          patterns: ['docs/a.md', '!docs/a.md', 'posts/old.md'],
          searched: ['docs/a.md', 'posts/old.md'],
        },
        { patterns: ['missing/**/*.md'], searched: ['missing'] },
        { patterns: ['**/*.md', 'docs/*.md'], searched: [''] },
        { patterns: ['!docs/**'], searched: [] },
      ];
      for (const { patterns, searched } of cases) {
        const everything = (await walkFiles(root)).filter(compilePatterns(patterns)).sort();
        const found = await globWorkspace(root, patterns);
        expect({ patterns, ...found }).toEqual({
          patterns,
          files: everything,
          searched,
        });
      }
      // Exact names, as the whole walk and GitHub's list have them: `Docs` is another folder.
      expect((await globWorkspace(root, ['docs/**'])).files).toEqual([
        'docs/a.md',
        'docs/sub/b.md',
      ]);
      expect((await globWorkspace(root, ['Docs/*.md'])).files).toEqual(['Docs/upper.md']);
      // The link itself, as the whole walk lists it; nothing through it.
      expect((await globWorkspace(root, ['linked', 'linked/**'])).files).toEqual(['linked']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
