import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '../../src/core/types.js';
import { createSanitizer } from '../../src/engine/sanitize.js';
import { startServer } from '../../src/server/index.js';
import { ARTICLE, makeWorkspace } from '../support/action-fixture.js';
import { cli } from '../support/cli-in-process.js';

describe('md-platform check', () => {
  it('prints path:line: findings and exits 1 on an error finding', async () => {
    const cwd = await makeWorkspace({
      'a.md': ARTICLE,
      'docs/b.md': `---\ntitle: B\n---\n${'![x](x.png)\n'.repeat(101)}`,
      'docs/c.md': ':::cards[Pick]\nOne | two\n:::\n',
    });
    const run = await cli(['check', '.'], cwd);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('docs/b.md:104: error too_many_images:');
    expect(run.stdout).toMatch(/docs\/c\.md:2: error malformed_module:/);
    expect(run.stdout).toContain('1 of 3 file(s) pass the pre-check.');
  });

  it('exits 0 when every file passes', async () => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    expect((await cli(['check', 'a.md'], cwd)).code).toBe(0);
  });
});

describe('md-platform convert and preview', () => {
  it('convert writes one page per document and says where', async () => {
    const cwd = await makeWorkspace({ 'posts/a.md': ARTICLE, 'posts/b.markdown': '# B\n' });
    const run = await cli(
      ['convert', 'posts', '--out', 'out', '--theme', 'chinese', '--font-size', 'large'],
      cwd,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`posts/a.md -> ${join(cwd, 'out', 'posts/a.md.html')}`);
    const page = await readFile(join(cwd, 'out/posts/b.markdown.html'), 'utf8');
    expect(page).toContain('B');
    expect(run.stdout).toContain('2 converted, 0 failed');
  });

  it('preview also writes the gallery and report.json', async () => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE, 'b.md': '# B\n' });
    const run = await cli(['preview', '*.md', '--out', 'site'], cwd);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Gallery: ${join(cwd, 'site', 'index.html')}`);
    const gallery = await readFile(join(cwd, 'site/index.html'), 'utf8');
    expect(gallery).toContain('a.md');
    // Each document as converted (default · medium), then its other sizes and themes, once each.
    const looks = [...gallery.matchAll(/<option value="\d+">([^<]+)<\/option>/g)].map((m) => m[1]);
    const others = [
      'default · small',
      'default · large',
      ...THEME_IDS.filter((t) => t !== 'default').map((t) => `${t} · medium`),
    ];
    expect(looks).toEqual([...others, ...others]);
    expect(gallery.match(/<option value="original">As converted<\/option>/g)).toHaveLength(2);
    const report = JSON.parse(await readFile(join(cwd, 'site/report.json'), 'utf8'));
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(['a.md', 'b.md']);
    // And the one-file preview, whose documents are copied from the gallery itself.
    expect(run.stdout).toContain(join(cwd, 'site', 'preview.html'));
    const preview = await readFile(join(cwd, 'site/preview.html'), 'utf8');
    expect(preview.match(/<section class="doc" id="doc-\d">/g)).toHaveLength(2);
    expect(preview).not.toContain('Open the document');
  });

  it('a missing file is reported and the others still convert', async () => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(['convert', 'a.md', 'missing.md', '--out', 'o'], cwd);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('missing.md: error file_missing');
    expect(run.stdout).toContain('1 converted, 1 failed');
  });

  it('the remote engine against serve gives the local engine HTML, through the sanitizer', async () => {
    const server = await startServer({ port: 0, keys: ['wme_cli_key'] });
    try {
      const cwd = await makeWorkspace({ 'a.md': ARTICLE });
      const local = await cli(['convert', 'a.md', '--out', 'local'], cwd);
      const remote = await cli(
        ['convert', 'a.md', '--out', 'remote', '--engine', 'remote', '--api-url', server.url],
        cwd,
        {
          MD_PLATFORM_API_KEY: 'wme_cli_key',
        },
      );
      expect(local.code).toBe(0);
      expect(remote.code, remote.stderr).toBe(0);
      // The service's answer goes through the engine's sanitizer before it is written
      // (SECURITY.md); the local engine's own output is written as it is.
      const article = /(<section class="article" id="article">)([\s\S]*)(<\/section><\/main>)/;
      const localPage = await readFile(join(cwd, 'local/a.md.html'), 'utf8');
      const sanitize = createSanitizer();
      expect(await readFile(join(cwd, 'remote/a.md.html'), 'utf8')).toBe(
        localPage.replace(article, (_, open, html, close) => open + sanitize(html, false) + close),
      );
      expect(remote.stdout + remote.stderr).not.toContain('wme_cli_key');
    } finally {
      await server.close();
    }
  });
});

describe('usage', () => {
  it.each([
    [['frobnicate'], 'unknown command'],
    [['convert'], 'name at least one file'],
    [['convert', 'a.md', '--font-size', 'huge'], '--font-size must be one of small, medium, large'],
    [
      ['convert', 'a.md', '--nope'],
      'md-platform convert: unknown option --nope. Run md-platform convert --help for its options.',
    ],
    [['serve'], 'at least one API key'],
    [['validate'], 'set MD_PLATFORM_API_KEY or pass --api-key'],
  ])('%j exits 2 with a clear message', async (argv, message) => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(argv, cwd);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it('--help prints each command’s options and exits 0', async () => {
    for (const command of ['convert', 'check', 'preview', 'serve', 'validate']) {
      const run = await cli([command, '--help'], '.');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: md-platform ${command}`);
    }
  });
});
