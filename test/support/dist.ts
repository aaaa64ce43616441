import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Written beside the bundle's folder, with the build's output, when bundling failed. */
export const BUNDLE_FAILED = 'bundle-failed.txt';

/** How long a test waits for the bundle the e2e setup is building: it takes seconds. */
const BUNDLE_WAIT_MS = 120_000;

/**
 * A path in the bundle the end-to-end tests run. The e2e project's global setup
 * (bundle.ts) builds the source under test into a temporary folder named in
 * MD_PLATFORM_TEST_DIST while the tests start; the first call waits until it is there. A
 * test never falls back to the committed dist/, which may be older than the source. Read
 * when a test runs a bundle, so unit tests may share the helpers.
 */
export function dist(...parts: string[]): string {
  const root = process.env.MD_PLATFORM_TEST_DIST;
  if (!root) {
    throw new Error(
      'MD_PLATFORM_TEST_DIST is not set: run end-to-end tests in the e2e project (npm run test:e2e), whose setup bundles the source, or set it to a bundle (MD_PLATFORM_TEST_DIST=dist).',
    );
  }
  waitForBundle(root);
  return join(root, ...parts);
}

/**
 * Blocks until the bundle's folder exists (scripts/bundle.mjs moves it in complete), the
 * build reports failure, or the wait runs out. Blocking: callers use the path at once,
 * and the worker has nothing else to run meanwhile.
 */
function waitForBundle(root: string): void {
  const failed = join(dirname(root), BUNDLE_FAILED);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = performance.now() + BUNDLE_WAIT_MS;
  while (!existsSync(root)) {
    if (existsSync(failed))
      throw new Error(
        `Bundling the source for the e2e tests failed:\n${readFileSync(failed, 'utf8')}`,
      );
    if (performance.now() > deadline)
      throw new Error(
        `The bundle for the e2e tests did not appear in ${root} within ${BUNDLE_WAIT_MS / 1000} s.`,
      );
    Atomics.wait(pause, 0, 0, 20);
  }
}
