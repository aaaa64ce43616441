/**
 * What every pull request pays: `node dist/index.js` for a PR of 1 and of 20 Markdown
 * files, local engine, sticky comment on, artifact off, against an emulated GitHub API on
 * loopback. Each action run is paired with a bare `node -e 0` in the same loop, so the
 * ratio printed last does not drift with the machine's speed.
 *
 *   npx tsx bench/typical-pr.ts [--runs 9] [--entry path/to/index.js] [--latency 100]
 *                               [--node path/to/node]
 *
 * `--entry` times another build (an older dist/ checked out elsewhere) for a before/after.
 * `--latency` delays every answer of the emulated API by that many milliseconds, as
 * api.github.com's round trips do from a runner, so time spent waiting in turn shows.
 * `--node` times both the action and bare node with another Node binary: the action runs on
 * node24 on the runner, while this machine's own Node may be older.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { makeWorkspace, runForEvent } from '../test/support/action-fixture.js';
import { startGitHubEmulator, TOKENS } from '../test/support/github-emulator.js';
import { pullRequestPayload } from '../test/support/webhook-payloads.js';

const root = resolve(import.meta.dirname, '..');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function bareNodeMs(node: string): number {
  const start = performance.now();
  spawnSync(node, ['-e', '0']);
  return performance.now() - start;
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
  entry: string | undefined,
  latency: number,
  node: string,
): Promise<{ action: number; bare: number }> {
  const files = articles(count);
  const workspace = await makeWorkspace(files);
  const gh = await startGitHubEmulator({
    pulls: {
      1: { files: Object.keys(files).map((filename) => ({ filename, status: 'added' as const })) },
    },
  });
  if (latency > 0) gh.faults.add({ path: /./, delayMs: latency, times: Number.POSITIVE_INFINITY });
  const action: number[] = [];
  const bare: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      bare.push(bareNodeMs(node));
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
      action.push(run.wallMs);
    }
  } finally {
    await gh.close();
  }
  return { action: median(action), bare: median(bare) };
}

export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '9' },
      entry: { type: 'string' },
      latency: { type: 'string', default: '0' },
      node: { type: 'string', default: process.execPath },
    },
  });
  const runs = Number(values.runs);
  const latency = Number(values.latency);
  const node = values.node;
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(
    `typical-pr: median of ${runs} interleaved runs of dist/index.js and node -e 0 on Node ${version}${latency ? `, GitHub answering in ${latency} ms` : ''}`,
  );
  for (const count of [1, 20]) {
    const entry = values.entry && resolve(values.entry);
    const { action, bare } = await measure(count, runs, entry, latency, node);
    console.log(
      `  ${String(count).padStart(2)} document(s): ${action.toFixed(0)} ms, bare node ${bare.toFixed(0)} ms, ratio ${(action / bare).toFixed(1)}x`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
