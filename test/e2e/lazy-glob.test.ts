import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE, actionFixtures } from '../support/action-fixture.js';
import { TOKENS } from '../support/github-emulator.js';
import type { ActionRun } from '../support/run-action.js';

/**
 * A module hook that lists every file of dist/ the action loads. @actions/glob is a chunk
 * of its own, found by what it holds (chunk names change from build to build).
 */
const HOOK = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(
  "export async function load(url, context, next) { if (url.startsWith('file:') && url.includes('/dist/')) process.stderr.write('LOADED ' + new URL(url).pathname + '\\\\n'); return next(url, context); }"
));
`;
const GLOBBER = "Search path '";

const fixture = actionFixtures();
let hook: string;
beforeAll(async () => {
  hook = join(await mkdtemp(join(tmpdir(), 'lazy-glob-')), 'hook.mjs');
  await writeFile(hook, HOOK);
});

async function loadsGlobber(run: ActionRun): Promise<boolean> {
  const files = [...run.stderr.matchAll(/^LOADED (.+)$/gm)].map((m) => m[1]);
  expect(files.length).toBeGreaterThan(0);
  const sources = await Promise.all(files.map((f) => readFile(f, 'utf8')));
  return sources.some((source) => source.includes(GLOBBER));
}

describe('@actions/glob loads only when the run walks the checkout (dist/index.js)', () => {
  it('a pull request with changed-only lists its files from GitHub and never loads it', async () => {
    const { run } = await fixture({
      files: { 'articles/one.md': ARTICLE },
      pullRequest: { number: 3 },
      changed: ['articles/one.md'],
      inputs: { 'github-token': TOKENS.actions, artifact: 'false' },
      env: { NODE_OPTIONS: `--import ${hook}` },
    });
    const result = await run();
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs.converted).toBe('1');
    expect(await loadsGlobber(result)).toBe(false);
  });

  it('changed-only: false walks the checkout with it', async () => {
    const { run } = await fixture({
      files: { 'articles/one.md': ARTICLE, 'articles/.hidden.md': ARTICLE },
      inputs: { 'changed-only': 'false', artifact: 'false', 'github-token': TOKENS.actions },
      env: { NODE_OPTIONS: `--import ${hook}` },
    });
    const result = await run();
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs.converted).toBe('2');
    expect(await loadsGlobber(result)).toBe(true);
  });
});
