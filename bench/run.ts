/**
 * `npm run bench`: every benchmark in sequence, each printing its own figures. One that
 * throws or cannot run is reported and the rest still run; the exit code is non-zero if
 * any failed.
 *
 *   npx tsx bench/run.ts
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

interface Bench {
  name: string;
  file: string;
  /** Why the bench cannot run here, checked before it is imported. */
  missing?: () => string | undefined;
  /** Arguments for its main(); benches that read argv must not see run.ts's own. */
  args?: unknown[];
}

const BENCHES: Bench[] = [
  { name: 'engine', file: 'engine.ts' },
  { name: 'math', file: 'math.ts' },
  {
    name: 'pipeline',
    file: 'pipeline.ts',
    // It times the bundled action, so a stale or absent build would measure nothing.
    missing: () =>
      existsSync(join(root, 'dist', 'index.js'))
        ? undefined
        : 'dist/index.js is missing; build it with `npm run bundle` first.',
    args: [[]],
  },
  {
    name: 'typical-pr',
    file: 'typical-pr.ts',
    missing: () =>
      existsSync(join(root, 'dist', 'index.js'))
        ? undefined
        : 'dist/index.js is missing; build it with `npm run bundle` first.',
    args: [[]],
  },
  { name: 'output-writes', file: 'output-writes.ts', args: [[]] },
  { name: 'image-checks', file: 'image-checks.ts', args: [[]] },
  { name: 'redact', file: 'redact.ts', args: [[]] },
  { name: 'github-client', file: 'github-client.ts', args: [[]] },
  { name: 'remote', file: 'remote.ts' },
  { name: 'serve', file: 'serve.ts' },
];

type Outcome = 'ok' | 'skipped' | 'failed';

async function runOne(bench: Bench): Promise<Outcome> {
  const path = join(root, 'bench', bench.file);
  if (!existsSync(path)) {
    console.log(`skipped: bench/${bench.file} does not exist yet.`);
    return 'skipped';
  }
  const reason = bench.missing?.();
  if (reason) {
    console.log(`skipped: ${reason}`);
    return 'skipped';
  }
  const module = (await import(pathToFileURL(path).href)) as {
    main?: (...args: unknown[]) => unknown;
  };
  if (typeof module.main !== 'function') {
    console.log(`skipped: bench/${bench.file} exports no main().`);
    return 'skipped';
  }
  await module.main(...(bench.args ?? []));
  return 'ok';
}

export async function main(): Promise<boolean> {
  const started = performance.now();
  const outcomes: [string, Outcome, number][] = [];
  for (const bench of BENCHES) {
    console.log(`\n=== ${bench.name} (bench/${bench.file}) ===`);
    const benchStart = performance.now();
    let outcome: Outcome;
    try {
      outcome = await runOne(bench);
    } catch (error) {
      outcome = 'failed';
      console.log(`FAILED: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    }
    outcomes.push([bench.name, outcome, performance.now() - benchStart]);
  }
  console.log('\n=== summary ===');
  for (const [name, outcome, ms] of outcomes) {
    console.log(`  ${name.padEnd(10)} ${outcome.padEnd(8)} ${(ms / 1000).toFixed(1)} s`);
  }
  console.log(`  total      ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return outcomes.every(([, outcome]) => outcome !== 'failed');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Exit explicitly: a bench that leaves a handle open must not keep the run from ending.
  process.exit((await main()) ? 0 : 1);
}
