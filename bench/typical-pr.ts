/**
 * What every pull request pays: `node dist/index.js` for a PR of 1 and of 20 Markdown
 * files, local engine, sticky comment on, artifact off, against an emulated GitHub API on
 * loopback. Each action run is paired with a bare `node -e 0` in the same loop, so the
 * ratio to bare node does not drift with the machine's speed; the last figure of each line,
 * the action's time over the libraries' alone, is the one the action is held to (1.3x).
 *
 * A third run in each round does the same PR with the libraries alone
 * (support/library-floor.ts, bundled here as dist/ is): the part of the action's time that
 * no change to its own code can remove.
 *
 *   npx tsx bench/typical-pr.ts [--runs 9] [--entry path/to/index.js ...] [--latency 100]
 *                               [--node path/to/node]
 *
 * `--entry` times another build (an older dist/ checked out elsewhere); given more than
 * once, each build runs in every round, so a before/after is measured in the same loop.
 * `--latency` delays every answer of the emulated API by that many milliseconds, as
 * api.github.com's round trips do from a runner, so time spent waiting in turn shows.
 * `--node` times both the action and bare node with another Node binary: the action runs on
 * node24 on the runner, while this machine's own Node may be older.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { asciiOnly, DIST_OPTIONS } from '../scripts/dist-options.mjs';
import { makeWorkspace, runForEvent } from '../test/support/action-fixture.js';
import { startGitHubEmulator, TOKENS } from '../test/support/github-emulator.js';
import { pullRequestPayload } from '../test/support/webhook-payloads.js';
import { median } from './support/stats.js';

const root = resolve(import.meta.dirname, '..');

/**
 * The environment bare node and the floor start with: the host's PATH and HOME, as
 * test/support/run-action.ts gives the action, and nothing else of this process's. Some
 * variables change Node's own start-up: NODE_EXTRA_CA_CERTS makes it parse a certificate
 * bundle first (60 ms on a machine that sets it), which the action, started without it, was
 * not paying, so the floor looked slower than it is.
 */
const START_ENV = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

function bareNodeMs(node: string): number {
  const start = performance.now();
  spawnSync(node, ['-e', '0'], { env: START_ENV });
  return performance.now() - start;
}

/** Bundles support/library-floor.ts into `dir` exactly as dist/ is built. */
async function bundleFloor(dir: string): Promise<string> {
  const outfile = join(dir, 'floor.mjs');
  await build({
    ...DIST_OPTIONS,
    absWorkingDir: root,
    entryPoints: [join(root, 'bench', 'support', 'library-floor.ts')],
    outfile,
  });
  await asciiOnly(dir);
  return outfile;
}

/** Runs the floor once; the emulator answers from this process, so the wait is async. */
function floorMs(node: string, args: string[]): Promise<number> {
  const start = performance.now();
  return new Promise((done, fail) => {
    const child = spawn(node, args, { env: START_ENV, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done(performance.now() - start)
        : fail(new Error(`the library floor failed: ${stderr}`)),
    );
  });
}

/**
 * The shipped examples, repeated under new names until there are `count` documents.
 * The math example is left out: a typical article has none, and the renderers it loads
 * are measured by bench/math.ts.
 */
function articles(count: number): Record<string, string> {
  const dir = join(root, 'examples');
  const sources = readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'cache-math.md')
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) files[`articles/a${i}.md`] = sources[i % sources.length];
  return files;
}

async function measure(
  count: number,
  runs: number,
  entries: readonly string[],
  latency: number,
  node: string,
  floor: string,
): Promise<{ actions: number[]; floor: number; bare: number }> {
  const files = articles(count);
  const workspace = await makeWorkspace(files);
  const gh = await startGitHubEmulator({
    pulls: {
      1: { files: Object.keys(files).map((filename) => ({ filename, status: 'added' as const })) },
    },
  });
  if (latency > 0) gh.faults.add({ path: /./, delayMs: latency, times: Number.POSITIVE_INFINITY });
  const actions: number[][] = entries.map(() => []);
  const floorRuns: number[] = [];
  const bare: number[] = [];
  const floorArgs = [floor, gh.url, TOKENS.actions, workspace, join(dirname(floor), 'out.html')];
  try {
    for (let i = 0; i < runs; i++) {
      bare.push(bareNodeMs(node));
      floorRuns.push(await floorMs(node, floorArgs));
      // Builds take turns at going first, so neither always runs on caches the other warmed.
      const order = i % 2 === 0 ? [...entries.keys()] : [...entries.keys()].reverse();
      for (const e of order) {
        const entry = entries[e];
        const run = await runForEvent({
          eventName: 'pull_request',
          payload: pullRequestPayload({ number: 1 }),
          workspace,
          apiUrl: gh.url,
          inputs: {
            files: 'articles/**/*.md',
            'github-token': TOKENS.actions,
            artifact: 'false',
            comment: 'true',
          },
          options: { entry, node },
        });
        if (run.code !== 0) throw new Error(`the action failed: ${run.stdout}${run.stderr}`);
        actions[e].push(run.wallMs);
      }
    }
  } finally {
    await gh.close();
  }
  return { actions: actions.map(median), floor: median(floorRuns), bare: median(bare) };
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '9' },
      entry: { type: 'string', multiple: true },
      latency: { type: 'string', default: '0' },
      node: { type: 'string', default: process.execPath },
    },
  });
  const runs = Number(values.runs);
  const latency = Number(values.latency);
  const node = values.node;
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(
    `typical-pr: median of ${runs} interleaved runs of dist/index.js, the libraries alone and node -e 0 on Node ${version}${latency ? `, GitHub answering in ${latency} ms` : ''}`,
  );
  const scratch = mkdtempSync(join(tmpdir(), 'md-platform-floor-'));
  try {
    const floor = await bundleFloor(scratch);
    // The committed build unless told otherwise: a benchmark times what ships.
    const entries = (values.entry ?? [join(root, 'dist', 'index.js')]).map((e) => resolve(e));
    for (const count of [1, 20]) {
      const m = await measure(count, runs, entries, latency, node, floor);
      const ratio = (ms: number) => `${(ms / m.bare).toFixed(1)}x`;
      for (const [e, action] of m.actions.entries()) {
        const build = entries.length > 1 ? ` [${values.entry?.[e]}]` : '';
        // The figure the action is held to: its time over the libraries' alone.
        const overLibraries = `${(action / m.floor).toFixed(2)}x`;
        console.log(
          `  ${String(count).padStart(2)} document(s)${build}: ${action.toFixed(0)} ms, libraries alone ${m.floor.toFixed(0)} ms (${ratio(m.floor)}), bare node ${m.bare.toFixed(0)} ms, ratio ${ratio(action)}, action / libraries alone ${overLibraries}`,
        );
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
