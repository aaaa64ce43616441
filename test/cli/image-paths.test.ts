import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeWorkspace } from '../support/action-fixture.js';
import { cli } from '../support/cli-in-process.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const POST = '# Trip\n\n![a](../photos/a.png)\n';

/** A folder of articles beside a folder of photos, in a git repository or not. */
async function project({ git }: { git: boolean }) {
  const root = await makeWorkspace({
    'articles/post.md': POST,
    'photos/a.png': PNG,
    'other/readme.txt': 'a sibling folder',
  });
  if (git) execFileSync('git', ['init', '-q', root]);
  const out = join(await mkdtemp(join(tmpdir(), 'md-cli-out-')), 'out');
  return { root, out };
}

/** The page's one picture, read from the output folder through its `src`. */
async function shownImage(out: string, page: string): Promise<Buffer> {
  const html = await readFile(join(out, page), 'utf8');
  const src = /<main[\s\S]*?<img\b[^>]*?\ssrc="([^"]+)"/.exec(html)?.[1];
  expect(src, 'the page shows an image').toBeDefined();
  return readFile(join(out, dirname(page), decodeURIComponent(src ?? '')));
}

describe('relative images from the document folder, whatever the current folder', () => {
  it.each([
    ['the article folder', 'articles', 'post.md'],
    ['a sibling folder', 'other', '../articles/post.md'],
    ['anywhere, with an absolute path', undefined, 'ABSOLUTE'],
    ['the top folder, with an absolute path', '.', 'ABSOLUTE'],
  ])('in a git repository, from %s', async (_, from, arg) => {
    const { root, out } = await project({ git: true });
    const cwd = from ? join(root, from) : await mkdtemp(join(tmpdir(), 'md-cli-cwd-'));
    const path = arg === 'ABSOLUTE' ? join(root, 'articles/post.md') : arg;
    const run = await cli(['preview', path, '--out', out], cwd);
    expect(run.stdout).not.toContain('unresolvable_image');
    expect(run.code).toBe(0);
    // The page sits at the output's top, named as the file was given: no nested folders.
    expect((await readdir(out)).filter((f) => f.endsWith('.html')).sort()).toEqual([
      'index.html',
      'post.md.html',
      'preview.html',
    ]);
    expect(await shownImage(out, 'post.md.html')).toEqual(PNG);
    // The picture from above the article's folder is copied inside the output folder.
    expect(await readFile(join(out, '_up/photos/a.png'))).toEqual(PNG);
    expect(await readdir(dirname(out))).toEqual(['out']);
  });

  it('outside a repository, says the current folder is the boundary and how to widen it', async () => {
    const { root, out } = await project({ git: false });
    const cwd = join(root, 'articles');
    const run = await cli(['preview', 'post.md', '--out', out], cwd);
    expect(run.stdout).toContain(
      `post.md:3: warning unresolvable_image: Image "../photos/a.png" points outside the current folder (${cwd}; --root names a wider one).`,
    );
    expect(run.stdout).not.toContain('repository');

    const widened = await cli(['preview', 'post.md', '--out', `${out}2`, '--root', '..'], cwd);
    expect(widened.stdout).not.toContain('unresolvable_image');
    expect(await shownImage(`${out}2`, 'post.md.html')).toEqual(PNG);
  });

  it('names --root in the message when an image leaves it', async () => {
    const { root, out } = await project({ git: true });
    const run = await cli(['check', 'post.md', '--root', '.'], join(root, 'articles'));
    expect(run.stdout).toContain(
      `points outside the folder given with --root (${join(root, 'articles')}).`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a --root that is not a folder, as a usage error', async () => {
    const { root } = await project({ git: false });
    const run = await cli(['check', 'articles/post.md', '--root', 'photos/a.png'], root);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--root photos/a.png is not a folder.');
  });

  it('never reads a link into .git, named on the command line or as an image', async () => {
    const { root, out } = await project({ git: true });
    await mkdir(join(root, 'links'));
    await symlink('../.git/config', join(root, 'links/config.md'));
    await symlink('../.git/config', join(root, 'links/config.png'));
    const run = await cli(['preview', 'links/config.md', 'articles/post.md', '--out', out], root);
    expect(run.stdout).toMatch(/\.git\/config: error path_into_git: /);
    expect(run.code).toBe(1);
    // The other file still converts.
    expect(await shownImage(out, 'articles/post.md.html')).toEqual(PNG);
  });
});
