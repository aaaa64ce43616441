import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BUNDLE_FAILED } from './dist.js';

/**
 * Global setup of the e2e project: the end-to-end tests run a bundle, so the source under
 * test is bundled into a temporary folder (the committed dist/ is never rewritten by a test
 * run). Its path goes to the tests in MD_PLATFORM_TEST_DIST (see dist.ts); a caller who
 * sets it runs the tests against that bundle instead (`MD_PLATFORM_TEST_DIST=dist`).
 *
 * The bundle is built beside the tests, not before them: the files that need no bundle
 * (the corpus passes, the unit project) start at once, and `dist()` waits for the folder,
 * which scripts/bundle.mjs puts in place whole, or reports the build's failure.
 */
export default function bundle(): (() => Promise<void>) | undefined {
  if (process.env.MD_PLATFORM_TEST_DIST) {
    process.env.MD_PLATFORM_TEST_DIST = resolve(process.env.MD_PLATFORM_TEST_DIST);
    return undefined;
  }
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(tmpdir(), 'md-platform-e2e-'));
  // Beside dist/ as in an installed package: the CLI finds its version by walking up to it.
  copyFileSync(join(root, 'package.json'), join(dir, 'package.json'));
  // Unchecked: the comment escapes are proven by the committed build (scripts/dist-options.mjs).
  const child = spawn(process.execPath, ['scripts/bundle.mjs', join(dir, 'dist'), '--unchecked'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const built = new Promise<void>((done) => {
    child.on('error', (error) => {
      writeFileSync(join(dir, BUNDLE_FAILED), error.message);
      done();
    });
    child.on('close', (code, signal) => {
      if (code !== 0) writeFileSync(join(dir, BUNDLE_FAILED), output || `exit ${code ?? signal}`);
      done();
    });
  });
  process.env.MD_PLATFORM_TEST_DIST = join(dir, 'dist');
  return async () => {
    await built;
    rmSync(dir, { recursive: true, force: true });
  };
}
