import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Global setup of the e2e project: the end-to-end tests run a bundle, so the source under
 * test is bundled first, into a temporary folder (the committed dist/ is never rewritten
 * by a test run). Its path goes to the tests in MD_PLATFORM_TEST_DIST (see dist.ts); a
 * caller who sets it runs the tests against that bundle instead (`MD_PLATFORM_TEST_DIST=dist`).
 */
export default function bundle(): (() => void) | undefined {
  if (process.env.MD_PLATFORM_TEST_DIST) {
    process.env.MD_PLATFORM_TEST_DIST = resolve(process.env.MD_PLATFORM_TEST_DIST);
    return undefined;
  }
  const root = resolve(import.meta.dirname, '../..');
  const dir = mkdtempSync(join(tmpdir(), 'md-platform-e2e-'));
  // Beside dist/ as in an installed package: the CLI finds its version by walking up to it.
  copyFileSync(join(root, 'package.json'), join(dir, 'package.json'));
  // Unchecked: the comment escapes are proven by the committed build (scripts/dist-options.mjs).
  execFileSync(process.execPath, ['scripts/bundle.mjs', join(dir, 'dist'), '--unchecked'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.env.MD_PLATFORM_TEST_DIST = join(dir, 'dist');
  return () => rmSync(dir, { recursive: true, force: true });
}
