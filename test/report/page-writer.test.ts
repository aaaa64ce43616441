import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../src/engine/local/index.js';
import { createPageWriter, rebaseLocalImages } from '../../src/report/page-writer.js';
import { processDocument } from '../../src/run/process-document.js';
import { makeWorkspace } from '../support/action-fixture.js';

const engine = createLocalEngine();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function writePages(files: Record<string, string | Buffer>, paths: string[]) {
  const workspace = await makeWorkspace(files);
  const outputDir = join(await mkdtemp(join(tmpdir(), 'md-pages-')), 'out');
  const pages = createPageWriter({ outputDir, workspace });
  const docs = [];
  for (const path of paths) {
    const doc = await processDocument(path, { workspace, convertOptions: {}, engine });
    await pages.write(doc);
    docs.push(doc);
  }
  await pages.close();
  return { workspace, outputDir, docs };
}

describe('createPageWriter', () => {
  it('writes each page beside where its document sits, with the local images it shows', async () => {
    const { outputDir, docs } = await writePages(
      {
        'articles/img/chart.png': PNG,
        'articles/one.md': '# One\n\n![chart](img/chart.png)\n\n<img src="img/chart.png">\n',
        'articles/deep/two.md':
          '# Two\n\n![same chart](../img/chart.png)\n![web](https://example.com/a.png)\n',
      },
      ['articles/one.md', 'articles/deep/two.md'],
    );
    expect(docs.map((d) => d.result.html)).toEqual([
      'articles/one.md.html',
      'articles/deep/two.md.html',
    ]);
    const page = await readFile(join(outputDir, 'articles/one.md.html'), 'utf8');
    expect(page).toContain('src="img/chart.png"');
    expect(await readFile(join(outputDir, 'articles/img/chart.png'))).toEqual(PNG);
  });

  it('shows a newspic post its pictures first, then the text, with the pictures copied', async () => {
    const { outputDir } = await writePages(
      {
        'posts/images/a.png': PNG,
        'posts/images/b.png': PNG,
        'posts/hike.md':
          '---\ntitle: Hike\ntype: newspic\nimages:\n  - images/a.png\n  - images/b.png\n---\n\nWe walked.\n',
        'posts/article.md': '---\ntitle: Plain\nimages:\n  - images/a.png\n---\n\nText.\n',
      },
      ['posts/hike.md', 'posts/article.md'],
    );
    const page = await readFile(join(outputDir, 'posts/hike.md.html'), 'utf8');
    const main = page.slice(page.indexOf('<main'));
    const sources = [...main.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['images/a.png', 'images/b.png']);
    expect(main.indexOf('images/b.png')).toBeLessThan(main.indexOf('We walked.'));
    expect(await readFile(join(outputDir, 'posts/images/b.png'))).toEqual(PNG);
    // An article's `images` are not pictures of its own.
    const article = await readFile(join(outputDir, 'posts/article.md.html'), 'utf8');
    expect(article).not.toContain('images/a.png');
  });

  it('copies only image files inside the workspace', async () => {
    const outside = await makeWorkspace({ 'leak.png': PNG, 'secret.txt': 'TOP SECRET' });
    const workspace = await makeWorkspace({
      'notes.txt': 'private notes',
      '.git/logo.png': PNG,
      'a.md': [
        '# A',
        '<img src="notes.txt">',
        '<img src=".git/logo.png">',
        '![up](../leak.png)',
        '![link](linked.png)',
        '![missing](nope.png)',
        '',
      ].join('\n'),
    });
    await symlink(join(outside, 'leak.png'), join(workspace, 'linked.png'));
    const outputDir = join(await mkdtemp(join(tmpdir(), 'md-pages-')), 'out');
    const pages = createPageWriter({ outputDir, workspace });
    const doc = await processDocument('a.md', { workspace, convertOptions: {}, engine });
    await pages.write(doc);
    await pages.close();
    expect(doc.result.status).toBe('converted');
    expect(existsSync(join(outputDir, 'a.md.html'))).toBe(true);
    for (const name of ['notes.txt', '.git/logo.png', 'linked.png', 'nope.png'])
      expect(existsSync(join(outputDir, name)), name).toBe(false);
    expect(existsSync(join(outputDir, '..', 'leak.png'))).toBe(false);
  });

  it('gives a document whose name the artifact service refuses a safe page name', async () => {
    const { outputDir, docs } = await writePages(
      {
        'notes/img/p.png': PNG,
        'notes/Q&A: part 1.md': '# Q&A\n\n![p](img/p.png)\n',
        'notes/what?.md': '# What\n',
      },
      ['notes/Q&A: part 1.md', 'notes/what?.md'],
    );
    const pages = docs.map((d) => d.result.html ?? '');
    expect(pages[0]).toMatch(/^notes\/Q&A_ part 1\.md-[0-9a-f]{12}\.html$/);
    expect(pages[1]).toMatch(/^notes\/what_\.md-[0-9a-f]{12}\.html$/);
    // The page still shows the real path, and its image sits where its link expects it.
    expect(await readFile(join(outputDir, pages[0]), 'utf8')).toContain('notes/Q&amp;A: part 1.md');
    expect(await readFile(join(outputDir, 'notes/img/p.png'))).toEqual(PNG);
  });

  it('copies an image behind 300 links and spellings once, and every page shows that copy', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(256 * 1024, 7)]);
    const files: Record<string, string | Buffer> = { 'img/photo.png': big };
    // 300 links and spellings over three documents (each within the 100-image limit).
    for (let d = 0; d < 3; d++) {
      const lines = [`# Part ${d}`, ''];
      for (let i = d * 50; i < d * 50 + 50; i++) lines.push(`![l${i}](links/l${i}.png)`);
      for (let i = 0; i < 50; i++) lines.push(`![s${i}](img/./sub/../photo.png?v=${d}-${i})`);
      files[`p${d}.md`] = `${lines.join('\n')}\n`;
    }
    files['deep/b.md'] = '# B\n\n![again](../links/l7.png)\n';
    const workspace = await makeWorkspace(files);
    await mkdir(join(workspace, 'links'));
    await mkdir(join(workspace, 'img/sub'));
    for (let i = 0; i < 150; i++)
      await symlink('../img/photo.png', join(workspace, `links/l${i}.png`));
    const outputDir = join(await mkdtemp(join(tmpdir(), 'md-pages-')), 'out');
    const pages = createPageWriter({ outputDir, workspace });
    const docs = [];
    for (const path of ['p0.md', 'p1.md', 'p2.md', 'deep/b.md']) {
      const doc = await processDocument(path, { workspace, convertOptions: {}, engine });
      await pages.write(doc);
      docs.push(doc);
    }
    await pages.close();
    // One copy on disk: the bytes of the image once, whatever the count of links.
    const copied = await listFiles(outputDir);
    expect(copied.filter((f) => f.endsWith('.png'))).toEqual(['links/l0.png']);
    // Buffer's own comparison: a deep equality walks the 256 KB a byte at a time (3 s).
    expect((await readFile(join(outputDir, 'links/l0.png'))).equals(big)).toBe(true);
    for (const name of ['p0.md.html', 'p1.md.html', 'p2.md.html']) {
      const page = await readFile(join(outputDir, name), 'utf8');
      const main = page.slice(page.indexOf('<main'));
      const sources = [...main.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1]);
      expect(sources.length).toBe(100);
      expect(new Set(sources)).toEqual(new Set(['links/l0.png']));
    }
    const deep = await readFile(join(outputDir, 'deep/b.md.html'), 'utf8');
    expect(deep.slice(deep.indexOf('<main'))).toContain(' src="../links/l0.png"');
    // The gallery embeds the same HTML: it finds the one copy too.
    expect(rebaseLocalImages(docs[3].html ?? '', 'deep/b.md')).toContain(
      'src="deep/../links/l0.png"',
    );
  });

  it('gives files whose names differ only in case distinct names, so no unzip overwrites one', async () => {
    const other = Buffer.concat([PNG, Buffer.from('other')]);
    const { outputDir, docs } = await writePages(
      {
        'Post.md': '# Upper\n\n![a](img/A.png)\n',
        'post.md': '# Lower\n\n![a](img/a.png)\n',
        'img/A.png': PNG,
        'img/a.png': other,
      },
      ['Post.md', 'post.md'],
    );
    const names = docs.map((d) => d.result.html ?? '');
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(2);
    const copied = (await listFiles(outputDir)).map((f) => f.toLowerCase());
    expect(new Set(copied).size).toBe(copied.length);
    // Each page still shows its own picture.
    for (const [i, bytes] of [PNG, other].entries()) {
      const page = await readFile(join(outputDir, names[i]), 'utf8');
      const src = /<main[\s\S]*?<img\b[^>]*?\ssrc="([^"]+)"/.exec(page)?.[1] ?? '';
      expect(await readFile(join(outputDir, decodeURIComponent(src)))).toEqual(bytes);
    }
  });

  it('writes no page for a document that did not convert', async () => {
    const { outputDir, docs } = await writePages({ 'bad.md': `${'![i](i.png)\n'.repeat(101)}` }, [
      'bad.md',
    ]);
    expect(docs[0].result.status).toBe('failed');
    expect(docs[0].result.html).toBeUndefined();
    expect(existsSync(join(outputDir, 'bad.md.html'))).toBe(false);
  });
});

describe('rebaseLocalImages', () => {
  it('points relative images of a nested document at their copies, for index.html at the root', () => {
    const html =
      '<p><img src="img/a b.png" alt="x"><img src="https://cdn.example/c.png"><img src="data:image/png;base64,AA"><img src="/root.png"></p>';
    expect(rebaseLocalImages(html, 'articles/2024 notes/post.md')).toBe(
      '<p><img src="articles/2024%20notes/img/a b.png" alt="x"><img src="https://cdn.example/c.png"><img src="data:image/png;base64,AA"><img src="/root.png"></p>',
    );
    expect(rebaseLocalImages(html, 'post.md')).toBe(html);
  });
});

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}
