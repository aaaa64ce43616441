import { join } from 'node:path';

/**
 * A path in the bundle the end-to-end tests run. The e2e project's global setup
 * (bundle.ts) builds the source under test into a temporary folder and names it in
 * MD_PLATFORM_TEST_DIST; a test never falls back to the committed dist/, which may be older
 * than the source. Read when a test runs a bundle, so unit tests may share the helpers.
 */
export function dist(...parts: string[]): string {
  const root = process.env.MD_PLATFORM_TEST_DIST;
  if (!root) {
    throw new Error(
      'MD_PLATFORM_TEST_DIST is not set: run end-to-end tests in the e2e project (npm run test:e2e), whose setup bundles the source, or set it to a bundle (MD_PLATFORM_TEST_DIST=dist).',
    );
  }
  return join(root, ...parts);
}
