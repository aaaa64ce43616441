/**
 * The service client against `serve` on loopback.
 *
 * 1. Rate-limited run: 250 conversions, concurrency 4, client limiter `100/2s`, and
 *    the server enforcing the same limit. Any client that respects "at most 100
 *    requests in any 2 s" needs floor((250 - 1) / 100) × 2 s = 4 s; that is the
 *    reference. Targets: no 429, wall time ≤ 1.1× the reference, TCP connections
 *    ≤ concurrency (counted by a pass-through proxy in front of the server).
 * 2. Overhead: sequential conversions through the client (limiter out of the way)
 *    vs a bare undici request with the same Agent options to the same server,
 *    measured in the same run. Target ≤ 1.2×.
 * Run: npx tsx bench/remote.ts
 */
import { pathToFileURL } from 'node:url';
import { Agent, request } from 'undici';
import { createServiceClient } from '../src/service/client.js';
import type { RateLimit } from '../src/settings/config.js';
import { startUpstream } from '../test/service/upstream.js';
import { startFaultProxy } from '../test/support/fault-proxy.js';

const KEY = 'wme_bench_key_000000000000';
const CONCURRENCY = 4;
const DOCUMENTS = 250;
const LIMIT: RateLimit = { requests: 100, intervalMs: 2000 };
const OVERHEAD_ROUNDS = 1500;

const markdown = (i: number) =>
  `# Note ${i}\n\nA short paragraph with **bold**, \`code\` and a [link](https://example.com/${i}).\n\n- one\n- two\n`;

export interface RemoteBenchResult {
  tooManyRequests: number;
  wallMs: number;
  referenceMs: number;
  wallRatio: number;
  connections: number;
  clientMsPerRequest: number;
  bareMsPerRequest: number;
  overheadRatio: number;
}

export async function main(): Promise<RemoteBenchResult> {
  // Overhead first: measured after the limited run it also pays for that run's garbage.
  const overhead = await overheadRun();
  const limited = await rateLimitedRun();
  const result = { ...limited, ...overhead };
  console.log('remote: 250 conversions at 100/2s, concurrency 4');
  console.log(`  429 answers          ${result.tooManyRequests} (target 0)`);
  console.log(
    `  wall time            ${result.wallMs.toFixed(0)} ms vs ${result.referenceMs} ms minimum = ${result.wallRatio.toFixed(3)}x (target <= 1.1x)`,
  );
  console.log(`  TCP connections      ${result.connections} (target <= ${CONCURRENCY})`);
  console.log(
    `  per request          client ${(result.clientMsPerRequest * 1000).toFixed(0)} us vs bare undici ${(result.bareMsPerRequest * 1000).toFixed(0)} us = ${result.overheadRatio.toFixed(3)}x (target <= 1.2x)`,
  );
  return result;
}

async function rateLimitedRun() {
  const upstream = await startUpstream([KEY], LIMIT);
  // A pass-through proxy: it counts the client's TCP connections and every status
  // `serve` answered (429s included); `serve` enforces the limit.
  const proxy = await startFaultProxy(upstream.url);
  const client = createServiceClient({
    apiKey: KEY,
    apiUrl: proxy.url,
    credentialHeaderPrefix: 'Messenger',
    concurrency: CONCURRENCY,
    rateLimit: LIMIT,
    timeoutMs: 30_000,
  });
  try {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < DOCUMENTS) {
          const i = next++;
          await client.convert({ markdown: markdown(i) });
        }
      }),
    );
    const wallMs = performance.now() - started;
    const referenceMs = Math.floor((DOCUMENTS - 1) / LIMIT.requests) * LIMIT.intervalMs;
    return {
      tooManyRequests: proxy.requests.filter((r) => r.status === 429).length,
      wallMs,
      referenceMs,
      wallRatio: wallMs / referenceMs,
      connections: proxy.connections,
    };
  } finally {
    await client.close();
    await proxy.close();
    await upstream.close();
  }
}

async function overheadRun() {
  const upstream = await startUpstream([KEY]);
  const unlimited: RateLimit = { requests: 1_000_000_000, intervalMs: 1000 };
  const client = createServiceClient({
    apiKey: KEY,
    apiUrl: upstream.url,
    credentialHeaderPrefix: 'Messenger',
    concurrency: 1,
    rateLimit: unlimited,
    timeoutMs: 30_000,
  });
  const agent = new Agent({ connections: 1, keepAliveTimeout: 10_000 });
  const bare = async (i: number) => {
    const res = await request(`${upstream.url}/api/v1/convert`, {
      dispatcher: agent,
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ markdown: markdown(i) }),
    });
    const body = JSON.parse(await res.body.text());
    if (body.code !== 0) throw new Error(`bare request failed: ${body.msg}`);
  };
  const viaClient = async (i: number) => {
    await client.convert({ markdown: markdown(i) });
  };
  try {
    for (let i = 0; i < 200; i++) {
      await bare(i);
      await viaClient(i);
    }
    // Interleaved blocks, each side going first in turn, so drift (GC, JIT, the
    // server warming up) hits both sides alike.
    let bareMs = 0;
    let clientMs = 0;
    const block = async (run: (i: number) => Promise<void>) => {
      const t = performance.now();
      for (let i = 0; i < OVERHEAD_ROUNDS / 20; i++) await run(i);
      return performance.now() - t;
    };
    for (let round = 0; round < 20; round++) {
      if (round % 2 === 0) {
        bareMs += await block(bare);
        clientMs += await block(viaClient);
      } else {
        clientMs += await block(viaClient);
        bareMs += await block(bare);
      }
    }
    return {
      clientMsPerRequest: clientMs / OVERHEAD_ROUNDS,
      bareMsPerRequest: bareMs / OVERHEAD_ROUNDS,
      overheadRatio: clientMs / bareMs,
    };
  } finally {
    await client.close();
    await agent.close();
    await upstream.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
