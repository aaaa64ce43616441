/**
 * The fault matrix: `node dist/index.js` end to end against `serve` behind the
 * fault proxy and the GitHub emulator. For every fault: the run ends, the report says what
 * happened to each file, nothing is drafted twice, a re-run completes the rest, and no
 * secret appears anywhere the run wrote. The table of what was observed is printed for
 * the closing note.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/index.js';
import {
  type ActionFixture,
  actionFixtures,
  draftsOutput,
  filesOutput,
} from '../support/action-fixture.js';
import { faultMatrix } from '../support/fault-matrix.js';
import { type Fault, type FaultProxy, refusingUrl } from '../support/fault-proxy.js';
import {
  type GitHubEmulator,
  type Fault as GitHubFault,
  TOKENS,
} from '../support/github-emulator.js';
import type { ActionRun } from '../support/run-action.js';
import { draftsPerDocument, proxiedSandbox } from '../support/sandbox-serve.js';
import { findSecrets, runTexts } from '../support/secret-scan.js';

const KEY = 'wme_fault_matrix_key_7d1e';
const APP_ID = 'wx_fault_matrix_app_5c2a';
const APP_SECRET = 'fault_matrix_app_secret_93b4';
const CREDENTIALS = { key: KEY, appId: APP_ID, appSecret: APP_SECRET };
const SECRETS = [KEY, APP_ID, APP_SECRET];
const PR = 12;
/** GitHub's secondary rate limit: a 403 that says to wait, not a refusal. */
const SECONDARY_LIMIT = {
  status: 403,
  headers: { 'retry-after': '1' },
  body: {
    message:
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  },
};
const DOCS = {
  'docs/one.md': '# One\n\nFirst article with `code`.\n',
  'docs/two.md': '# Two\n\nSecond article, **bold**.\n',
  'docs/three.md': '# Three\n\nThird article.\n',
};
const PATHS = Object.keys(DOCS);

// Prints the fault-matrix table when the file ends, and then closes every test's servers.
const { rows, closeAtEnd } = faultMatrix();

interface World {
  serve: RunningServer;
  /** The primary `api-url`: the proxy in front of `serve`. */
  proxy: FaultProxy;
  gh: GitHubEmulator;
  outbox: string;
  runs: (ActionRun & { outputDir: string })[];
  /** The action against this world, for the pull request (default) or the push. */
  run: ActionFixture['run'];
}

// The tests run concurrently: each test's emulator stays up until the file ends.
const fixture = actionFixtures({ closeAfter: 'all' });

async function world(): Promise<World> {
  const { serve, outbox, proxy, inputs } = await proxiedSandbox(CREDENTIALS, closeAtEnd);
  // The pull request and the push both change every document.
  const { gh, run } = await fixture({
    files: DOCS,
    pullRequest: { number: PR },
    push: {},
    changed: PATHS,
    inputs: {
      ...inputs,
      files: 'docs/**/*.md',
      'timeout-seconds': '2',
    },
    options: { timeoutMs: 90_000 },
  });
  return { serve, proxy, gh, outbox, runs: [], run };
}

/** One run of the action; every run is scanned for secrets before its result is used. */
async function run(
  w: World,
  event: 'pull_request' | 'push',
  inputs: Record<string, string> = {},
): Promise<ActionRun & { outputDir: string }> {
  const result = await w.run(
    event === 'pull_request' ? { pullRequest: { number: PR }, inputs } : { push: {}, inputs },
  );
  w.runs.push(result);
  const leaks = await findSecrets(
    SECRETS,
    {
      ...runTexts(result),
      comments: w.gh.state.issueComments.map((c) => c.body).join('\n'),
      ledger: w.gh.state.commitComments.map((c) => c.body).join('\n'),
    },
    [result.outputDir, w.outbox],
  );
  expect(leaks).toEqual([]);
  // Who got which credential: GitHub only ever the GitHub token, the service never it.
  expect(new Set(w.gh.requests.map((r) => r.token).filter(Boolean))).toEqual(
    new Set(w.gh.requests.length ? [TOKENS.actions] : []),
  );
  for (const request of w.proxy.requests)
    expect(JSON.stringify(request.headers)).not.toContain(TOKENS.actions);
  return result;
}

const statusByPath = (list: { path: string; status: string }[]) =>
  Object.fromEntries(list.map((item) => [item.path, item.status]));
