import { readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '../../src/engine/local/styles/themes.js';
import { startServer } from '../../src/server/index.js';
import { ARTICLE, makeWorkspace } from '../support/action-fixture.js';
import { cli } from '../support/cli-in-process.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('md-platform on its own', () => {
  it('--version prints the package version', async () => {
    const pkg = JSON.parse(await readFile(join(import.meta.dirname, '../../package.json'), 'utf8'));
    const run = await cli(['--version'], '.');
    expect(run).toEqual({ code: 0, stdout: pkg.version, stderr: '' });
  });

  it.each(['convert', 'check', 'preview', 'serve', 'validate', 'themes'])(
    'help %s shows the same help as the command’s --help',
    async (command) => {
      const viaHelp = await cli(['help', command], '.');
      const viaFlag = await cli([command, '--help'], '.');
      expect(viaHelp.code).toBe(0);
      expect(viaHelp.stdout).toContain(`Usage: md-platform ${command}`);
      expect(viaHelp.stdout).toBe(viaFlag.stdout);
    },
  );

  it('help for an unknown command is a usage error', async () => {
    const run = await cli(['help', 'frob'], '.');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'md-platform help: unknown command "frob". Run md-platform --help for the commands.',
    );
  });

  it('themes lists every theme id, one a line, each with a description of its look', async () => {
    const run = await cli(['themes'], '.');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toHaveLength(48);
    expect(lines.map((line) => line.split(/\s+/, 1)[0])).toEqual([...THEME_IDS]);
    // The descriptions start in one column, and no two themes are described alike.
    const column = lines[0].search(/\s\S/) + 1;
    for (const line of lines) expect(line.slice(column).trim().length).toBeGreaterThan(20);
    expect(new Set(lines.map((line) => line.slice(column))).size).toBe(48);
    expect(lines).toContain(
      'bauhaus-primary  Bauhaus: red, blue and yellow blocks and bars, square corners, heavy sans',
    );
  });

  it.each([
    [['convert', 'a.md', '--nope'], 'convert', '--nope'],
    [['check', 'a.md', '--out', 'x'], 'check', '--out'],
    [['preview', '-x', 'a.md'], 'preview', '-x'],
    [['serve', '--theme', 'apple'], 'serve', '--theme'],
  ])('%j: one line naming the flag and the command’s help, exit 2', async (argv, command, flag) => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(argv, cwd);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `md-platform ${command}: unknown option ${flag}. Run md-platform ${command} --help for its options.`,
    );
    expect(run.stdout).toBe('');
  });

  it('a flag without its value says so in one line', async () => {
    const run = await cli(['convert', 'a.md', '--out'], '.');
    expect(run).toMatchObject({
      code: 2,
      stderr: 'md-platform convert: --out needs a value, as in --out VALUE.',
    });
  });
});

describe('exit codes: usage 2, findings 1', () => {
  it.each([
    [['convert', 'a.md', '--theme', 'neon'], '--theme "neon" is not a theme'],
    [['check', 'a.md', '--theme', 'neon'], '--theme "neon" is not a theme'],
    [['preview', 'a.md', '--theme', 'neon'], '--theme "neon" is not a theme'],
    [['convert', 'a.md', '--font-size', 'huge'], '--font-size must be one of small, medium, large'],
    [['check', 'a.md', '--background-type', 'dots'], '--background-type must be one of'],
    [['convert', 'nothing/*.md'], 'no Markdown files match nothing/*.md'],
    [['serve', '--keys', 'k', '--rate-limit', 'fast'], '--rate-limit must look like `100/60s`'],
  ])('%j exits 2, converts nothing', async (argv, message) => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(argv, cwd);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
  });

  it('a document with an error finding exits 1', async () => {
    const cwd = await makeWorkspace({ 'a.md': '```\nx\n```\n'.repeat(51) });
    expect((await cli(['check', 'a.md'], cwd)).code).toBe(1);
    expect((await cli(['convert', 'a.md', '--out', 'o'], cwd)).code).toBe(1);
  });
});

