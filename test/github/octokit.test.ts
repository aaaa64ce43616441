import { afterEach, describe, expect, it } from 'vitest';
import { DETAIL_MAX } from '../../src/github/describe-error.js';
import { createOctokit, toGitHubError, tokenLogin } from '../../src/github/octokit.js';
import { type GitHubEmulator, startGitHubEmulator, TOKENS } from '../support/github-emulator.js';
import { memoryLog } from './log.js';

const emulators: GitHubEmulator[] = [];
afterEach(async () => {
  while (emulators.length) await emulators.pop()?.close();
});

async function setup(options: { retries?: number; maxRetryAfter?: number } = {}) {
  const gh = await startGitHubEmulator({
    pulls: { 1: { files: [{ filename: 'a.md', status: 'added' }] } },
  });
  emulators.push(gh);
  const log = memoryLog();
  // One wait unit = 1 ms, so "retry-after: 2" waits 2 ms here and 2 s in a run.
  const octokit = createOctokit(TOKENS.actions, {
    baseUrl: gh.url,
    waitUnitMs: 1,
    log,
    ...options,
  });
  const listFiles = () =>
    octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
      owner: 'octo-org',
      repo: 'articles',
      pull_number: 1,
    });
  const comment = () =>
    octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner: 'octo-org',
      repo: 'articles',
      issue_number: 1,
      body: 'hi',
    });
  return { gh, octokit, log, listFiles, comment };
}

const secondaryLimit = (retryAfter: string) => ({
  status: 403,
  headers: { 'retry-after': retryAfter },
  body: {
    message:
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
  },
});

describe('createOctokit', () => {
  it('retries a GET after 502s and a dropped connection', async () => {
    const { gh, listFiles } = await setup();
    gh.faults.add({ method: 'GET', path: /\/files$/, status: 502, times: 2 });
    gh.faults.add({ method: 'GET', path: /\/files$/, status: 0, destroy: true });
    const { data } = await listFiles();
    expect(data.map((f) => f.filename)).toEqual(['a.md']);
    expect(gh.requests.map((r) => r.status)).toEqual([502, 502, -1, 200]);
  });

  it('gives up on a GET after the configured number of retries', async () => {
    const { gh, listFiles } = await setup({ retries: 2 });
    gh.faults.add({ method: 'GET', path: /\/files$/, status: 503, times: 10 });
    await expect(listFiles()).rejects.toMatchObject({ status: 503 });
    expect(gh.requests).toHaveLength(3);
  });

  it('never repeats a POST that got a 5xx: it may have been applied', async () => {
    const { gh, comment } = await setup();
    gh.faults.add({ method: 'POST', path: /\/comments$/, status: 502, afterApply: true });
    await expect(comment()).rejects.toMatchObject({ status: 502 });
    expect(gh.requests).toHaveLength(1);
    expect(gh.comments(1)).toHaveLength(1);
  });

  it('waits out a secondary rate limit (retry-after) on reads and writes', async () => {
    const { gh, listFiles, comment, log } = await setup();
    gh.faults.add({ method: 'GET', path: /\/files$/, ...secondaryLimit('2') });
    gh.faults.add({ method: 'POST', path: /\/comments$/, ...secondaryLimit('1'), times: 2 });
    await listFiles();
    await comment();
    expect(gh.requests.map((r) => `${r.method} ${r.status}`)).toEqual([
      'GET 403',
      'GET 200',
      'POST 403',
      'POST 403',
      'POST 201',
    ]);
    expect(gh.comments(1)).toHaveLength(1);
    expect(
      log.warnings().filter((w) => /secondary rate limit.*retrying after/.test(w)),
    ).toHaveLength(3);
  });

  it('gives up on a rate limit after the retry budget or when asked to wait too long', async () => {
    const { gh, listFiles } = await setup({ retries: 2, maxRetryAfter: 60 });
    gh.faults.add({ method: 'GET', path: /\/files$/, ...secondaryLimit('1'), times: 5 });
    await expect(listFiles()).rejects.toMatchObject({ status: 403 });
    expect(gh.requests).toHaveLength(3);

    gh.requests.length = 0;
    const next = await setup({ retries: 2, maxRetryAfter: 60 });
    next.gh.faults.add({ method: 'GET', path: /\/files$/, ...secondaryLimit('3600') });
    await expect(next.listFiles()).rejects.toMatchObject({ status: 403 });
    expect(next.gh.requests).toHaveLength(1);
    // Giving up is not annotated here: the caller reports the failure once, naming the limit.
    expect(next.log.warnings()).toEqual([]);
    expect(next.log.lines.at(-1)?.message).toMatch(/giving up \(asked to wait 3600s\)/);
  });

  it('honours a 429 secondary limit too', async () => {
    const { gh, listFiles } = await setup();
    gh.faults.add({ method: 'GET', path: /\/files$/, ...secondaryLimit('1'), status: 429 });
    await listFiles();
    expect(gh.requests.map((r) => r.status)).toEqual([429, 200]);
  });
});

