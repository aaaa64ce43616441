import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutputFolder, openOutputFolder } from '../../src/report/output-folder.js';

async function scratch(): Promise<{ workspace: string; outside: string }> {
  const root = await mkdtemp(join(tmpdir(), 'md-output-folder-'));
  const workspace = join(root, 'ws');
  const outside = join(root, 'outside');
  await mkdir(join(workspace, '.git'), { recursive: true });
  await mkdir(outside);
  return { workspace, outside };
}

describe('openOutputFolder', () => {
  it('creates a new folder and lists exactly the files written to it', async () => {
    const { workspace } = await scratch();
    await mkdir(join(workspace, 'site'));
    await writeFile(join(workspace, 'site', 'stale.html'), 'old');
    const folder = openOutputFolder(join(workspace, 'site', 'new', 'html'), { workspace });
    await folder.write('docs/a.md.html', '<p>a</p>');
    await folder.write('index.html', '<p>i</p>');
    await folder.write('docs/a.md.html', '<p>a again</p>');
    expect(folder.written()).toEqual(['docs/a.md.html', 'index.html']);
    expect(await readFile(join(folder.root, 'docs/a.md.html'), 'utf8')).toBe('<p>a again</p>');
  });

  it.each([
    [
      'a link',
      async (ws: string, out: string) => symlink(out, join(ws, 'site')).then(() => 'site'),
    ],
    [
      'a folder reached through a link',
      async (ws: string, out: string) => symlink(out, join(ws, 'site')).then(() => 'site/html'),
    ],
    [
      'a path through a file',
      async (ws: string) => writeFile(join(ws, 'notes.txt'), 'x').then(() => 'notes.txt/html'),
    ],
    ['the workspace', async () => '.'],
    ['a folder holding the workspace', async () => '..'],
    ['the .git folder', async () => '.git/html'],
    [
      'a folder holding .git',
      async (ws: string) => mkdir(join(ws, 'sub', '.git'), { recursive: true }).then(() => 'sub'),
    ],
    [
      'a folder with a link inside',
      async (ws: string, out: string) => {
        await mkdir(join(ws, 'site', 'docs'), { recursive: true });
        await symlink(join(out, 'x'), join(ws, 'site', 'docs', 'a.md.html'));
        return 'site';
      },
    ],
  ])('refuses %s, naming the input, before writing anything', async (_, plant) => {
    const { workspace, outside } = await scratch();
    const dir = join(workspace, await plant(workspace, outside));
    expect(() => openOutputFolder(dir, { workspace })).toThrow(
      expect.objectContaining({
        name: 'InputError',
        input: 'output-dir',
        message: expect.stringContaining('`output-dir`'),
      }),
    );
    expect(await readdir(outside)).toEqual([]);
  });

  it('refuses a folder holding a workspace whose name starts with two dots', async () => {
    const root = await mkdtemp(join(tmpdir(), 'md-output-folder-'));
    const workspace = join(root, '..checkout');
    await mkdir(workspace);
    expect(() => openOutputFolder(root, { workspace })).toThrow(
      expect.objectContaining({
        input: 'output-dir',
        message: expect.stringContaining('is the workspace or holds it'),
      }),
    );
  });
});

describe('createOutputFolder', () => {
  it('never writes through a link that appears below the folder', async () => {
    const { workspace, outside } = await scratch();
    const folder = createOutputFolder(join(workspace, 'out'));
    await folder.write('index.html', 'x');
    await symlink(outside, join(folder.root, 'docs'));
    await symlink(join(outside, 'victim'), join(folder.root, 'page.html'));
    await expect(folder.write('docs/a.md.html', 'x')).rejects.toMatchObject({
      name: 'OutputWriteError',
      message: `Could not write ${join(folder.root, 'docs', 'a.md.html')}: ELOOP.`,
    });
    await expect(folder.write('page.html', 'x')).rejects.toMatchObject({
      message: expect.stringMatching(/page\.html: ELOOP\.$/),
    });
    await expect(folder.write('../escape.html', 'x')).rejects.toMatchObject({
      message: expect.stringMatching(/EINVAL/),
    });
    expect(await readdir(outside)).toEqual([]);
    expect(existsSync(join(workspace, 'escape.html'))).toBe(false);
    expect(folder.written()).toEqual(['index.html']);
  });

  it('writes text given in parts as their concatenation, multi-byte characters whole', async () => {
    const { workspace } = await scratch();
    const folder = createOutputFolder(join(workspace, 'out'));
    const parts = ['<p>', '中文“引号”', '', '😀</p>', '\n'.repeat(3), 'é'.repeat(5000)];
    await folder.write('index.html', parts);
    expect(await readFile(join(folder.root, 'index.html'), 'utf8')).toBe(parts.join(''));
    // Megabytes, as a gallery's variants are: many parts, and one part larger than any buffer.
    const large = [
      ...Array.from({ length: 3000 }, (_, i) => `<p>第${i}段 “引号” 😀 ${'x'.repeat(i % 700)}</p>`),
      '長'.repeat(700_000),
      '<p>end</p>',
    ];
    await folder.write('index.html', large);
    expect(await readFile(join(folder.root, 'index.html'), 'utf8')).toBe(large.join(''));
    await folder.write('index.html', ['short']);
    expect(await readFile(join(folder.root, 'index.html'), 'utf8')).toBe('short');
    expect(folder.written()).toEqual(['index.html']);
  });
});
