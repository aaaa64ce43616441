import { afterEach, describe, expect, it } from 'vitest';
import { actionFixtures, filesOutput } from '../support/action-fixture.js';
import { TOKENS } from '../support/github-emulator.js';
import { startSandboxServe } from '../support/sandbox-serve.js';

const KEY = 'wme_readiness_e2e_key_01';
const DRAFT_INPUTS = {
  'api-key': KEY,
  'app-id': 'wx_app_id_readiness_01',
  'app-secret': 'app_secret_readiness_value_01',
};
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
// 38 characters: the platform refuses the draft at merge time.
const TITLE = 'How we cut the build time of an app 9×';
const LONG_TITLE = `---
cover: img/cover.png
title: ${TITLE}
author: <b>@octo-org</b>
---
Our **build** took 20 minutes; this is how it came down to two, one step at a time.
`;

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

const fixture = actionFixtures();

async function pullRequest(inputs: Record<string, string>) {
  const { serve } = await startSandboxServe([KEY]);
  servers.push(serve);
  const { gh, run: runEvent } = await fixture({
    files: { 'articles/long.md': LONG_TITLE, 'articles/img/cover.png': PNG },
    pullRequest: { number: 4 },
    changed: [{ filename: 'articles/long.md', status: 'added' }],
    inputs: {
      files: 'articles/**/*.md',
      'github-token': TOKENS.actions,
      'api-url': serve.url,
      ...inputs,
    },
  });
  return { run: await runEvent(), gh };
}

describe('draft readiness on the pull request', () => {
  it('with draft inputs set, a 38-character title fails the PR with an annotation on the title line', async () => {
    const { run, gh } = await pullRequest(DRAFT_INPUTS);
    expect(run.code, run.stdout.slice(-3000)).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error' && a.file);
    expect(errors).toEqual([
      {
        level: 'error',
        file: 'articles/long.md',
        line: 3,
        title: 'md-platform: title_too_long',
        message: 'The title is 38 characters; the platform accepts at most 32 in a draft.',
      },
    ]);
    // The preview is still made: the writer sees the page while fixing the title.
    expect(filesOutput(run.outputs)[0].status).toBe('converted');
    const [comment] = gh.comments(4);
    expect(comment.body).toContain('articles/long.md:3** — The title is 38 characters');
    // The feed card: the reader's view, escaped like everything else.
    // At the level of the comment's other sections (#### Findings), and of the summary's (###).
    expect(comment.body).toMatch(/^#### In the feed$/m);
    expect(comment.body).toContain('Cover: yes');
    expect(comment.body).not.toContain('<b>');
    expect(comment.body).not.toContain('@octo-org');
    expect(comment.body).toContain('Our build took 20 minutes; this is how it came down to');
    expect(comment.body).toContain('| File | Status | Characters | Reading time | Findings |');
    expect(run.summary).toMatch(/^### In the feed$/m);
    expect(run.summary).toMatch(/^### Findings$/m);
    expect(run.summary).toContain('| Characters |');
  });

  it('without draft inputs the same title is a warning and the PR passes', async () => {
    const { run } = await pullRequest({});
    expect(run.code, run.stdout.slice(-3000)).toBe(0);
    expect(
      run.annotations.filter((a) => a.file === 'articles/long.md').map((a) => [a.level, a.line]),
    ).toEqual([['warning', 3]]);
  });
});
