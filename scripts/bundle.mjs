// Builds dist/ with @vercel/ncc: dist/index.js (the action) and dist/cli/index.js (md-platform).
// Each bundle is built into a temporary folder and swapped in whole, so a reader
// (or a concurrent test run) never sees half a dist/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
const entries = [
  { src: 'src/index.ts', out: 'dist' },
  { src: 'src/cli.ts', out: 'dist/cli' },
  { src: 'src/fork-comment.ts', out: 'dist/fork-comment' },
];

const staging = mkdtempSync(join(tmpdir(), 'md-platform-bundle-'));
try {
  for (const [i, entry] of entries.entries()) {
    const out = join(staging, String(i));
    execFileSync(
      process.execPath,
      [
        ncc,
        'build',
        join(root, entry.src),
        '-o',
        out,
        '--target',
        'es2022',
        '--license',
        'licenses.txt',
        '--quiet',
      ],
      { stdio: 'inherit', cwd: root },
    );
  }
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  renameSync(join(staging, '0'), join(root, 'dist'));
  for (const [i, entry] of entries.entries()) {
    if (i > 0 && existsSync(join(staging, String(i))))
      renameSync(join(staging, String(i)), join(root, entry.out));
  }
} finally {
  rmSync(staging, { recursive: true, force: true });
}
