import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { listChangedFiles } from '../../src/github/changed-files.js';
import { readRunContext } from '../../src/github/event.js';
import { createOctokit, tokenLogin } from '../../src/github/octokit.js';
import { upsertStickyComment } from '../../src/github/sticky-comment.js';
import {
  type GitHubEmulator,
  generateFiles,
  startGitHubEmulator,
  TOKENS,
} from '../support/github-emulator.js';
import { pullRequestPayload, runnerEnv, writePayload } from '../support/webhook-payloads.js';
import { memoryLog } from './log.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** The GitHub side of a PR preview, as the pipeline runs it, from a real webhook payload. */
async function preview(gh: GitHubEmulator, workspace: string, body: string) {
  const payload = pullRequestPayload({ action: 'synchronize', number: 42, changedFiles: 200 });
  const env = runnerEnv({
    eventName: 'pull_request',
    eventPath: await writePayload(payload),
    payload,
    apiUrl: gh.url,
    workspace,
  });
  const ctx = readRunContext(env);
  const log = memoryLog();
  const octokit = createOctokit(TOKENS.actions, { baseUrl: ctx.apiUrl, waitUnitMs: 1, log });
  const changed = await listChangedFiles(ctx, {
    octokit,
    patterns: ['**/*.md'],
    changedOnly: true,
    workspace,
  });
  const login = await tokenLogin(octokit);
  const comment = await upsertStickyComment(octokit, {
    owner: ctx.repo.owner,
    repo: ctx.repo.name,
    issueNumber: ctx.pullRequest?.number ?? 0,
    tag: 'md-platform',
    body: `${body}: ${changed.files.length} files`,
    login,
  });
  return { changed, comment };
}

it('a 200-file pull request costs one comment write and at most 5 calls plus the list-files pages', async () => {
  const gh = await startGitHubEmulator({ pulls: { 42: { files: generateFiles(200) } } });
  const workspace = await mkdtemp(join(tmpdir(), 'md-platform-ws-'));
  cleanups.push(
    () => gh.close(),
    () => rm(workspace, { recursive: true, force: true }),
  );

  const first = await preview(gh, workspace, 'run 1');
  expect(first.changed.files).toHaveLength(200);
  expect(first.comment.action).toBe('created');
  const pages = gh.requests.filter((r) => r.path.endsWith('/pulls/42/files')).length;
  expect(pages).toBe(2);
  expect(gh.requests.length).toBeLessThanOrEqual(5 + pages);
  expect(gh.requests.filter((r) => r.method !== 'GET')).toHaveLength(1);
  const firstRun = gh.requests.length;

  gh.requests.length = 0;
  const second = await preview(gh, workspace, 'run 2');
  expect(second.comment.action).toBe('updated');
  expect(gh.requests.filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual(['PATCH']);
  expect(gh.comments(42)).toHaveLength(1);
  // Figures for the report: calls per preview run.
  console.log(
    `preview GitHub calls: first run ${firstRun}, re-run ${gh.requests.length} (list-files pages: ${pages})`,
  );
});