describe('toGitHubError', () => {
  const failure = (call: () => Promise<unknown>) =>
    call().then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => toGitHubError(error, 'list the files of pull request #1'),
    );

  it('names a persistent secondary limit and one asking to wait over 60 s as rate limits', async () => {
    const persistent = await setup({ retries: 2 });
    persistent.gh.faults.add({ method: 'GET', path: /\/files$/, ...secondaryLimit('1'), times: 9 });
    const first = await failure(persistent.listFiles);
    expect(first).toMatchObject({ code: 'github_rate_limited', status: 403 });
    expect(first.message).toMatch(/secondary rate limit .*exhausted.*resets at \d\d:\d\d:\d\d UTC/);
    expect(first.message).not.toMatch(/lack the permission/);

    const long = await setup();
    long.gh.faults.add({ method: 'GET', path: /\/files$/, ...secondaryLimit('600'), status: 429 });
    const second = await failure(long.listFiles);
    expect(second.code).toBe('github_rate_limited');
    expect(second.message).toMatch(/secondary rate limit.*\(in 10 min\)/);
  });

  it('names an exhausted primary limit with the time it resets', async () => {
    const { gh, listFiles } = await setup();
    const reset = Math.floor(Date.now() / 1000) + 3000;
    gh.faults.add({
      method: 'GET',
      path: /\/files$/,
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      body: { message: 'API rate limit exceeded for installation ID 1.' },
    });
    const error = await failure(listFiles);
    expect(error.code).toBe('github_rate_limited');
    expect(error.message).toContain(
      `API rate limit for this token is exhausted, so the action could not list the files of pull request #1. It resets at ${new Date(reset * 1000).toISOString().slice(11, 19)} UTC`,
    );
  });

  it('quotes a short excerpt of an HTML error page, not the page', async () => {
    const { gh, listFiles } = await setup({ retries: 0 });
    const page = `<!DOCTYPE html><html><head><style>body{color:red}</style><title>502 Bad Gateway</title></head><body>${'<p>Unicorn says no. </p>'.repeat(900)}</body></html>`;
    expect(page.length).toBeGreaterThan(20_000);
    gh.faults.add({ method: 'GET', path: /\/files$/, status: 502, html: page });
    const error = await failure(listFiles);
    expect(error.message).toMatch(
      /^Could not list the files of pull request #1: 502 502 Bad Gateway Unicorn says no\./,
    );
    expect(error.message).not.toContain('<');
    expect(error.message.length).toBeLessThan(DETAIL_MAX + 100);
  });
});

describe('tokenLogin', () => {
  it('reads the user of a personal token and takes github-actions[bot] for GITHUB_TOKEN, unasked', async () => {
    const gh = await startGitHubEmulator();
    emulators.push(gh);
    expect(await tokenLogin(createOctokit(TOKENS.maintainer, { baseUrl: gh.url }))).toBe(
      'maintainer',
    );
    expect(gh.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(['GET /user 200']);
    // An installation token (ghs_) is refused GET /user: it is not sent to be refused.
    expect(await tokenLogin(createOctokit(TOKENS.actions, { baseUrl: gh.url }))).toBe(
      'github-actions[bot]',
    );
    expect(gh.requests).toHaveLength(1);
  });

  it('takes github-actions[bot] for any other token GitHub refuses GET /user', async () => {
    const gh = await startGitHubEmulator();
    emulators.push(gh);
    gh.faults.add({ method: 'GET', path: /^\/user$/, status: 403 });
    expect(await tokenLogin(createOctokit(TOKENS.maintainer, { baseUrl: gh.url }))).toBe(
      'github-actions[bot]',
    );
    expect(gh.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(['GET /user 403']);
  });

  it('reports a bad token without revealing it', async () => {
    const gh = await startGitHubEmulator();
    emulators.push(gh);
    const secret = 'ghp_not_a_real_token_0123456789';
    const error = await tokenLogin(createOctokit(secret, { baseUrl: gh.url })).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'GitHubError', code: 'github_unauthorized', status: 401 });
    expect(String((error as Error).message)).toMatch(/github-token/);
    expect(JSON.stringify(error)).not.toContain(secret);
    expect((error as Error).message).not.toContain(secret);
  });
});
