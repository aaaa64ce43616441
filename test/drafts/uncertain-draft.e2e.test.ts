import { afterEach, describe, expect, it } from 'vitest';
import { actionFixtures, draftsOutput } from '../support/action-fixture.js';
import { startFaultProxy } from '../support/fault-proxy.js';
import { TOKENS } from '../support/github-emulator.js';
import { startSandboxServe } from '../support/sandbox-serve.js';

const KEY = 'wme_uncertain_e2e_key_01';

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
const fixture = actionFixtures();

describe('a draft call without a clear answer', () => {
  it('an HTTP 500 is reported as such, not as a timeout, and is not repeated', async () => {
    const { serve } = await startSandboxServe([KEY]);
    const proxy = await startFaultProxy(serve.url);
    servers.push(serve, proxy);
    proxy.inject({ type: 'status', status: 500 }, { path: '/api/v1/article-draft', times: 5 });
    const { run: runEvent } = await fixture({
      files: { 'articles/a.md': '---\ncover: https://img.example/c.jpg\n---\n# A\n' },
      push: {},
      changed: ['articles/a.md'],
      inputs: {
        files: 'articles/**/*.md',
        'api-key': KEY,
        'app-id': 'wx_app_id_uncertain_01',
        'app-secret': 'app_secret_uncertain_value_01',
        'api-url': proxy.url,
        'github-token': TOKENS.actions,
      },
    });
    const run = await runEvent();
    expect(run.code).toBe(1);
    expect(proxy.requests.filter((r) => r.path === '/api/v1/article-draft')).toHaveLength(1);
    const [draft] = draftsOutput(run.outputs);
    expect(draft.status).toBe('uncertain');
    expect(draft.reason).toBe(
      'The service answered 500 after the request was sent; the draft may exist: check the draft box before running again. If the draft box does not have it, name it in `redraft` to draft it.',
    );
    expect(run.stdout).not.toMatch(/timed out/);
  });
});
