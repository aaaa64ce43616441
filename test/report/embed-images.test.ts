import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createImageEmbedder } from '../../src/report/embed-images.js';
import { solidPng } from '../support/png.js';

async function checkout() {
  const outside = await mkdtemp(join(tmpdir(), 'md-platform-outside-'));
  await writeFile(join(outside, 'secret.png'), solidPng(2, 2, [1, 2, 3]));
  const dir = await mkdtemp(join(tmpdir(), 'md-platform-embed-'));
  await mkdir(join(dir, 'docs', 'img'), { recursive: true });
  await writeFile(join(dir, 'docs', 'img', 'a.png'), solidPng(40, 40, [200, 0, 0]));
  await writeFile(join(dir, 'docs', 'img', 'b.png'), solidPng(40, 40, [0, 200, 0]));
  await symlink(join(outside, 'secret.png'), join(dir, 'docs', 'img', 'link.png'));
  return dir;
}

const html = (...sources: string[]) =>
  sources.map((src) => `<p><img src="${src}" alt="x" style="width:100%"></p>`).join('');

describe('images embedded in the one-file preview', () => {
  it('embeds local images as data: URIs until the budget is spent, then links them', async () => {
    const workspace = await checkout();
    const a = solidPng(40, 40, [200, 0, 0]);
    const embedder = createImageEmbedder({
      workspace,
      imageBaseUrl: 'https://raw.example/o/r/sha/',
      budget: a.length + 10,
    });
    const out = embedder.embed(
      html('img/a.png', 'img/a.png', 'img/b.png', 'https://cdn.example/c.png'),
      'docs/post.md',
    );
    const sources = [...out.html.matchAll(/src="([^"]*)"/g)].map((m) => m[1]);
    expect(sources).toEqual([
      `data:image/png;base64,${a.toString('base64')}`,
      // The same image again costs nothing more.
      `data:image/png;base64,${a.toString('base64')}`,
      'https://raw.example/o/r/sha/docs/img/b.png',
      'https://cdn.example/c.png',
    ]);
    expect(out.notEmbedded).toBe(1);
  });

  it('never reads through a link out of the checkout, nor a file that is not an image', async () => {
    const workspace = await checkout();
    await writeFile(join(workspace, 'docs', 'notes.txt'), 'private');
    const embedder = createImageEmbedder({ workspace });
    const out = embedder.embed(html('img/link.png', 'notes.txt', '../../etc/x.png'), 'docs/p.md');
    expect(out.html).not.toContain('data:');
    expect(out.notEmbedded).toBe(3);
    expect(embedder.source('img/a.png', 'docs/p.md').src).toMatch(/^data:image\/png;base64,/);
  });
});
