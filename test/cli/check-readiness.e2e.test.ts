import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makeWorkspace } from '../support/action-fixture.js';
import { dist } from '../support/dist.js';

const CLI = dist('cli', 'index.js');

/** Runs the bundled `md-platform` as a user would; resolves with its exit code and output. */
async function mdPlatform(args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('md-platform check and draft readiness', () => {
  it('passes a 38-character title with a warning on its line: the CLI drafts nothing', async () => {
    const cwd = await makeWorkspace({
      'post.md': `---\ntitle: ${'T'.repeat(38)}\ncover: https://img.example/c.jpg\n---\nText.\n`,
    });
    const run = await mdPlatform(['check', 'post.md'], cwd);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'post.md:2: warning title_too_long: The title is 38 characters; the platform accepts at most 32 in a draft.',
    );
  });

  it('fails on an unknown theme in the front matter, naming the line, the closest id and where the ids are', async () => {
    const cwd = await makeWorkspace({
      'post.md': '---\ntitle: Fine\ntheme: neon-pink\n---\n![x](https://img.example/x.png)\n',
      'typo.md': '---\ntitle: Fine\n\ntheme: mint-fersh\n---\n![x](https://img.example/x.png)\n',
    });
    const run = await mdPlatform(['check', 'post.md', 'typo.md'], cwd);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'post.md:3: error unknown_theme: Front matter `theme` is "neon-pink", which is not a theme; md-platform themes lists the 48 ids.',
    );
    expect(run.stdout).toContain(
      'typo.md:4: error unknown_theme: Front matter `theme` is "mint-fersh" (did you mean "mint-fresh"?), which is not a theme; md-platform themes lists the 48 ids.',
    );
  });

  it('warns about a WebP image on its line', async () => {
    const cwd = await makeWorkspace({ 'post.md': '# Fine\n\n![x](pic.webp)\n' });
    const run = await mdPlatform(['check', 'post.md'], cwd);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('post.md:3: warning rejected_image: Image "pic.webp" is WEBP');
  });
});
