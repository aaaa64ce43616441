import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist } from '../support/dist.js';

const root = resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * What `npm install -g` or `npx github:…` gets is the packed package, not this checkout.
 * The tarball is unpacked where no node_modules can be found above it: the bin must run
 * from what ships alone (the bundle needs no dependencies installed).
 */
describe('the packed package', () => {
  it('is publishable, ships only the CLI bundle and its docs, and its bin converts in an empty folder', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
    expect(pkg.private).toBeUndefined();

    // What this checkout would publish: the list, from the checkout itself.
    const [listed] = JSON.parse(
      execFileSync(npm, ['pack', '--dry-run', '--json'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as { files: { path: string }[] }[];
    const shipped = listed.files.map((f) => f.path);
    expect(shipped).toContain('dist/cli/index.js');
    expect(shipped).toContain('package.json');
    expect(shipped).toContain('README.md');
    expect(
      shipped.filter(
        (p) =>
          !/^(dist\/(cli|chunks)\/|dist\/(package\.json|licenses\.txt)$|README\.md$|LICENSE$|package\.json$)/.test(
            p,
          ),
      ),
    ).toEqual([]);

    // The same package with the bundle under test as its dist/, packed and installed.
    const tmp = await mkdtemp(join(tmpdir(), 'md-platform-pack-'));
    const staged = join(tmp, 'package');
    await mkdir(staged);
    for (const file of ['package.json', 'README.md', 'LICENSE'])
      await cp(join(root, file), join(staged, file));
    await cp(dist(), join(staged, 'dist'), { recursive: true });
    const [packed] = JSON.parse(
      execFileSync(npm, ['pack', '--json', '--pack-destination', tmp], {
        cwd: staged,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as { filename: string }[];

    const installed = join(tmp, 'node_modules', 'md-platform-action');
    await mkdir(installed, { recursive: true });
    execFileSync('tar', [
      '-xzf',
      join(tmp, packed.filename),
      '-C',
      installed,
      '--strip-components=1',
    ]);
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    const bin = join(installed, manifest.bin['md-platform']);
    expect((await readFile(bin, 'utf8')).startsWith('#!/usr/bin/env node\n')).toBe(true);

    const empty = join(tmp, 'empty');
    await mkdir(empty);
    await writeFile(join(empty, 'post.md'), '# Packed\n\nHello from the tarball.\n');
    const version = spawnSync(process.execPath, [bin, '--version'], {
      cwd: empty,
      encoding: 'utf8',
    });
    expect(version.stdout.trim()).toBe(pkg.version);
    const run = spawnSync(process.execPath, [bin, 'convert', 'post.md'], {
      cwd: empty,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('1 converted, 0 failed');
    const page = await readFile(join(empty, 'md-platform-html', 'post.md.html'), 'utf8');
    expect(page).toContain('Hello from the tarball.');
  }, 120_000);
});
