/**
 * Hostile input corpus: each input ends with a clear per-file result, no crash,
 * bounded memory, and nothing from a file name or front matter turns into markup in the
 * PR comment or the gallery. Figures (time, peak RSS) are printed for the closing note;
 * they are reported, not asserted, except the memory bound.
 */
import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/index.js';
import {
  actionFixtures,
  byPath,
  DOCS_RUN,
  draftsOutput,
  filesOutput,
  makeWorkspace,
} from '../support/action-fixture.js';
import { TOKENS } from '../support/github-emulator.js';

const MEMORY_BOUND_MB = 400;
const figures: string[] = [];
const fixture = actionFixtures();
afterAll(() => {
  console.log(['| input | result | peak RSS | time |', '|---|---|---|---|', ...figures].join('\n'));
});

type Files = Record<string, string | Buffer>;

const OK = '# Fine\n\nA normal article.\n';

async function dispatch(
  files: Files,
  inputs: Record<string, string> = {},
  prepare?: (workspace: string) => Promise<void>,
) {
  const workspace = await makeWorkspace(files);
  await prepare?.(workspace);
  const { run } = await fixture({
    workspace,
    inputs: { ...DOCS_RUN, ...inputs },
    options: { measure: true, timeoutMs: 120_000 },
  });
  return run();
}

/** Each file's status and its first error (warnings, such as a missing cover, aside). */
function statuses(outputs: Record<string, string>) {
  return Object.fromEntries(
    filesOutput(outputs).map((f) => {
      const error = f.findings.find((finding) => finding.severity === 'error');
      return [f.path, `${f.status}${error ? `:${error.code}` : ''}`];
    }),
  );
}

function record(input: string, result: string, run: { peakRssMb?: number; wallMs: number }) {
  figures.push(
    `| ${input} | ${result} | ${run.peakRssMb?.toFixed(0) ?? '?'} MB | ${(run.wallMs / 1000).toFixed(2)} s |`,
  );
  expect(run.peakRssMb, 'the child reports its peak memory').toBeGreaterThan(0);
  expect(run.peakRssMb).toBeLessThan(MEMORY_BOUND_MB);
}

/** Each hostile input, the file it is written to, and the result it must get. */
const HOSTILE: [string, string, string | Buffer, string][] = [
  [
    'invalid UTF-8',
    'docs/utf8.md',
    Buffer.from([0x23, 0x20, 0xc3, 0x28, 0x0a, 0xff, 0xfe]),
    'failed:invalid_utf8',
  ],
  [
    'binary file named .md',
    'docs/binary.md',
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0]),
    'failed:binary_file',
  ],
  [
    '10 MB file',
    'docs/big.md',
    `# Big\n\n${'lorem ipsum '.repeat(900_000)}`,
    'failed:file_too_large',
  ],
  [
    '10,000 nested lists',
    'docs/lists.md',
    // Each `- ` opens a list inside the previous item: 10,000 levels in 20,000 characters.
    `${'- '.repeat(10_000)}item\n`,
    'converted',
  ],
  ['10,000 nested quotes', 'docs/quotes.md', `${'>'.repeat(10_000)} deep\n`, 'converted'],
  ['pathological emphasis', 'docs/emphasis.md', `${'*a **a '.repeat(6000)}\n`, 'converted'],
  [
    'pathological links',
    'docs/links.md',
    `${'[a]('.repeat(9000)}\n${'['.repeat(10_000)}\n`,
    'converted',
  ],
  [
    'pathological backticks and autolinks',
    'docs/backticks.md',
    `${'`a'.repeat(10_000)}\n${'<a'.repeat(10_000)}\n`,
    'converted',
  ],
  [
    'YAML alias bomb',
    'docs/aliases.md',
    `---\na: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: [*f,*f,*f,*f,*f,*f,*f,*f,*f]\n---\n# x\n`,
    'failed:invalid_front_matter',
  ],
  // Read through a link to a file outside the checkout: refused, its text never read.
  ['a symbolic link out of the workspace', 'docs/link.md', '', 'failed:path_outside_workspace'],
  [
    'a file name with control characters',
    'docs/bell\u0007tab\tesc\u001b[31mred.md',
    OK,
    'converted',
  ],
];

