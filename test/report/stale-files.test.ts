import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStale } from '../../src/report/stale-files.js';
import { ARTICLE, makeWorkspace } from '../support/action-fixture.js';
import { cli } from '../support/cli-in-process.js';

async function listing(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map((p) => p.split('\\').join('/')).sort();
}

describe('a run into an --out an earlier run wrote', () => {
  it('replaces the earlier pages: what this run did not write again goes, the rest stays', async () => {
    const cwd = await makeWorkspace({
      'a.md': ARTICLE,
      'b.md': ARTICLE,
      'notes/c.md': ARTICLE,
    });
    const first = await cli(['preview', 'a.md', 'b.md', 'notes/c.md', '--out', 'site'], cwd);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).not.toContain('Removed');
    // A file of the user's own in the same folder: never written by the tool.
    await writeFile(join(cwd, 'site', 'notes.txt'), 'mine\n');

    const second = await cli(['preview', 'a.md', '--out', 'site'], cwd);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      `Removed 2 file(s) an earlier run wrote in ${join(cwd, 'site')} and this one did not.`,
    );
    expect(await listing(join(cwd, 'site'))).toEqual([
      'a.md.html',
      'index.html',
      'notes.txt',
      'preview.html',
      'report.json',
    ]);
    const report = JSON.parse(await readFile(join(cwd, 'site', 'report.json'), 'utf8'));
    expect(report.output).toEqual(['a.md.html', 'index.html', 'preview.html', 'report.json']);
  });

  it('convert keeps its record too, so a later convert replaces its pages', async () => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE, 'b.md': ARTICLE });
    await cli(['convert', 'a.md', 'b.md'], cwd);
    const run = await cli(['convert', 'b.md'], cwd);
    expect(run.code, run.stderr).toBe(0);
    expect(await listing(join(cwd, 'md-platform-html'))).toEqual(['b.md.html', 'report.json']);
  });
});

describe('removeStale', () => {
  it('removes only plain paths inside the folder, never through a link, never a folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'md-platform-stale-'));
    const outside = await mkdtemp(join(tmpdir(), 'md-platform-outside-'));
    await writeFile(join(outside, 'precious.html'), 'keep\n');
    await writeFile(join(root, 'old.html'), 'old\n');
    await mkdir(join(root, 'deep', 'er'), { recursive: true });
    await writeFile(join(root, 'deep', 'er', 'old.html'), 'old\n');
    await mkdir(join(root, 'kept'));
    await symlink(outside, join(root, 'link'));
    await symlink(join(outside, 'precious.html'), join(root, 'file-link.html'));

    const removed = await removeStale(
      root,
      [
        'old.html',
        'deep/er/old.html',
        'kept',
        'link/precious.html',
        'file-link.html',
        '../md-platform-outside/precious.html',
        `${outside}/precious.html`,
        'deep/../old.html',
      ],
      [],
    );
    expect(removed.sort()).toEqual(['deep/er/old.html', 'old.html']);
    // The emptied folders went with their files; the link and the folder named stayed.
    expect((await readdir(root)).sort()).toEqual(['file-link.html', 'kept', 'link']);
    expect(await readFile(join(outside, 'precious.html'), 'utf8')).toBe('keep\n');
  });
});
