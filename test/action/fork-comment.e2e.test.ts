import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ARTICLE, actionFixtures } from '../support/action-fixture.js';
import { dist } from '../support/dist.js';
import { type GitHubEmulator, TOKENS } from '../support/github-emulator.js';
import { runAction } from '../support/run-action.js';
import {
  FORK_REPO,
  HEAD_SHA,
  runnerEnv,
  workflowRunPayload,
  writePayload,
} from '../support/webhook-payloads.js';

// biome-ignore lint/suspicious/noExplicitAny: report.json is edited as untyped JSON
type Json = any;

const FORK_COMMENT = dist('fork-comment', 'index.js');
const OTHER_SHA = 'd'.repeat(40);

let gh: GitHubEmulator;
let report: Json;

/**
 * Two workflows, as docs/examples/fork-comment.yml wires them: the preview of a fork's
 * pull request (read-only token, no comment) writes report.json into its artifact; the
 * workflow_run job (a token that may comment) reads that file as untrusted input. Here the
 * sub-action's bundle runs on that artifact, genuine, aimed elsewhere and full of markup;
 * every other reason to refuse an artifact (forged fields, a link, its size, a pull request
 * that does not exist) is held in process by test/github/fork-comment.test.ts.
 */
const fixture = actionFixtures({ closeAfter: 'all' });
beforeAll(async () => {
  const fork = await fixture({
    files: { 'articles/one.md': ARTICLE },
    pullRequest: { number: 9, fork: true },
    github: {
      pulls: {
        9: {
          files: [{ filename: 'articles/one.md', status: 'added' }],
          headSha: HEAD_SHA,
          headRepo: FORK_REPO,
        },
        10: { files: [], headSha: OTHER_SHA, headRepo: 'someone/articles' },
      },
    },
    inputs: { files: 'articles/**/*.md', artifact: 'false', 'github-token': TOKENS.readOnly },
  });
  gh = fork.gh;
  const preview = await fork.run();
  expect(preview.code, preview.stdout).toBe(0);
  expect(gh.comments(9)).toHaveLength(0);
  report = JSON.parse(await readFile(join(preview.outputDir, 'report.json'), 'utf8'));
  expect(report.run).toMatchObject({ pullRequest: 9, headSha: HEAD_SHA });
});

// Each test starts from the preview's state: no comments, no requests recorded.
beforeEach(() => {
  gh.state.issueComments.length = 0;
  gh.requests.length = 0;
});

async function commentJob(artifact: Json) {
  const dir = await mkdtemp(join(tmpdir(), 'md-platform-artifact-'));
  const reportPath = join(dir, 'report.json');
  await writeFile(reportPath, JSON.stringify(artifact));
  const payload = workflowRunPayload();
  const eventPath = await writePayload(payload);
  return runAction({
    entry: FORK_COMMENT,
    inputs: { report: reportPath, 'github-token': TOKENS.actions },
    env: runnerEnv({ eventName: 'workflow_run', eventPath, payload, apiUrl: gh.url }),
  });
}

const writes = () => gh.requests.filter((r) => r.method !== 'GET');

describe('fork-comment (workflow_run)', () => {
  it('is the sub-action org/md-platform-action/fork-comment, running the bundle tested here', async () => {
    const actionYml = resolve(import.meta.dirname, '../../fork-comment/action.yml');
    const action = parse(await readFile(actionYml, 'utf8'));
    expect(action.runs.using).toBe('node24');
    // The same entry of dist/ this file runs from the bundle under test.
    expect(resolve(dirname(actionYml), action.runs.main)).toBe(
      resolve(import.meta.dirname, '../../dist/fork-comment/index.js'),
    );
    expect(FORK_COMMENT).toBe(dist('fork-comment', 'index.js'));
    expect(Object.keys(action.inputs)).toEqual(['report', 'comment-tag', 'github-token']);
  });

  it('comments on the fork’s pull request from the genuine artifact, once, and updates in place', async () => {
    const run = await commentJob(report);
    expect(run.code, run.stdout).toBe(0);
    const [comment, ...more] = gh.comments(9);
    expect(more).toEqual([]);
    expect(comment.login).toBe('github-actions[bot]');
    expect(comment.body).toContain('<!-- md-platform:comment:md-platform -->');
    expect(comment.body).toContain('one.md');
    expect(comment.body).toContain('actions/runs/4242');
    expect(run.outputs['comment-url']).toBeTruthy();
    // A re-run of the job keeps one comment.
    expect((await commentJob(report)).code).toBe(0);
    expect(gh.comments(9)).toHaveLength(1);
    expect(writes()).toHaveLength(1);
  });

  it('refuses an artifact naming another pull request', async () => {
    const run = await commentJob({ ...report, run: { ...report.run, pullRequest: 10 } });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /::error::Pull request #10's head is dddddddddddd, not cccccccccccc/,
    );
    expect(writes()).toEqual([]);
    expect(gh.comments(9).length + gh.comments(10).length).toBe(0);
  });

  it('free text from the fork (path, title, messages) reaches the comment only escaped', async () => {
    const poisoned = structuredClone(report);
    Object.assign(poisoned.files[0], {
      path: 'a</details><img src=x onerror=alert(1)>.md',
      title: '@maintainer [click](https://evil.example) ![p](https://evil.example/p.png)',
      excerpt: '<script>alert(1)</script>\n# heading',
      html: '<iframe src="https://evil.example">',
    });
    poisoned.files[0].findings = [
      {
        severity: 'warning',
        code: 'x',
        message: '<!-- md-platform:comment:md-platform --> @org/team #1',
      },
    ];
    const run = await commentJob(poisoned);
    expect(run.code, run.stdout).toBe(0);
    const [comment] = gh.comments(9);
    expect(comment.body).not.toMatch(/<img|<script|<iframe|<\/details><img/);
    expect(comment.body).not.toContain('](https://evil.example');
    expect(comment.body).not.toMatch(/(^|[^\u200D])@maintainer/);
    expect(comment.body.match(/<!-- md-platform:comment:md-platform -->/g)).toHaveLength(1);
  });
});
