/**
 * Throughput of `md-platform serve` on /api/v1/convert (issue: serve). The server is the
 * shipped bin (dist/cli/index.js: run `npm run bundle` first) in its own process, with its
 * default conversion threads; autocannon drives it from this one with 8 keep-alive
 * connections POSTing a ~10 KB article with code blocks, 1 s of warm-up, then 5 s measured.
 *
 * Reference, measured in the same run: the local engine converting the same article on
 * one thread of this process, back to back. The ratio above 1 is what the threads add
 * over one event loop; below 1 would be HTTP, JSON and validation eating the gain.
 * Targets: >= 300 req/s on a 2-core machine, no non-2xx answers.
 *
 *   npx tsx bench/serve.ts
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { createLocalEngine } from '../src/engine/local/index.js';
import { splitFrontMatter } from '../src/markdown/front-matter.js';

const root = resolve(import.meta.dirname, '..');
const KEY = 'wme_bench';
const CONNECTIONS = 8;
const WARMUP_S = 1;
const DURATION_S = 5;
const TARGET_RPS = 300;
const ARTICLE_BYTES = 10 * 1024;

/** The part of autocannon's programmatic API used here; the package ships no type declarations. */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  duration: number;
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: Histogram;
}
type Autocannon = (options: {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
}) => Promise<AutocannonResult>;

export interface ServeBenchResult {
  articleBytes: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  engineConversionsPerSecond: number;
  /** Server req/s over the engine's conversions/s in one process. */
  vsEngine: number;
}

/**
 * The example with the most fenced code blocks, repeated to ~10 KB. Relative images become
 * absolute: the service only accepts image URLs it can fetch.
 */
export function benchArticle(bytes = ARTICLE_BYTES): string {
  const dir = join(root, 'examples');
  const bodies = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => splitFrontMatter(readFileSync(join(dir, name), 'utf8')).body)
    .map((body) => body.replace(/\]\((?!https?:)([^)\s]+)/g, '](https://example.com/$1'));
  const fences = (body: string) => body.match(/^```/gm)?.length ?? 0;
  const body = bodies.sort((a, b) => fences(b) - fences(a))[0];
  if (!body) throw new Error(`No Markdown article under ${dir} to send.`);
  let article = body;
  while (Buffer.byteLength(article) < bytes) article += `\n\n${body}`;
  return article;
}

async function startChild(): Promise<{ url: string; child: ChildProcess }> {
  // The shipped bin, with its default conversion threads (one per core).
  const child = spawn(
    process.execPath,
    [
      join('dist', 'cli', 'index.js'),
      'serve',
      '--port',
      '0',
      '--keys',
      KEY,
      // The bench measures conversion throughput, not the per-key limit.
      '--rate-limit',
      '1000000000/1s',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const lines = createInterface({ input: child.stdout! });
  const url = await new Promise<string>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`md-platform serve exited with ${code}.`)));
    lines.on('line', (line) => {
      const match = /listening on (\S+)/.exec(line);
      if (match) done(match[1]);
    });
  });
  return { url, child };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

function engineConversionsPerSecond(markdown: string, minMs: number): number {
  const engine = createLocalEngine();
  for (let i = 0; i < 50; i++) engine.convertSync({ markdown });
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    engine.convertSync({ markdown });
    count++;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  return count / (elapsed / 1000);
}

export async function main(): Promise<ServeBenchResult> {
  const markdown = benchArticle();
  const body = JSON.stringify({ markdown });
  const articleBytes = Buffer.byteLength(markdown);
  console.log(
    `serve: POST /api/v1/convert, ${(articleBytes / 1024).toFixed(1)} KB article, ${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s warm-up`,
  );
  const engineRate = engineConversionsPerSecond(markdown, 2000);

  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const { url, child } = await startChild();
  try {
    const target = {
      url: `${url}/api/v1/convert`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json', 'x-api-key': KEY },
      body,
      connections: CONNECTIONS,
    };
    // One request checked by hand first: a bench that measures fast 401s or 422s is worse than none.
    const probe = await fetch(target.url, { method: 'POST', headers: target.headers, body });
    const answer = (await probe.json()) as { code?: unknown; data?: { html?: string } };
    if (probe.status !== 200 || Number(answer.code) !== 0 || !answer.data?.html) {
      throw new Error(
        `serve answered the bench article with HTTP ${probe.status}, code ${answer.code}.`,
      );
    }
    await autocannon({ ...target, duration: WARMUP_S });
    const run = await autocannon({ ...target, duration: DURATION_S });

    const result: ServeBenchResult = {
      articleBytes,
      requestsPerSecond: run['2xx'] / run.duration,
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      non2xx: run.non2xx,
      errors: run.errors + run.timeouts,
      engineConversionsPerSecond: engineRate,
      vsEngine: run['2xx'] / run.duration / engineRate,
    };
    const mark = (ok: boolean) => (ok ? 'ok' : 'BELOW TARGET');
    console.log(
      `  throughput           ${result.requestsPerSecond.toFixed(0)} req/s (target >= ${TARGET_RPS}) ${mark(result.requestsPerSecond >= TARGET_RPS)}`,
    );
    console.log(`  latency              p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`);
    console.log(
      `  non-2xx / errors     ${result.non2xx} / ${result.errors} (target 0) ${mark(result.non2xx === 0 && result.errors === 0)}`,
    );
    console.log(
      `  engine alone         ${engineRate.toFixed(0)} conversions/s in one process (same article, same run)`,
    );
    console.log(`  serve / engine       ${result.vsEngine.toFixed(2)}x`);
    return result;
  } finally {
    await stopChild(child);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
