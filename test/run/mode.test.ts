import { describe, expect, it } from 'vitest';
import type { RunContext } from '../../src/github/event.js';
import { DRAFTS_NEED_SECRETS, resolveMode } from '../../src/run/mode.js';
import type { Mode } from '../../src/settings/config.js';

function context(eventName: string, push?: { branch?: string; deleted?: boolean }): RunContext {
  return {
    eventName,
    repo: { owner: 'o', name: 'r', fullName: 'o/r', defaultBranch: 'main' },
    sha: 'abc',
    ref: push?.branch ? `refs/heads/${push.branch}` : '',
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    runUrl: 'https://github.com/o/r/actions/runs/1',
    workspace: '/w',
    push: push ? { branch: push.branch, deleted: push.deleted ?? false } : undefined,
  } as RunContext;
}

const ALL = { apiKey: 'wme_k', appId: 'id', appSecret: 'secret' };
const NONE = {};

describe('resolveMode', () => {
  it.each<[string, Mode, RunContext, object, string | undefined, string | undefined]>([
    // setting, event, credentials, draft-branch -> mode
    ['auto: a pull request previews', 'auto', context('pull_request'), ALL, undefined, 'preview'],
    [
      'auto: pull_request_target previews',
      'auto',
      context('pull_request_target'),
      ALL,
      undefined,
      'preview',
    ],
    [
      'auto: a push to the default branch drafts',
      'auto',
      context('push', { branch: 'main' }),
      ALL,
      undefined,
      'draft',
    ],
    [
      'auto: a push to another branch converts',
      'auto',
      context('push', { branch: 'dev' }),
      ALL,
      undefined,
      'convert',
    ],
    [
      'auto: a push to draft-branch drafts',
      'auto',
      context('push', { branch: 'publish' }),
      ALL,
      'publish',
      'draft',
    ],
    [
      'auto: draft-branch moves drafting off the default branch',
      'auto',
      context('push', { branch: 'main' }),
      ALL,
      'publish',
      'convert',
    ],
    [
      'auto: a deleted draft branch converts',
      'auto',
      context('push', { branch: 'main', deleted: true }),
      ALL,
      undefined,
      'convert',
    ],
    [
      'auto: some credentials still draft (the draft step names the rest)',
      'auto',
      context('push', { branch: 'main' }),
      { apiKey: 'wme_k' },
      undefined,
      'draft',
    ],
    ['auto: a tag push converts', 'auto', context('push', {}), ALL, undefined, 'convert'],
    [
      'auto: a manual run converts',
      'auto',
      context('workflow_dispatch'),
      ALL,
      undefined,
      'convert',
    ],
    [
      'a mode set is kept whatever the event',
      'check',
      context('push', { branch: 'main' }),
      ALL,
      undefined,
      'check',
    ],
    ['draft on a pull request is kept', 'draft', context('pull_request'), NONE, undefined, 'draft'],
  ])('%s', (_, mode, ctx, credentials, draftBranch, expected) => {
    const result = resolveMode({ mode, draftBranch, ...credentials }, ctx);
    expect(result).toEqual({ mode: expected });
  });

  it('auto: a push to the draft branch without any credentials converts, and says why', () => {
    expect(resolveMode({ mode: 'auto' }, context('push', { branch: 'main' }))).toEqual({
      mode: 'convert',
      notice: DRAFTS_NEED_SECRETS,
    });
    expect(DRAFTS_NEED_SECRETS).toMatch(/api-key.*app-id.*app-secret/);
  });
});