// Every hostile input in one pull request beside a good file, as an attacker would send
// them: each ends with its own result, and none takes the run or another file down.
describe('hostile inputs, all in one run, with a good file beside', () => {
  let run: Awaited<ReturnType<typeof dispatch>>;
  let result: Record<string, string>;
  beforeAll(async () => {
    const outside = await makeWorkspace({ 'secret.md': '# TOP SECRET CONTENT\n' });
    const files: Files = { 'docs/ok.md': OK };
    for (const [, path, content] of HOSTILE) if (path !== 'docs/link.md') files[path] = content;
    run = await dispatch(files, {}, (ws) =>
      symlink(join(outside, 'secret.md'), join(ws, 'docs/link.md')),
    );
    result = statuses(run.outputs);
  }, 120_000);

  it('ends, converts the good file and stays in bounded memory', () => {
    expect(run.code, run.stderr).not.toBeNull();
    expect(result['docs/ok.md']).toBe('converted');
    expect(Object.keys(result)).toHaveLength(HOSTILE.length + 1);
    record(`all ${HOSTILE.length} hostile inputs at once`, 'each its own result', run);
  });

  it.each(HOSTILE)('%s (%s): %s', (_name, path, _content, expected) => {
    expect(result[path]).toBe(expected);
  });

  it('never shows the linked file’s text, nor a control character in the summary', () => {
    expect(run.allText()).not.toContain('TOP SECRET CONTENT');
    expect(run.summary).not.toContain('\u001b');
  });
});

describe('a pull request of many files', () => {
  it('5,000 files: every one gets a result, in bounded memory', async () => {
    const files: Files = {};
    for (let i = 0; i < 5000; i++)
      files[`docs/d${Math.floor(i / 500)}/f${i}.md`] =
        `# Doc ${i}\n\nText ${i} with **bold** and \`code\`.\n`;
    const run = await dispatch(files, { 'max-files': '5000' });
    expect(run.code, run.stdout.slice(-1000)).toBe(0);
    expect(run.outputs.converted).toBe('5000');
    record('5,000 files', '5000 converted', run);
  }, 180_000);
});

describe('nothing from files becomes markup', () => {
  it('hostile names and front matter stay inert in the PR comment and the gallery', async () => {
    const evil = 'docs/</details><img src=x onerror=alert(1)> @org-team #1 `x` | y.md';
    const title =
      '</details><script>alert(1)</script> @octocat [x](javascript:alert(1)) ![i](https://evil.example/t.png)';
    const { gh, run: runEvent } = await fixture({
      files: {
        [evil]: `---\ntitle: "${title.replace(/"/g, '\\"')}"\n---\n# Body\n`,
        'docs/ok.md': OK,
      },
      pullRequest: { number: 4 },
      changed: [
        { filename: evil, status: 'added' },
        { filename: 'docs/ok.md', status: 'added' },
      ],
      inputs: { files: 'docs/**/*.md', 'github-token': TOKENS.actions, artifact: 'false' },
    });
    const run = await runEvent();
    expect(run.code, run.stdout.slice(-1500)).toBe(0);
    const [comment] = gh.comments(4);
    for (const text of [comment.body, run.summary]) {
      expect(text).not.toMatch(
        /<img\b|<script\b|<\/details><img|\]\(javascript:|!\[i\]\(https:\/\/evil/i,
      );
      expect(text).not.toMatch(/(^|[^\w\u200d])@octocat\b/);
    }
    const gallery = await readFile(join(run.outputDir, 'index.html'), 'utf8');
    expect(gallery).not.toMatch(/<script>alert\(1\)<\/script>|<img src=x onerror/);
  });

  it('path traversal in image paths and front matter fails that draft only', async () => {
    const serve: RunningServer = await startServer({ keys: ['wme_hostile'] });
    try {
      const files: Files = {
        'docs/up.md': '# Up\n\n![x](../../../../etc/passwd.png)\n',
        'docs/cover.md': '---\ncover: ../../../../../root/.ssh/id_rsa.png\n---\n# Cover\n',
        'docs/ok.md': OK,
      };
      const { run: runEvent } = await fixture({
        files,
        push: {},
        changed: Object.keys(files).map((filename) => ({ filename, status: 'added' as const })),
        inputs: {
          files: 'docs/**/*.md',
          'api-key': 'wme_hostile',
          'app-id': 'wx_hostile',
          'app-secret': 'secret_hostile_value',
          'api-url': serve.url,
          'github-token': TOKENS.actions,
          'dry-run': 'true',
        },
      });
      const run = await runEvent();
      const drafts = byPath(draftsOutput(run.outputs));
      expect(drafts['docs/up.md'].status).toBe('failed');
      expect(drafts['docs/up.md'].reason).toContain('points outside the repository');
      expect(drafts['docs/cover.md'].status).toBe('failed');
      expect(drafts['docs/ok.md'].status).toBe('dry-run');
    } finally {
      await serve.close();
    }
  });
});
