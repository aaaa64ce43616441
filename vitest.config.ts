import { accessSync, constants, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that run a bundle (the action or the CLI as a process), drive Chromium, or analyse
 * for tens of seconds: `*.fuzz.test.ts` (a ReDoS checker, fuzzed child processes) and
 * `*.corpus.test.ts` (the bench corpus's READMEs under every grammar and theme).
 */
const SLOW = [
  'test/**/*.e2e.test.ts',
  'test/**/*.browser.test.ts',
  'test/**/*.fuzz.test.ts',
  'test/**/*.corpus.test.ts',
];

/** Room a run's temporary files need in memory: they take about half a gigabyte. */
const RUN_TEMP_BYTES = 2 * 1024 ** 3;

/**
 * Every temporary file of a run (checkouts, outputs, outboxes, the e2e bundle, browser
 * profiles: about half a gigabyte) goes under one folder, removed when vitest exits. The
 * workers, and the processes they start with their environment, find it through TMPDIR
 * (the action runs get RUNNER_TEMP and their output folder under it instead).
 */
if (!process.env.MD_PLATFORM_TEST_TMP) {
  const runTemp = mkdtempSync(join(memoryTemp() ?? tmpdir(), 'md-platform-tests-'));
  process.env.MD_PLATFORM_TEST_TMP = runTemp;
  process.env.TMPDIR = runTemp;
  process.on('exit', () => rmSync(runTemp, { recursive: true, force: true }));
}

/**
 * Node reads the certificates that NODE_EXTRA_CA_CERTS names at every start, before any
 * code runs: about 100 ms of CPU where it names the system's whole bundle, as on these
 * machines. The tests open no TLS connection (every server is plain HTTP on 127.0.0.1), and
 * some forty Node processes inherit this environment (the workers, the CLI, serve, npm,
 * probes of V8; the action runs get a runner's own), so they go without it.
 */
delete process.env.NODE_EXTRA_CA_CERTS;

/**
 * The machine's memory-backed folder when it has one (Linux's /dev/shm) with room for a
 * run. The suite creates tens of thousands of files (checkouts of 5,000 and 11,000, pages,
 * outboxes), and on these machines' disk each new file costs about half a millisecond of
 * kernel time, against a hundredth of that in memory. Elsewhere, or where /dev/shm is small
 * (a container's default is 64 MB), the system's temporary folder.
 */
function memoryTemp(): string | undefined {
  try {
    accessSync('/dev/shm', constants.W_OK);
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize >= RUN_TEMP_BYTES ? '/dev/shm' : undefined;
  } catch {
    return undefined;
  }
}

export default defineConfig({
  test: {
    // Every test ends with a scan of what it produced for the credentials it handed out.
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Transformed modules are kept under node_modules between runs (keyed by their content):
    // a re-run imports the source and the tests without compiling them again.
    experimental: { fsModuleCache: true },
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
          // Bundles the source under test into a temporary folder (never over dist/), beside
          // the first tests: a test that runs the bundle waits for it (test/support/dist.ts).
          globalSetup: ['test/support/bundle.ts'],
          // As in `unit`: the files share the emulators' and helpers' loaded modules; the
          // work under test runs in child processes, which share nothing.
          isolate: false,
        },
      },
    ],
  },
});
