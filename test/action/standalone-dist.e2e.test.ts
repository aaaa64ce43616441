import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionFixtures, DOCS_RUN, makeWorkspace } from '../support/action-fixture.js';
import { dist } from '../support/dist.js';

/**
 * The runner executes dist/ from a checkout of this repository at the tag: there is no
 * node_modules beside it. Everything a run needs must be inside the bundle, or it fails
 * (or, worse, quietly degrades) only for users. These tests run a copy of dist/ alone.
 */
const DOC = [
  '# Standalone',
  '',
  '```js',
  'const answer = 42;',
  '```',
  '',
  '```python',
  'def greet(name):',
  '    return f"hi {name}"',
  '```',
  '',
].join('\n');

let copy: string;
const fixture = actionFixtures();

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'md-platform-release-'));
  await cp(dist(), join(copy, 'dist'), { recursive: true });
  await cp(resolve(import.meta.dirname, '../../action.yml'), join(copy, 'action.yml'));
});

/** Keywords of both fences came out as styled spans: their grammars were in the bundle. */
function expectHighlighted(html: string) {
  expect(html).toMatch(/<span style="[^"]*">const<\/span>/);
  expect(html).toMatch(/<span style="[^"]*">def<\/span>/);
}

describe('dist/ without node_modules, as the runner has it', () => {
  it('the action converts with highlighted code', async () => {
    const { run: runEvent } = await fixture({
      files: { 'docs/a.md': DOC },
      inputs: DOCS_RUN,
      options: { entry: join(copy, 'dist', 'index.js') },
    });
    const run = await runEvent();
    expect(run.code, run.stdout.slice(-1500)).toBe(0);
    expect(run.outputs.converted).toBe('1');
    expectHighlighted(await readFile(join(run.outputDir, 'docs/a.md.html'), 'utf8'));
  });

  it('the CLI converts with highlighted code', async () => {
    const workspace = await makeWorkspace({ 'a.md': DOC });
    const cli = spawnSync(
      process.execPath,
      [join(copy, 'dist', 'cli', 'index.js'), 'convert', 'a.md', '--out', 'out'],
      { cwd: workspace, encoding: 'utf8' },
    );
    expect(cli.status, cli.stderr).toBe(0);
    expectHighlighted(await readFile(join(workspace, 'out', 'a.md.html'), 'utf8'));
  });
});

describe('the JavaScript in dist/', () => {
  /** Every .js file of the copy, with its text. */
  async function sources(): Promise<{ file: string; text: string }[]> {
    const files = (await readdir(join(copy, 'dist'), { recursive: true })).filter((f) =>
      f.endsWith('.js'),
    );
    expect(files.length).toBeGreaterThan(10);
    return Promise.all(
      files.map(async (file) => ({ file, text: await readFile(join(copy, 'dist', file), 'utf8') })),
    );
  }

  it('loads http and https with require(), never as ES modules', async () => {
    // On Node 22 and later an ES import of either reads every export, and three of them load
    // Node's own fetch stack (~30 ms of each run's start-up) for classes nothing here uses.
    const all = await sources();
    const importing = all.filter(({ text }) => /^import [^;]*from\s*"(node:)?https?";/m.test(text));
    expect(importing.map(({ file }) => file)).toEqual([]);
    expect(
      all.filter(({ text }) => /__require\("node:https?"\)/.test(text)).length,
    ).toBeGreaterThan(0);
  });

  it('is ASCII, so Node reads and V8 holds it as one-byte text', async () => {
    // One regex literal of markdown-it's typographer keeps its '…': esbuild writes regex
    // literals as they are, and a character there is code.
    const wide = (await sources()).filter(({ text }) =>
      /[\u0080-\u{10ffff}]/u.test(text.replace('/([?!])…/g', '')),
    );
    expect(wide.map(({ file }) => file)).toEqual([]);
  });
});
