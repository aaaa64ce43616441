import { afterEach, describe, expect, it } from 'vitest';
import { createOctokit, tokenLogin } from '../../src/github/octokit.js';
import {
  commentMarker,
  findOwnComments,
  upsertStickyComment,
} from '../../src/github/sticky-comment.js';
import {
  type EmulatorSeed,
  type GitHubEmulator,
  startGitHubEmulator,
  TOKENS,
} from '../support/github-emulator.js';

const emulators: GitHubEmulator[] = [];
afterEach(async () => {
  while (emulators.length) await emulators.pop()?.close();
});

async function setup(seed: EmulatorSeed = {}, token: string = TOKENS.actions) {
  const gh = await startGitHubEmulator(seed);
  emulators.push(gh);
  const octokit = createOctokit(token, { baseUrl: gh.url, waitUnitMs: 1 });
  const login = await tokenLogin(octokit);
  gh.requests.length = 0;
  const upsert = (body: string, tag = 'md-platform', issueNumber = 5) =>
    upsertStickyComment(octokit, {
      owner: 'octo-org',
      repo: 'articles',
      issueNumber,
      tag,
      body,
      login,
    });
  return { gh, upsert, login };
}

describe('upsertStickyComment', () => {
  it('creates on the first run, updates on the next, leaves an identical body alone', async () => {
    const { gh, upsert, login } = await setup();
    expect(login).toBe('github-actions[bot]');

    const first = await upsert('| file | status |\n|---|---|\n| a.md | converted |');
    expect(first.action).toBe('created');
    expect(first.url).toMatch(
      /^https:\/\/github\.com\/octo-org\/articles\/pull\/5#issuecomment-\d+$/,
    );
    expect(gh.comments(5)).toHaveLength(1);
    expect(gh.comments(5)[0].body).toBe(
      `${commentMarker('md-platform')}\n| file | status |\n|---|---|\n| a.md | converted |`,
    );
    // One list page, one write, and one more list to catch a copy a concurrent run made.
    expect(gh.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET']);

    gh.requests.length = 0;
    const second = await upsert('No Markdown file in this pull request changes any more.');
    expect(second).toMatchObject({ action: 'updated', url: first.url });
    expect(gh.comments(5)).toHaveLength(1);
    expect(gh.comments(5)[0].body).toContain('No Markdown file');
    expect(gh.requests.map((r) => r.method)).toEqual(['GET', 'PATCH']);

    gh.requests.length = 0;
    const third = await upsert('No Markdown file in this pull request changes any more.');
    expect(third.action).toBe('unchanged');
    expect(gh.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('never edits a comment by someone else that carries the marker', async () => {
    const forged = `${commentMarker('md-platform')}\nI copied your marker`;
    const { gh, upsert } = await setup({
      issueComments: [
        { issueNumber: 5, login: 'stranger', body: forged },
        { issueNumber: 5, login: 'github-actions[bot]', body: 'an unrelated bot comment' },
      ],
    });
    const result = await upsert('our preview');
    expect(result.action).toBe('created');
    const comments = gh.comments(5);
    expect(comments).toHaveLength(3);
    expect(comments[0]).toMatchObject({ login: 'stranger', body: forged });
    expect(comments[1].body).toBe('an unrelated bot comment');
    expect(comments[2]).toMatchObject({ login: 'github-actions[bot]' });
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('keeps one comment per tag', async () => {
    const { gh, upsert } = await setup();
    await upsert('docs preview', 'docs');
    await upsert('blog preview', 'blog');
    await upsert('docs preview v2', 'docs');
    const bodies = gh.comments(5).map((c) => c.body);
    expect(bodies).toEqual([
      `${commentMarker('docs')}\ndocs preview v2`,
      `${commentMarker('blog')}\nblog preview`,
    ]);
  });

  it('finds its comment past the first page of a long discussion', async () => {
    const chatter = Array.from({ length: 230 }, (_, i) => ({
      issueNumber: 5,
      login: 'maintainer',
      body: `comment ${i}`,
    }));
    const { gh, upsert } = await setup({ issueComments: chatter });
    await upsert('v1');
    gh.requests.length = 0;
    const again = await upsert('v2');
    expect(again.action).toBe('updated');
    expect(gh.comments(5).filter((c) => c.body.includes('v2'))).toHaveLength(1);
    expect(gh.requests.filter((r) => r.method === 'GET').map((r) => r.query.page ?? '1')).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('explains a 403 from a read-only token (fork pull request)', async () => {
    const { gh, upsert, login } = await setup({}, TOKENS.readOnly);
    expect(login).toBe('github-actions[bot]');
    await expect(upsert('preview')).rejects.toMatchObject({
      name: 'GitHubError',
      code: 'comment_forbidden',
      status: 403,
      message: expect.stringMatching(/read-only.*fork.*pull-requests: write/s),
    });
    expect(gh.comments(5)).toHaveLength(0);
  });

  it('matches the author of a personal token by its login', async () => {
    const { gh, upsert, login } = await setup({}, TOKENS.maintainer);
    expect(login).toBe('maintainer');
    await upsert('v1');
    expect((await upsert('v2')).action).toBe('updated');
    expect(gh.comments(5)).toHaveLength(1);
  });

  it('does not leave two comments when a create got a 502 after it was applied', async () => {
    const { gh, upsert } = await setup();
    gh.faults.add({
      method: 'POST',
      path: /\/issues\/5\/comments$/,
      status: 502,
      afterApply: true,
    });
    const result = await upsert('preview');
    expect(result.action).toBe('created');
    expect(gh.comments(5)).toHaveLength(1);
    expect(gh.requests.map((r) => `${r.method} ${r.status}`)).toEqual([
      'GET 200',
      'POST 502',
      'GET 200',
      'GET 200',
    ]);
  });

  it('creates once more when the 502 means the create never happened', async () => {
    const { gh, upsert } = await setup();
    gh.faults.add({ method: 'POST', path: /\/issues\/5\/comments$/, status: 502 });
    expect((await upsert('preview')).action).toBe('created');
    expect(gh.comments(5)).toHaveLength(1);
    expect(gh.requests.map((r) => `${r.method} ${r.status}`)).toEqual([
      'GET 200',
      'POST 502',
      'GET 200',
      'POST 201',
      'GET 200',
    ]);
  });

  it('a run that lost the race removes its own copy and writes its text into the oldest', async () => {
    const marker = commentMarker('md-platform');
    const { gh, upsert } = await setup({
      issueComments: [
        { issueNumber: 5, login: 'maintainer', body: 'LGTM' },
        { issueNumber: 5, login: 'github-actions[bot]', body: `${marker}\nother run` },
      ],
    });
    // The other run's comment is not listed yet when this run looks: it creates its own.
    gh.faults.add({ method: 'GET', path: /\/issues\/5\/comments$/, status: 200, body: [] });
    const result = await upsert('this run');
    const comments = gh.comments(5);
    expect(comments.map((c) => c.body)).toEqual(['LGTM', `${marker}\nthis run`]);
    expect(result).toMatchObject({ action: 'updated', id: comments[1].id, removed: 1 });
    expect(gh.requests.map((r) => `${r.method} ${r.status}`)).toEqual([
      'GET 200',
      'POST 201',
      'GET 200',
      'DELETE 204',
      'PATCH 200',
    ]);
  });

  it('a later run cleans up copies an earlier race left, keeping the oldest', async () => {
    const marker = commentMarker('md-platform');
    const { gh, upsert } = await setup({
      issueComments: [
        { issueNumber: 5, login: 'github-actions[bot]', body: `${marker}\nfirst` },
        { issueNumber: 5, login: 'stranger', body: `${marker}\nnot ours` },
        { issueNumber: 5, login: 'github-actions[bot]', body: `${marker}\nsecond` },
      ],
    });
    const oldest = gh.comments(5)[0].id;
    const result = await upsert('third');
    expect(result).toMatchObject({ action: 'updated', id: oldest, removed: 1 });
    expect(gh.comments(5).map((c) => [c.login, c.body])).toEqual([
      ['github-actions[bot]', `${marker}\nthird`],
      ['stranger', `${marker}\nnot ours`],
    ]);
  });

  it('names an exhausted rate limit as such, not as a missing permission', async () => {
    const { gh, upsert } = await setup();
    const reset = Math.floor(Date.now() / 1000) + 1800;
    gh.faults.add({
      method: 'POST',
      path: /\/issues\/5\/comments$/,
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      body: { message: 'API rate limit exceeded for installation ID 1.' },
    });
    const error = (await upsert('preview').catch((e: unknown) => e)) as Error;
    expect(error).toMatchObject({ code: 'github_rate_limited', status: 403 });
    expect(error.message).toMatch(/API rate limit .*exhausted/);
    expect(error.message).toContain(`${new Date(reset * 1000).toISOString().slice(11, 19)} UTC`);
    expect(error.message).not.toMatch(/pull-requests: write/);
  });

  it('refuses a body GitHub would reject, before calling it', async () => {
    const { gh, upsert } = await setup();
    await expect(upsert('x'.repeat(65_536))).rejects.toMatchObject({ code: 'comment_too_long' });
    expect(gh.requests).toHaveLength(0);
  });

  it('lists the comments while the token user is still being looked up', async () => {
    const { gh } = await setup();
    gh.faults.add({ method: 'GET', path: /^\/user$/, status: 401, delayMs: 200 });
    // A personal token: GITHUB_TOKEN's login is known without asking (octokit.ts).
    const octokit = createOctokit(TOKENS.maintainer, { baseUrl: gh.url, waitUnitMs: 1 });
    const target = { owner: 'octo-org', repo: 'articles', issueNumber: 5, tag: 'md-platform' };
    const failed = await upsertStickyComment(octokit, {
      ...target,
      body: 'text',
      login: tokenLogin(octokit),
    }).catch((error: Error) => error);
    expect(String(failed)).toMatch(/identify the token user/);
    // Both lookups went out together, one round trip instead of two (the list went out
    // before the refused lookup answered, 200 ms late); nothing was written.
    expect(gh.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /repos/octo-org/articles/issues/5/comments',
      'GET /user',
    ]);
    // A lookup that fails after the call gave up early is not left unhandled.
    gh.faults.add({ method: 'GET', path: /^\/user$/, status: 401, delayMs: 50 });
    const tooLong = await upsertStickyComment(octokit, {
      ...target,
      body: 'x'.repeat(70_000),
      login: tokenLogin(octokit),
    }).catch((error: Error) => error);
    expect(String(tooLong)).toMatch(/at most 65536/);
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('writes with comments found ahead of time, and posts anew when that one was deleted since', async () => {
    const { gh, upsert, login } = await setup();
    const first = await upsert('first');
    const octokit = createOctokit(TOKENS.actions, { baseUrl: gh.url, waitUnitMs: 1 });
    const place = {
      owner: 'octo-org',
      repo: 'articles',
      issueNumber: 5,
      tag: 'md-platform',
      login,
    };
    const write = (body: string) =>
      upsertStickyComment(octokit, { ...place, body, found: findOwnComments(octokit, place) });

    gh.requests.length = 0;
    const second = await write('second');
    expect(second).toMatchObject({ action: 'updated', id: first.id });
    expect(gh.requests.map((r) => r.method)).toEqual(['GET', 'PATCH']);

    // Found, then deleted by someone before the run came to write it.
    const found = findOwnComments(octokit, place);
    expect((await found).map((c) => c.id)).toEqual([first.id]);
    await octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
      owner: 'octo-org',
      repo: 'articles',
      comment_id: first.id,
    });
    gh.requests.length = 0;
    const third = await upsertStickyComment(octokit, { ...place, body: 'third', found });
    expect(third.action).toBe('created');
    expect(gh.comments(5).map((c) => c.body)).toEqual([`${commentMarker('md-platform')}\nthird`]);
    expect(gh.requests.map((r) => r.method)).toEqual(['PATCH', 'POST', 'GET']);
  });

  it('keeps a hostile tag inside the hidden marker', () => {
    const marker = commentMarker('a --> <img src=x>');
    expect(marker).toBe('<!-- md-platform:comment:a_--___img_src_x_ -->');
    expect(marker.indexOf('-->')).toBe(marker.length - 3);
  });
});