const fileStatuses = (result: ActionRun) => statusByPath(filesOutput(result.outputs));
const draftStatuses = (result: ActionRun) => statusByPath(draftsOutput(result.outputs));
const byPathStatus = draftStatuses;

function describeRun(result: ActionRun): string {
  const files = Object.values(fileStatuses(result));
  const drafts = Object.values(draftStatuses(result));
  const count = (list: string[]) =>
    Object.entries(
      list.reduce<Record<string, number>>((acc, s) => {
        acc[s] = (acc[s] ?? 0) + 1;
        return acc;
      }, {}),
    )
      .map(([s, n]) => `${n} ${s}`)
      .join(', ');
  return [
    `exit ${result.code}`,
    files.length ? `files: ${count(files)}` : '',
    drafts.length ? `drafts: ${count(drafts)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

const ALL_CONVERTED = Object.fromEntries(PATHS.map((p) => [p, 'converted']));
const ONE_EACH = { One: 1, Two: 1, Three: 1 };
const calls = (proxy: FaultProxy, path: string) =>
  proxy.requests.filter((r) => r.path === path).length;

/** A convert fault the client absorbs: every file converted, one PR comment. */
async function previewSurvives(fault: string, inject: (w: World) => void, expected: string) {
  const w = await world();
  inject(w);
  const result = await run(w, 'pull_request');
  expect(result.code, result.stdout.slice(-2000)).toBe(0);
  expect(fileStatuses(result)).toEqual(ALL_CONVERTED);
  expect(w.gh.comments(PR)).toHaveLength(1);
  rows.push({ fault, expected, observed: describeRun(result) });
  return { w, result };
}

describe.concurrent('preview (pull_request, remote engine) through service faults', () => {
  it('service down: the preview falls back to the embedded engine and says so', async () => {
    const w = await world();
    const result = await run(w, 'pull_request', { 'api-url': await refusingUrl() });
    expect(result.code, result.stdout.slice(-2000)).toBe(0);
    expect(fileStatuses(result)).toEqual(ALL_CONVERTED);
    expect(filesOutput(result.outputs)[0].engine).toBe('local');
    const [comment] = w.gh.comments(PR);
    expect(comment.body).toContain('rendered with the embedded engine');
    expect(
      result.annotations.some((a) => a.level === 'warning' && /unavailable/.test(a.message)),
    ).toBe(true);
    rows.push({
      fault: 'service down, `engine: auto`',
      expected: 'preview rendered locally, warning in log and comment',
      observed: `${describeRun(result)}; engine local; warning`,
    });
  });

  it('service down with `engine: remote`: one clear failure before any file; a re-run with the service up completes', async () => {
    const w = await world();
    const down = await refusingUrl();
    const result = await run(w, 'pull_request', { 'api-url': down, engine: 'remote' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`Could not connect to the service at ${down}`);
    expect(calls(w.proxy, '/api/v1/convert')).toBe(0);
    const rerun = await run(w, 'pull_request', { engine: 'remote' });
    expect(rerun.code).toBe(0);
    expect(fileStatuses(rerun)).toEqual(ALL_CONVERTED);
    rows.push({
      fault: 'service down, `engine: remote`',
      expected: 'step fails with one message, nothing sent; re-run completes',
      observed: `${describeRun(result)} → re-run ${describeRun(rerun)}`,
    });
  });

  it('primary down, backup up: every file converted by the backup, the switch logged once', async () => {
    const w = await world();
    const down = await refusingUrl();
    const result = await run(w, 'pull_request', { 'api-url': down, 'backup-api-url': w.proxy.url });
    expect(result.code, result.stdout.slice(-2000)).toBe(0);
    expect(fileStatuses(result)).toEqual(ALL_CONVERTED);
    expect(filesOutput(result.outputs)[0].engine).toBe('remote');
    expect(calls(w.proxy, '/api/v1/convert')).toBe(3);
    expect(result.stdout.match(/backup/gi)?.length).toBe(1);
    rows.push({
      fault: 'primary down, backup up',
      expected: 'all converted by the backup, one switch logged',
      observed: `${describeRun(result)}; 3 converts on the backup; 1 switch line`,
    });
  });

  it('a burst of 500s', async () => {
    const { w } = await previewSurvives(
      '5xx burst (3 × 500 on convert)',
      (w) => w.proxy.inject({ type: 'status', status: 500 }, { path: '/api/v1/convert', times: 3 }),
      'all converted after retries',
    );
    expect(calls(w.proxy, '/api/v1/convert')).toBe(6);
  });

  it('a 429 storm with Retry-After', async () => {
    const { w, result } = await previewSurvives(
      '429 storm (4 × 429, Retry-After: 1)',
      (w) =>
        w.proxy.inject(
          { type: 'status', status: 429, headers: { 'retry-after': '1' } },
          { path: '/api/v1/convert', times: 4 },
        ),
      'all converted after waiting',
    );
    expect(calls(w.proxy, '/api/v1/convert')).toBe(7);
    // A remote file's time is its request's to the reply, the waits for Retry-After included.
    const report = JSON.parse(await readFile(join(result.outputDir, 'report.json'), 'utf8'));
    expect(
      Math.max(...report.files.map((f: { convertMs: number }) => f.convertMs)),
    ).toBeGreaterThan(1000);
    expect(result.stdout).toMatch(/the service took \d+\.\d s, summed over the requests\./);
  });

  it.each([
    ['stall before the body is read', { type: 'stall', phase: 'before-body' }],
    ['stall after the body is sent', { type: 'stall', phase: 'after-body' }],
    ['connection cut mid-answer', { type: 'cut' }],
    ['connection reset without answer', { type: 'reset' }],
  ] as [string, Fault][])('%s', async (name, fault) => {
    await previewSurvives(
      name,
      (w) => w.proxy.inject(fault, { path: '/api/v1/convert', times: 1 }),
      'all converted after a retry',
    );
  });

  it.each([
    ['malformed JSON (truncated 200)', { type: 'malformed' }, 'invalid_response'],
    [
      'wrong-schema JSON (valid envelope, no html)',
      { type: 'json', body: { code: 0, msg: 'success', data: { htm: '<p>x</p>' } } },
      'html',
    ],
  ] as [string, Fault, string][])('%s', async (name, fault, mentioned) => {
    const w = await world();
    w.proxy.inject(fault, { path: '/api/v1/convert', times: 1 });
    const result = await run(w, 'pull_request');
    expect(result.code).toBe(1);
    const statuses = Object.values(fileStatuses(result)).sort();
    expect(statuses).toEqual(['converted', 'converted', 'failed']);
    expect(result.stdout).toContain(mentioned);
    expect(w.gh.comments(PR)).toHaveLength(1);
    const rerun = await run(w, 'pull_request');
    expect(rerun.code).toBe(0);
    expect(fileStatuses(rerun)).toEqual(ALL_CONVERTED);
    expect(w.gh.comments(PR)).toHaveLength(1);
    rows.push({
      fault: name,
      expected: 'that file failed with the reason, others converted; re-run completes',
      observed: `${describeRun(result)} → re-run ${describeRun(rerun)}`,
    });
  });
});

describe.concurrent('preview through GitHub faults', () => {
  const github = async (fault: string, faults: GitHubFault[], expected: string) => {
    const w = await world();
    for (const f of faults) w.gh.faults.add(f);
    const result = await run(w, 'pull_request');
    expect(result.code, result.stdout.slice(-2000)).toBe(0);
    expect(fileStatuses(result)).toEqual(ALL_CONVERTED);
    expect(w.gh.faults.pending()).toBe(0);
    rows.push({
      fault,
      expected,
      observed: `${describeRun(result)}; ${w.gh.comments(PR).length} comment`,
    });
    return { w, result };
  };

  it('502 on list-files', async () => {
    const { w } = await github(
      'GitHub 502 on list-files',
      [{ method: 'GET', path: /\/pulls\/\d+\/files$/, status: 502 }],
      'retried; all converted, one comment',
    );
    expect(w.gh.comments(PR)).toHaveLength(1);
  });

  it('secondary rate limit on list-files', async () => {
    const { w } = await github(
      'GitHub secondary rate limit (403, retry-after: 1) on list-files',
      [{ method: 'GET', path: /\/pulls\/\d+\/files$/, ...SECONDARY_LIMIT }],
      'waited; all converted, one comment',
    );
    expect(w.gh.comments(PR)).toHaveLength(1);
  });

  it('502 on reading the comments', async () => {
    const { w } = await github(
      'GitHub 502 on listing the PR comments',
      [{ method: 'GET', path: /\/issues\/\d+\/comments$/, status: 502 }],
      'retried; one comment',
    );
    expect(w.gh.comments(PR)).toHaveLength(1);
  });

  it('secondary rate limit on the comment', async () => {
    const { w } = await github(
      'GitHub secondary rate limit (403, retry-after: 1) on comment POST',
      [{ method: 'POST', path: /\/issues\/\d+\/comments$/, ...SECONDARY_LIMIT }],
      'waited and posted once',
    );
    expect(w.gh.comments(PR)).toHaveLength(1);
  });

  it('502 after the comment was created', async () => {
    const { w } = await github(
      'GitHub 502 on comment POST after it was applied',
      [{ method: 'POST', path: /\/issues\/\d+\/comments$/, status: 502, afterApply: true }],
      'no second comment',
    );
    expect(w.gh.comments(PR)).toHaveLength(1);
    const rerun = await run(w, 'pull_request');
    expect(rerun.code).toBe(0);
    expect(w.gh.comments(PR)).toHaveLength(1);
  });
});

describe.concurrent('drafts (push to the default branch) through faults', () => {
  /** Runs the push, then re-runs it with the fault gone: the re-run must finish the job, exactly once per document. */
  const drafts = async (
    fault: string,
    expected: string,
    inject: (w: World) => void,
    first: { code: number; statuses: Record<string, number> },
    options: { inputs?: Record<string, string>; rerunDrafts?: number } = {},
  ) => {
    const w = await world();
    inject(w);
    const result = await run(w, 'push', options.inputs);
    expect(result.code, result.stdout.slice(-2000)).toBe(first.code);
    const counted: Record<string, number> = {};
    for (const status of Object.values(draftStatuses(result)))
      counted[status] = (counted[status] ?? 0) + 1;
    expect(counted).toEqual(first.statuses);
    const perDoc = await draftsPerDocument(w.outbox);
    expect(Object.values(perDoc).every((n) => n === 1)).toBe(true);
    const rerun = await run(w, 'push', options.inputs);
    const after = await draftsPerDocument(w.outbox);
    expect(Object.values(after).every((n) => n === 1)).toBe(true);
    if (options.rerunDrafts !== undefined)
      expect(rerun.outputs.drafted).toBe(String(options.rerunDrafts));
    rows.push({
      fault,
      expected,
      observed: `${describeRun(result)} → re-run ${describeRun(rerun)}; ${Object.values(after).reduce((a, b) => a + b, 0)} drafts in the outbox, none twice`,
    });
    return { w, result, rerun, after };
  };

  it('service down: fails before any draft; a re-run with the service up drafts all three', async () => {
    const w = await world();
    const result = await run(w, 'push', { 'api-url': await refusingUrl() });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/Could not connect to the service/);
    expect(w.gh.state.commitComments).toHaveLength(0);
    const rerun = await run(w, 'push');
    expect(rerun.code).toBe(0);
    expect(await draftsPerDocument(w.outbox)).toEqual(ONE_EACH);
    rows.push({
      fault: 'service down (drafts)',
      expected: 'fails before any call that writes; re-run drafts all',
      observed: `${describeRun(result)} → re-run ${describeRun(rerun)}`,
    });
  });

  it('primary down, backup up: every draft created on the backup', async () => {
    const w = await world();
    const result = await run(w, 'push', {
      'api-url': await refusingUrl(),
      'backup-api-url': w.proxy.url,
    });
    expect(result.code, result.stdout.slice(-2000)).toBe(0);
    expect(await draftsPerDocument(w.outbox)).toEqual(ONE_EACH);
    rows.push({
      fault: 'primary down, backup up (drafts)',
      expected: 'all drafted on the backup',
      observed: `${describeRun(result)}; ${calls(w.proxy, '/api/v1/article-draft')} draft calls on the backup`,
    });
  });

  it('a 429 storm on draft calls is waited out', async () => {
    const { after } = await drafts(
      '429 storm on draft calls (3 × 429, Retry-After: 1)',
      'waited, all drafted once',
      (w) =>
        w.proxy.inject(
          { type: 'status', status: 429, headers: { 'retry-after': '1' } },
          { path: '/api/v1/article-draft', times: 3 },
        ),
      { code: 0, statuses: { created: 3 } },
      { rerunDrafts: 0 },
    );
    expect(after).toEqual(ONE_EACH);
  });

  // The client cannot tell whether these reached the service's draft step, so each is
  // "the draft may exist": never sent again, not even by the re-run. `exists` says
  // whether the fault let the service create it (the outbox then holds three).
  it.each([
    ['a 500 answering a draft call', { type: 'status', status: 500 }, false],
    ['timeout after the draft was sent', { type: 'stall', phase: 'after-body' }, true],
    ['connection cut mid-answer of a draft', { type: 'cut' }, true],
    ['malformed JSON answering a draft', { type: 'malformed' }, false],
    ['stall before the draft body is read', { type: 'stall', phase: 'before-body' }, false],
  ] as [string, Fault, boolean][])('%s: uncertain, never repeated', async (name, fault, exists) => {
    const { w, after } = await drafts(
      name,
      'reported "the draft may exist: check the draft box", never sent again',
      (w) => w.proxy.inject(fault, { path: '/api/v1/article-draft', skip: 1 }),
      { code: 1, statuses: { created: 2, uncertain: 1 } },
      { rerunDrafts: 0 },
    );
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(exists ? 3 : 2);
    expect(calls(w.proxy, '/api/v1/article-draft')).toBe(3);
    expect(w.runs[0].stdout).toContain('the draft may exist: check the draft box');
  });

  it('a GitHub 502 on compare is retried', async () => {
    const { w } = await drafts(
      'GitHub 502 on compare',
      'retried, all drafted',
      (w) => w.gh.faults.add({ method: 'GET', path: /\/compare\//, status: 502 }),
      { code: 0, statuses: { created: 3 } },
      { rerunDrafts: 0 },
    );
    expect(w.gh.faults.pending()).toBe(0);
  });

  it('a GitHub 502 on a ledger write is retried and the ledger stays whole', async () => {
    const { w } = await drafts(
      'GitHub 502 on a ledger write',
      'retried; ledger complete; re-run drafts nothing',
      (w) => w.gh.faults.add({ method: 'PATCH', path: /\/comments\/\d+$/, status: 502 }),
      { code: 0, statuses: { created: 3 } },
      { rerunDrafts: 0 },
    );
    expect(w.gh.faults.pending()).toBe(0);
    expect(w.gh.state.commitComments).toHaveLength(1);
  });

  it('a secondary rate limit on a ledger write is waited out', async () => {
    await drafts(
      'GitHub secondary rate limit on a ledger write',
      'waited; ledger complete; re-run drafts nothing',
      (w) =>
        w.gh.faults.add({
          method: 'PATCH',
          path: /\/comments\/\d+$/,
          ...SECONDARY_LIMIT,
        }),
      { code: 0, statuses: { created: 3 } },
      { rerunDrafts: 0 },
    );
  });

  it('a ledger that stays unwritable after a draft stops drafting and names the unrecorded draft', async () => {
    const w = await world();
    // The first write (POST, the intent of docs/one.md) passes; every update after it
    // fails: the write of its outcome (with two.md's intent), its retries, and the one
    // more try the run makes after a failed write.
    w.gh.faults.add({ method: 'PATCH', path: /\/comments\/\d+$/, status: 502, times: 8 });
    const result = await run(w, 'push', { concurrency: '1' });
    expect(result.code).toBe(1);
    const [first, ...rest] = draftsOutput(result.outputs);
    expect(first).toMatchObject({ path: 'docs/one.md', status: 'created' });
    expect(first.draftId).toMatch(/^sandbox-article-draft-/);
    expect(first.reason).toContain('not recorded in the ledger');
    expect(calls(w.proxy, '/api/v1/article-draft')).toBe(1);
    // Its intent stays in the ledger, so a re-run names it instead of drafting it again.
    const rerun = await run(w, 'push', { concurrency: '1' });
    expect(byPathStatus(rerun)['docs/one.md']).toBe('uncertain');
    expect(calls(w.proxy, '/api/v1/article-draft')).toBe(3);
    expect(await draftsPerDocument(w.outbox)).toEqual(ONE_EACH);
    expect(rest.map((d) => d.status)).toEqual(['waiting', 'waiting']);
    expect(rest[0].reason).toContain(
      'Waiting: not sent, because the draft ledger could not be written',
    );
    expect(
      result.annotations.filter((a) => a.title === 'md-platform draft' && a.file === 'docs/two.md'),
    ).toMatchObject([
      { level: 'warning', message: expect.stringContaining('A re-run drafts it.') },
    ]);
    expect(result.stdout).toMatch(
      /docs\/one\.md was drafted \(sandbox-article-draft-[\w-]+\) but the ledger could not record it/,
    );
    rows.push({
      fault: 'GitHub 502 on every ledger write after the first draft',
      expected:
        'stops drafting; the unrecorded draft named with its id; the rest wait for a re-run',
      observed: `${describeRun(result)}; 1 draft call; first reported as created but unrecorded → re-run ${describeRun(rerun)}, it named uncertain`,
    });
  }, 120_000);
});
