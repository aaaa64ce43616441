import { describe, expect, it } from 'vitest';
import { readRunContext } from '../../src/github/event.js';
import {
  BASE_SHA,
  HEAD_SHA,
  pullRequestPayload,
  pushPayload,
  runnerEnv,
  workflowDispatchPayload,
  writePayload,
  ZERO_SHA,
} from '../support/webhook-payloads.js';

async function contextFor(eventName: string, payload: Record<string, unknown>) {
  const eventPath = await writePayload(payload);
  return readRunContext(
    runnerEnv({ eventName, eventPath, payload, apiUrl: 'http://127.0.0.1:1/api' }),
  );
}

describe('readRunContext', () => {
  it('reads a same-repository pull request', async () => {
    const ctx = await contextFor('pull_request', pullRequestPayload({ number: 12, draft: true }));
    expect(ctx.repo).toEqual({
      owner: 'octo-org',
      name: 'articles',
      fullName: 'octo-org/articles',
      private: false,
      defaultBranch: 'main',
    });
    expect(ctx.pullRequest).toMatchObject({
      number: 12,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      headRepoFullName: 'octo-org/articles',
      isFork: false,
      draft: true,
    });
    expect(ctx.push).toBeUndefined();
    expect(ctx.runUrl).toBe('https://github.com/octo-org/articles/actions/runs/4242');
    expect(ctx.apiUrl).toBe('http://127.0.0.1:1/api');
  });

  it('flags a fork, and a pull request whose fork was deleted, as forks', async () => {
    const fork = await contextFor('pull_request', pullRequestPayload({ fork: true }));
    expect(fork.pullRequest?.isFork).toBe(true);
    expect(fork.pullRequest?.headRepoFullName).toBe('contributor/articles');
    const gone = await contextFor('pull_request', pullRequestPayload({ fork: 'deleted' }));
    expect(gone.pullRequest).toMatchObject({ isFork: true, headRepoFullName: null });
  });

  it('reads synchronize like opened', async () => {
    const ctx = await contextFor(
      'pull_request',
      pullRequestPayload({ action: 'synchronize', number: 3 }),
    );
    expect(ctx.pullRequest).toMatchObject({ number: 3, headSha: HEAD_SHA, isFork: false });
  });

  it('reads pushes: ordinary, branch creation, branch deletion, tags', async () => {
    const push = await contextFor('push', pushPayload());
    expect(push.push).toEqual({
      before: BASE_SHA,
      after: HEAD_SHA,
      ref: 'refs/heads/main',
      branch: 'main',
      created: false,
      deleted: false,
      forced: false,
    });
    expect(push.sha).toBe(HEAD_SHA);

    const created = await contextFor(
      'push',
      pushPayload({ created: true, ref: 'refs/heads/topic' }),
    );
    expect(created.push).toMatchObject({ before: ZERO_SHA, created: true, branch: 'topic' });

    const deleted = await contextFor(
      'push',
      pushPayload({ deleted: true, ref: 'refs/heads/topic' }),
    );
    expect(deleted.push).toMatchObject({ after: ZERO_SHA, deleted: true });

    const tag = await contextFor('push', pushPayload({ ref: 'refs/tags/v1' }));
    expect(tag.push?.branch).toBeUndefined();
  });

  it('reads workflow_dispatch without PR or push details', async () => {
    const ctx = await contextFor('workflow_dispatch', workflowDispatchPayload());
    expect(ctx.eventName).toBe('workflow_dispatch');
    expect(ctx.pullRequest).toBeUndefined();
    expect(ctx.push).toBeUndefined();
    expect(ctx.ref).toBe('refs/heads/main');
  });

  it('links to the attempt on a re-run', async () => {
    const payload = pushPayload();
    const env = runnerEnv({ eventName: 'push', eventPath: await writePayload(payload), payload });
    const ctx = readRunContext({
      ...env,
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_SERVER_URL: 'https://ghe.example/',
    });
    expect(ctx.runUrl).toBe('https://ghe.example/octo-org/articles/actions/runs/4242/attempts/2');
  });

  it.each([
    [undefined, 1000],
    ['10', 10],
    ['0', 1000],
    ['1001', 1000],
    ['2.5', 1000],
    ['soon', 1000],
  ])('MD_PLATFORM_RETRY_UNIT_MS=%s gives a back-off unit of %i ms', (value, unit) => {
    const env = { GITHUB_REPOSITORY: 'a/b', GITHUB_WORKSPACE: '/ws' };
    expect(
      readRunContext(value === undefined ? env : { ...env, MD_PLATFORM_RETRY_UNIT_MS: value })
        .retryUnitMs,
    ).toBe(unit);
  });

  it('works without an event file (CLI) and fails clearly on a broken one', async () => {
    const ctx = readRunContext({ GITHUB_REPOSITORY: 'a/b', GITHUB_WORKSPACE: '/ws' });
    expect(ctx).toMatchObject({
      eventName: 'unknown',
      repo: { fullName: 'a/b' },
      workspace: '/ws',
    });

    expect(() =>
      readRunContext({ GITHUB_REPOSITORY: 'a/b', GITHUB_EVENT_PATH: '/nonexistent/event.json' }),
    ).toThrow(/Cannot read the event payload/);
    const bad = await writePayload({});
    const { writeFile } = await import('node:fs/promises');
    await writeFile(bad, '{not json');
    expect(() => readRunContext({ GITHUB_REPOSITORY: 'a/b', GITHUB_EVENT_PATH: bad })).toThrow(
      /not valid JSON/,
    );
    expect(() => readRunContext({ GITHUB_REPOSITORY: 'nonsense' })).toThrow(/owner\/name/);
  });
});
