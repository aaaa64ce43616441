import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFiles } from '../support/action-fixture.js';
import { dist } from '../support/dist.js';

const run = promisify(execFile);
const CLI = dist('cli', 'index.js');

/**
 * The bundled CLI, with a module hook that lists every file of dist/ it loads. MathJax, the
 * diagram renderer and the HTML sanitizer are separate chunks, found by what they hold
 * (chunk names change from build to build): a run over a document without math must load
 * neither renderer, and one without raw HTML no sanitizer.
 */
const HOOK = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(
  "export async function load(url, context, next) { if (url.startsWith('file:') && url.includes('/dist/')) process.stderr.write('LOADED ' + new URL(url).pathname + '\\\\n'); return next(url, context); }"
));
`;

describe('math and diagram renderers load only for documents that need them (bundled CLI)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lazy-math-'));
    await writeFiles(dir, {
      'hook.mjs': HOOK,
      'plain.md': '# Plain\n\nIt costs $5 and $10.\n\n```sh\necho "$HOME"\n```\n',
      'math.md': '# Math\n\nInline $x^2$.\n\n```mermaid\ngraph LR\n  A --> B\n```\n',
      'quoted.md': '---\ntitle: "Quoted: yes"\n---\n\n# Quoted\n\nText.\n',
      'raw.md':
        '# Raw\n\n<div class="box" onclick="alert(1)">Kept <b>bold</b><script>alert(2)</script></div>\n',
    });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function loadedBy(file: string): Promise<{
    math: boolean;
    diagrams: boolean;
    sanitizer: boolean;
    yaml: boolean;
    html: string;
  }> {
    const { stderr } = await run(
      process.execPath,
      ['--import', join(dir, 'hook.mjs'), CLI, 'convert', file, '--out', join(dir, 'out')],
      { cwd: dir },
    );
    const files = [...stderr.matchAll(/^LOADED (.+)$/gm)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(0);
    const sources = await Promise.all(files.map((f) => readFile(f, 'utf8')));
    return {
      math: sources.some((s) => s.includes('LiteAdaptor')),
      diagrams: sources.some((s) => s.includes('ELK')),
      sanitizer: sources.some((s) => s.includes('allowProtocolRelative')),
      yaml: sources.some((s) => s.includes('node_modules/yaml/dist/index.js')),
      html: await readFile(join(dir, 'out', `${file}.html`), 'utf8'),
    };
  }

  it('loads neither MathJax nor the diagram layout for a document without them', async () => {
    const plain = await loadedBy('plain.md');
    // Nor the YAML library: the file has no front matter for it to read.
    expect(plain).toMatchObject({ math: false, diagrams: false, sanitizer: false, yaml: false });
    expect(plain.html).not.toContain('<svg');
  }, 60_000);

  it('loads both for a document with a formula and a diagram, and draws them', async () => {
    const rich = await loadedBy('math.md');
    expect(rich).toMatchObject({ math: true, diagrams: true, sanitizer: false });
    expect(rich.html.match(/<svg\b/g)?.length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('loads the YAML library for front matter the simple reader leaves to it, and reads it', async () => {
    const quoted = await loadedBy('quoted.md');
    expect(quoted).toMatchObject({ math: false, diagrams: false, sanitizer: false, yaml: true });
    expect(quoted.html).toContain('Quoted: yes');
  }, 60_000);

  it('loads the sanitizer for a document with raw HTML, which comes out sanitized, not as text', async () => {
    const raw = await loadedBy('raw.md');
    expect(raw).toMatchObject({ math: false, diagrams: false, sanitizer: true });
    expect(raw.html).toContain('Kept <b');
    // The page's own shell has a script and classes; the article has neither.
    expect(raw.html).not.toMatch(/onclick|alert\(2\)|class="box"|&lt;div|&lt;b>/);
  }, 60_000);
});
