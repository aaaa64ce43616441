import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dist } from '../support/dist.js';

const bin = dist('cli', 'index.js');

/** The bundled CLI as a user runs it: what reaches the terminal, not what a test harness catches. */
function run(args: string[], cwd: string) {
  return spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH },
    timeout: 60_000,
  });
}

describe('a fault of the machine', () => {
  it('serve on a port in use: one line naming the port and --port, exit 3, no stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const { port } = taken.address() as { port: number };
    try {
      const result = run(['serve', '--keys', 'k1', '--port', String(port), '--workers', '1'], '.');
      expect(result.status).toBe(3);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(
        `md-platform serve: port ${port} is in use on 127.0.0.1: stop what listens there, or choose another with --port.\n`,
      );
    } finally {
      await new Promise((done) => taken.close(done));
    }
  }, 90_000);

  it('an --out below a file: one line naming the file and why, exit 3', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'md-platform-fault-'));
    await writeFile(join(cwd, 'post.md'), '# Post\n\nText.\n');
    await writeFile(join(cwd, 'taken'), 'a file, not a folder\n');
    const result = run(['convert', 'post.md', '--out', 'taken/html'], cwd);
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `md-platform convert: Could not write ${join(cwd, 'taken', 'html', 'post.md.html')}: ENOTDIR (a part of the path is a file, not a folder).\n`,
    );
  }, 90_000);

  it('an --out that is a file: one line, exit 3', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'md-platform-fault-'));
    await writeFile(join(cwd, 'post.md'), '# Post\n\nText.\n');
    await writeFile(join(cwd, 'out'), 'a file, not a folder\n');
    const result = run(['preview', 'post.md', '--out', 'out'], cwd);
    expect(result.status).toBe(3);
    expect(result.stderr.split('\n')).toHaveLength(2);
    expect(result.stderr).toMatch(/^md-platform preview: Could not write .*: E(EXIST|NOTDIR) \(/);
  }, 90_000);
});
