import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dist } from '../support/dist.js';

const root = resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const temporary: string[] = [];

afterAll(async () => {
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

/** npm's own settings from the test runner's npm (npx vitest) would not be a user's. */
function userEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_(config|package|lifecycle)_/i.test(name)),
  );
}

async function bytesUnder(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}

/**
 * What `npm install -g` or `npx github:…` gets is the packed package, not this checkout.
 * It is installed as a user would, into its own prefix, with no registry to reach: the
 * package has no dependencies, so npm needs nothing but the tarball.
 */
describe('the packed package', () => {
  it('ships only the CLI bundle and its docs, installs alone without a warning, and converts', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
    expect(pkg.private).toBeUndefined();

    const tmp = await mkdtemp(join(tmpdir(), 'md-platform-pack-'));
    temporary.push(tmp);
    // The package as this checkout would publish it, with the bundle under test as its dist/.
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
    ) as { filename: string; files: { path: string }[] }[];
    const shipped = packed.files.map((f) => f.path);
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
    // The artifact client is the action's alone: 2.7 MB no CLI user needs.
    expect(shipped.filter((p) => p.startsWith('dist/chunks/artifact-'))).toEqual([]);

    const prefix = join(tmp, 'prefix');
    const install = spawnSync(
      npm,
      [
        'install',
        '--global',
        '--prefix',
        prefix,
        '--cache',
        join(tmp, 'npm-cache'),
        '--offline',
        '--no-audit',
        '--no-fund',
        join(tmp, packed.filename),
      ],
      { cwd: tmp, encoding: 'utf8', env: userEnv() },
    );
    expect(install.status, install.stderr).toBe(0);
    // No EBADENGINE, no deprecation notice: nothing to warn about when nothing else installs.
    expect(install.stderr).toBe('');
    expect(install.stdout).toMatch(/added 1 package/);

    const installed = join(prefix, 'lib', 'node_modules', 'md-platform-action');
    expect(await readdir(installed)).not.toContain('node_modules');
    // The whole install (the bundle's mermaid and MathJax are most of it), not 300 MB.
    expect(await bytesUnder(prefix)).toBeLessThan(12_000_000);

    const bin = join(prefix, 'bin', 'md-platform');
    const empty = join(tmp, 'empty');
    await mkdir(empty);
    await writeFile(
      join(empty, 'post.md'),
      '# Packed\n\nHello from the tarball.\n\n$$\ne^{i\\pi} + 1 = 0\n$$\n\n```mermaid\ngraph LR\n  A --> B\n```\n',
    );
    const version = spawnSync(bin, ['--version'], { cwd: empty, encoding: 'utf8' });
    expect(version.stdout.trim()).toBe(pkg.version);
    const run = spawnSync(bin, ['convert', 'post.md'], {
      cwd: empty,
      encoding: 'utf8',
      env: userEnv(),
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('1 converted, 0 failed');
    const page = await readFile(join(empty, 'md-platform-html', 'post.md.html'), 'utf8');
    expect(page).toContain('Hello from the tarball.');
    // Math and the diagram come from chunks loaded on demand: both are in the package.
    expect(page).toMatch(/<svg[^>]*>[\s\S]*<\/svg>/);
    expect(page.match(/<svg/g)?.length).toBeGreaterThanOrEqual(2);
  }, 240_000);
});
