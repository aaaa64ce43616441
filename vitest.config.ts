import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every test ends with a scan of what it produced for the credentials it handed out.
    setupFiles: ['test/support/setup.ts'],
    // The end-to-end tests run dist/: bundle the source under test once before them.
    globalSetup: ['test/support/bundle.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
