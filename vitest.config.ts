import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that run a bundle (the action or the CLI as a process) or drive Chromium, and the
 * one in-process check that takes minutes (every look of the whole bench corpus).
 */
const SLOW = [
  'test/**/*.e2e.test.ts',
  'test/**/*.browser.test.ts',
  'test/engine/restyle-corpus.test.ts',
];

export default defineConfig({
  test: {
    // Every test ends with a scan of what it produced for the credentials it handed out.
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // One worker per core, not vitest's default of one fewer: on a 2-core machine that is
    // twice the workers, and the suite's wall time falls by about a third.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // In-process tests: no bundle, no browser; `npm run test:unit` runs them in seconds.
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW],
          // Files share a worker's loaded modules instead of re-importing the engine for
          // each: half the time. Safe because src/ keeps no module-level mutable state.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: SLOW,
          // Bundles the source under test into a temporary folder first (never over dist/).
          globalSetup: ['test/support/bundle.ts'],
        },
      },
    ],
  },
});
