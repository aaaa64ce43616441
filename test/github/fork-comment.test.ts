import { mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forkComment } from '../../src/github/fork-comment.js';
import { parseForkReport } from '../../src/github/fork-report.js';
import { createOctokit } from '../../src/github/octokit.js';
import { type GitHubEmulator, startGitHubEmulator, TOKENS } from '../support/github-emulator.js';
import { FORK_REPO, HEAD_SHA, workflowRunPayload } from '../support/webhook-payloads.js';

/**
 * The privileged half of the fork preview, in process against the GitHub emulator: every
 * reason it refuses an artifact, and what it keeps of one it accepts.
 * test/action/fork-comment.e2e.test.ts runs the sub-action's bundle on a real preview's
 * artifact.
 */
const OTHER = 'd'.repeat(40);

let gh: GitHubEmulator;
beforeAll(async () => {
  gh = await startGitHubEmulator({
    pulls: {
      9: { files: [], headSha: HEAD_SHA, headRepo: FORK_REPO },
      10: { files: [], headSha: OTHER, headRepo: 'someone/articles' },
      11: { files: [], headSha: HEAD_SHA, headRepo: 'impostor/articles' },
    },
  });
});
afterAll(() => gh.close());
beforeEach(() => {
  gh.state.issueComments.length = 0;
  gh.requests.length = 0;
});

const genuine = () => ({
  run: { pullRequest: 9, headSha: HEAD_SHA },
  files: [{ path: 'articles/one.md', status: 'converted', title: 'One', findings: [] }],
});

/** The comment job on `report`: an object written as JSON, or a file the test makes in `dir`. */
async function commentJob(
  report: object | ((dir: string) => Promise<string>),
  event: unknown = workflowRunPayload(),
) {
  const dir = await mkdtemp(join(tmpdir(), 'md-platform-fork-'));
  let reportPath = join(dir, 'report.json');
  if (typeof report === 'function') reportPath = await report(dir);
  else await writeFile(reportPath, JSON.stringify(report));
  const logged: string[] = [];
  const url = await forkComment({
    octokit: createOctokit(TOKENS.actions, { baseUrl: gh.url, waitUnitMs: 1 }),
    owner: 'octo-org',
    repo: 'articles',
    event,
    reportPath,
    tag: 'md-platform',
    log: { info: (m) => logged.push(m), notice: (m) => logged.push(m) },
  });
  return { url, logged };
}

const writes = () => gh.requests.filter((r) => r.method !== 'GET');

describe('forkComment', () => {
  it('comments once on the pull request whose head the run built, and updates in place', async () => {
    const first = await commentJob(genuine());
    expect(first.url).toBeTruthy();
    expect(gh.comments(9)).toHaveLength(1);
    expect(gh.comments(9)[0].body).toContain('actions/runs/4242');
    await commentJob(genuine());
    expect(gh.comments(9)).toHaveLength(1);
    expect(writes()).toHaveLength(1);
  });

  it('writes nothing for a workflow run that was not a pull request’s', async () => {
    const run = await commentJob(genuine(), workflowRunPayload({ event: 'push' }));
    expect(run.url).toBeUndefined();
    expect(run.logged).toEqual(['The run was triggered by push, not a pull request.']);
    expect(gh.requests).toEqual([]);
  });

  it.each([
    ['another event than workflow_run', { pull_request: { number: 9 } }, 'workflow_run event only'],
    [
      'a workflow run without a commit',
      workflowRunPayload({ head_sha: 'main' }),
      'workflow_run event only',
    ],
  ])('refuses %s', async (_what, event, message) => {
    await expect(commentJob(genuine(), event)).rejects.toThrow(message);
    expect(gh.requests).toEqual([]);
  });

  it.each([
    [
      'a head SHA other than the run’s',
      { run: { pullRequest: 9, headSha: OTHER } },
      'it was built from dddddddddddd, but the run built cccccccccccc',
    ],
    [
      'a pull request whose head is another commit',
      { run: { pullRequest: 10, headSha: HEAD_SHA } },
      "Pull request #10's head is dddddddddddd, not cccccccccccc",
    ],
    [
      'a pull request from another fork at the same commit',
      { run: { pullRequest: 11, headSha: HEAD_SHA } },
      "Pull request #11's head is cccccccccccc",
    ],
    [
      'a pull request that does not exist',
      { run: { pullRequest: 77, headSha: HEAD_SHA } },
      'names pull request #77, which does not exist',
    ],
  ])('refuses %s, writing nothing', async (_what, change, message) => {
    await expect(commentJob({ ...genuine(), ...change })).rejects.toThrow(message);
    expect(writes()).toEqual([]);
  });

  it.each([
    [
      'a missing file',
      async (dir: string) => join(dir, 'absent.json'),
      'is not there: download the preview artifact',
    ],
    [
      'a symbolic link',
      async (dir: string) => {
        await symlink('/etc/passwd', join(dir, 'report.json'));
        return join(dir, 'report.json');
      },
      'is not a regular file',
    ],
    [
      'a file over 8 MB',
      async (dir: string) => {
        await writeFile(join(dir, 'report.json'), ' '.repeat(8 * 1024 * 1024 + 1));
        return join(dir, 'report.json');
      },
      'a preview report is far smaller',
    ],
  ])('refuses %s, unread', async (_what, make, message) => {
    await expect(commentJob(make)).rejects.toThrow(message);
    expect(gh.requests).toEqual([]);
  });
});

describe('parseForkReport', () => {
  /** What parsing `report` throws. */
  const refusal = (report: unknown) => {
    try {
      parseForkReport(JSON.stringify(report));
    } catch (error) {
      return String(error);
    }
    throw new Error('the report was accepted');
  };
  const withFile = (change: Record<string, unknown>) => ({
    ...genuine(),
    files: [{ ...genuine().files[0], ...change }],
  });

  it.each([
    [
      'a number that is not an integer',
      { ...genuine(), run: { pullRequest: '9 <b>', headSha: HEAD_SHA } },
      'run.pullRequest',
    ],
    [
      'a fractional number',
      { ...genuine(), run: { pullRequest: 9.5, headSha: HEAD_SHA } },
      'run.pullRequest',
    ],
    ['a status of its own', withFile({ status: '<img src=x onerror=alert(1)>' }), 'files.0.status'],
    [
      'markup as a finding code',
      withFile({
        findings: [{ severity: 'error', code: '</details>[x](https://e.example)', message: 'm' }],
      }),
      'files.0.findings.0.code',
    ],
    ['a path over 1,000 characters', withFile({ path: 'a'.repeat(1001) }), 'files.0.path'],
  ])('refuses %s, naming the field and never quoting it', (_what, report, field) => {
    const message = refusal(report);
    expect(message).toContain(`field ${field} is missing or invalid`);
    expect(message).not.toMatch(/<img|<b>|e\.example/);
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseForkReport('<html>')).toThrow('report.json in the artifact is not JSON.');
  });

  it('keeps only the fields the comment reads, and other short scalars under plain names', () => {
    const { results } = parseForkReport(
      JSON.stringify(
        withFile({
          wordCount: 120,
          note: 'kept as text',
          nested: { html: '<iframe>' },
          list: ['<script>'],
          'on-click': 'x',
        }),
      ),
    );
    expect(results).toEqual([
      {
        path: 'articles/one.md',
        status: 'converted',
        engine: undefined,
        title: 'One',
        wordCount: 120,
        estimatedReadTime: undefined,
        findings: [],
        reason: undefined,
        note: 'kept as text',
      },
    ]);
  });
});
