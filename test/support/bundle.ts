import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Vitest global setup: the end-to-end tests run dist/, so bundle the source being
 * tested first, or they would test whatever dist/ was last committed.
 * MD_PLATFORM_TEST_PREBUILT=1 skips it for a quick rerun right after a bundle.
 */
export default function bundle(): void {
  if (process.env.MD_PLATFORM_TEST_PREBUILT === '1') return;
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { cwd: root, stdio: 'inherit' });
}