describe('files anywhere', () => {
  it('converts a file outside the current folder, with its relative image, from another folder', async () => {
    const elsewhere = await makeWorkspace({
      'some/where/post.md': '# Post\n\n![pic](img/pic.png)\n',
      'some/where/img/pic.png': PNG,
    });
    const cwd = await makeWorkspace({});
    const post = join(elsewhere, 'some/where/post.md');
    const run = await cli(['convert', post, '--out', 'out'], cwd);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`post.md -> ${join(cwd, 'out', 'post.md.html')}`);
    const page = await readFile(join(cwd, 'out/post.md.html'), 'utf8');
    expect(page).toContain('src="img/pic.png"');
    expect(await readFile(join(cwd, 'out/img/pic.png'))).toEqual(PNG);
    expect(run.stdout + run.stderr).not.toMatch(/workspace|actions\/checkout/);
  });

  it('check works on a relative path that leaves the current folder', async () => {
    const root = await makeWorkspace({ 'posts/a.md': ARTICLE, 'tools/.keep': '' });
    const run = await cli(['check', '../posts/a.md'], join(root, 'tools'));
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('1 of 1 file(s) pass the pre-check.');
  });

  it('a link to a file elsewhere is read where it points, and counts once with its target', async () => {
    const elsewhere = await makeWorkspace({ 'post.md': '# Linked\n' });
    const cwd = await makeWorkspace({});
    await symlink(join(elsewhere, 'post.md'), join(cwd, 'link.md'));
    const run = await cli(['check', 'link.md', join(elsewhere, 'post.md')], cwd);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toBe('1 of 1 file(s) pass the pre-check.');
  });

  it('a missing file is reported in the CLI’s words, not the action’s', async () => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const run = await cli(['convert', 'a.md', 'gone.md', '--out', 'o'], cwd);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('gone.md: error file_missing: gone.md does not exist.');
    expect(run.stdout).not.toMatch(/workspace|actions\/checkout/);
  });

  it('the same file named twice, however spelled, is processed once', async () => {
    const cwd = await makeWorkspace({ 'posts/a.md': ARTICLE });
    const run = await cli(
      ['check', 'posts/a.md', './posts/a.md', join(cwd, 'posts/a.md'), 'posts', 'posts/*.md'],
      cwd,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 of 1 file(s) pass the pre-check.');
    const converted = await cli(['convert', 'posts/a.md', './posts/a.md', '--out', 'o'], cwd);
    expect(converted.stdout.match(/ -> /g)).toHaveLength(1);
    expect(converted.stdout).toContain('1 converted, 0 failed');
  });
});

describe('messages speak CLI', () => {
  it('names --api-url and --api-key, not action inputs', async () => {
    const cwd = await makeWorkspace({ 'a.md': ARTICLE });
    const badUrl = await cli(
      ['convert', 'a.md', '--engine', 'remote', '--api-url', 'http://example.com'],
      cwd,
      { MD_PLATFORM_API_KEY: 'wme_x' },
    );
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('--api-url must use https://');
    expect(badUrl.stderr).not.toContain('Input');
    const noKey = await cli(['validate', '--api-url', 'https://example.com'], cwd);
    expect(noKey).toMatchObject({ code: 2 });
    expect(noKey.stderr).toContain('pass --api-key');
  });

  it('convert --engine remote checks the key first, as the action does: a rejected key converts nothing', async () => {
    const server = await startServer({ port: 0, keys: ['wme_good'] });
    try {
      const cwd = await makeWorkspace({ 'a.md': ARTICLE, 'b.md': '# B\n' });
      const run = await cli(
        ['convert', '*.md', '--out', 'o', '--engine', 'remote', '--api-url', server.url],
        cwd,
        { MD_PLATFORM_API_KEY: 'wme_bad' },
      );
      expect(run.code).toBe(1);
      // One line naming the key, not the same failure once per file.
      expect(run.stdout).toBe('');
      expect(run.stderr.split('\n').filter((l) => l.startsWith('md-platform convert:'))).toEqual([
        expect.stringContaining('Check MD_PLATFORM_API_KEY:'),
      ]);
      expect(run.stderr).not.toContain('wme_bad');
      await expect(readFile(join(cwd, 'o/a.md.html'))).rejects.toThrow(/ENOENT/);
    } finally {
      await server.close();
    }
  });

  it('a rejected --api-key is named as such', async () => {
    const server = await startServer({ port: 0, keys: ['wme_good'] });
    try {
      const run = await cli(['validate', '--api-url', server.url, '--api-key', 'wme_bad'], '.');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('Check --api-key:');
      expect(run.stderr).not.toContain('`api-key` secret');
      expect(run.stderr).not.toContain('wme_bad');
    } finally {
      await server.close();
    }
  });
});
