import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { partUnder } from '../../src/core/path-inside.js';
import { workspaceFiles } from '../../src/core/workspace-path.js';

const TOKEN = 'ghs_0123456789abcdefghijklmnopqrstuvwxyzAB';
let root: string;
let outside: string;

beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'md-rule-'));
  root = join(base, 'ws');
  outside = join(base, 'outside');
  await mkdir(join(root, '.git'), { recursive: true });
  await mkdir(join(root, 'docs/img'), { recursive: true });
  await mkdir(outside);
  await writeFile(join(root, '.git/config'), `extraheader = AUTHORIZATION: basic ${TOKEN}\n`);
  await writeFile(join(root, 'docs/a.md'), '# A\n');
  await writeFile(join(root, 'docs/img/p.png'), 'png');
  await writeFile(join(outside, 'secret.md'), TOKEN);
  // A sibling whose name starts with the workspace's: outside, though its path begins alike.
  await mkdir(join(base, 'ws-sibling'));
  await writeFile(join(base, 'ws-sibling/secret.md'), TOKEN);
  await symlink(join(base, 'ws-sibling/secret.md'), join(root, 'docs/sibling.md'));
  await mkdir(join(root, '.github'));
  await writeFile(join(root, '.github/notes.md'), '# Notes\n');
  await writeFile(join(root, 'docs/.gitignore.md'), '# Ignored?\n');
  await symlink('../.git/config', join(root, 'docs/into-git.md'));
  await symlink('../.git', join(root, 'docs/git-folder'));
  await symlink('img', join(root, 'docs/folder.md'));
  await symlink('/dev/null', join(root, 'docs/null.png'));
  await symlink('/proc/self/environ', join(root, 'docs/environ.md'));
  await symlink(join(outside, 'secret.md'), join(root, 'docs/out.md'));
  await symlink('nowhere.md', join(root, 'docs/broken.md'));
  await symlink('loop-b.md', join(root, 'docs/loop-a.md'));
  await symlink('loop-a.md', join(root, 'docs/loop-b.md'));
  // A chain: link -> link -> link -> the token, every hop inside the workspace.
  await symlink('chain-2.md', join(root, 'docs/chain-1.md'));
  await symlink('chain-3.md', join(root, 'docs/chain-2.md'));
  await symlink('../.git/config', join(root, 'docs/chain-3.md'));
  // A chain that ends at an ordinary file is read.
  await symlink('img/p.png', join(root, 'docs/ok-link.png'));
  execFileSync('mkfifo', [join(root, 'docs/fifo.md')]);
  await symlink('fifo.md', join(root, 'docs/to-fifo.md'));
});

describe('the rule for reading the checkout', () => {
  const cases: [string, string][] = [
    ['docs/a.md', 'ok'],
    ['docs/ok-link.png', 'ok'],
    ['docs/../docs/a.md', 'ok'],
    ['.git/config', 'path_into_git'],
    ['docs/../.git/config', 'path_into_git'],
    ['.GIT/config', 'path_into_git'],
    ['.git./config', 'path_into_git'],
    ['.git /config', 'path_into_git'],
    ['.github/notes.md', 'ok'],
    ['docs/.gitignore.md', 'ok'],
    ['docs/sibling.md', 'path_outside_workspace'],
    ['../ws-sibling/secret.md', 'path_outside_workspace'],
    ['docs/into-git.md', 'path_into_git'],
    ['docs/git-folder/config', 'path_into_git'],
    ['docs/chain-1.md', 'path_into_git'],
    ['docs/folder.md', 'path_not_a_file'],
    ['docs', 'path_not_a_file'],
    ['docs/fifo.md', 'path_not_a_file'],
    ['docs/to-fifo.md', 'path_not_a_file'],
    ['docs/loop-a.md', 'path_not_a_file'],
    ['docs/null.png', 'path_outside_workspace'],
    ['docs/environ.md', 'path_outside_workspace'],
    ['/proc/self/environ', 'path_outside_workspace'],
    ['docs/out.md', 'path_outside_workspace'],
    ['../outside/secret.md', 'path_outside_workspace'],
    ['docs/../../outside/secret.md', 'path_outside_workspace'],
    ['docs/broken.md', 'path_missing'],
    ['docs/none.md', 'path_missing'],
  ];

  it.each(cases)('%s → %s, and only an allowed file is read', (path, expected) => {
    const files = workspaceFiles(root);
    const checked = files.check(path);
    expect(checked.ok ? 'ok' : checked.code).toBe(expected);
    const read = files.read(path, 1024);
    expect(read.ok ? 'ok' : read.code).toBe(expected);
    if (read.ok) expect(read.bytes.toString()).not.toContain(TOKEN);
  });

  it('says what the path is and where the boundary is, in the caller words', () => {
    const files = workspaceFiles(root, 'the current folder (/x)');
    const refusal = (path: string) => {
      const checked = files.check(path);
      return checked.ok ? 'read' : checked.reason;
    };
    expect(refusal('docs/folder.md')).toBe('is a folder, not a regular file; it is not read.');
    expect(refusal('docs/fifo.md')).toBe('is a FIFO, not a regular file; it is not read.');
    expect(refusal('docs/out.md')).toBe('leads outside the current folder (/x); it is not read.');
    expect(refusal('docs/into-git.md')).toContain('leads into .git');
  });

  it('refuses a socket', async () => {
    const path = join(root, 'docs/sock.md');
    const server = createServer();
    await new Promise<void>((done) => server.listen(path, done));
    try {
      const checked = workspaceFiles(root).check('docs/sock.md');
      expect(checked.ok ? 'ok' : checked.reason).toBe(
        'is a socket, not a regular file; it is not read.',
      );
    } finally {
      server.close();
    }
  });

  it('one file behind many links and spellings has one key', () => {
    const files = workspaceFiles(root);
    const keys = ['docs/img/p.png', 'docs/ok-link.png', 'docs/../docs/img/p.png'].map((p) => {
      const checked = files.check(p);
      return checked.ok ? checked.key : checked.code;
    });
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^\d+:\d+$/);
  });

  it('reports a file over the size given without reading it', () => {
    const read = workspaceFiles(root).read('docs/a.md', 2);
    expect(read).toEqual({ ok: false, code: 'too_large', size: 4 });
  });
});

describe('the part of a path below the boundary', () => {
  it.each([
    ['/ws', '/ws', ''],
    ['/ws', '/ws/docs/a.md', 'docs/a.md'],
    ['/ws', '/ws-sibling/a.md', undefined],
    ['/ws', '/wsdocs', undefined],
    ['/ws', '/', undefined],
    ['/ws/docs', '/ws', undefined],
    ['/', '/etc/passwd', 'etc/passwd'],
    ['/', '/', ''],
  ])('below %s, %s is %s', (root, target, part) => {
    expect(partUnder(root, target)).toBe(part);
  });
});
