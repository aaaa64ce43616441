/**
 * The server side of bench/serve.ts, in its own process so the load generator does not
 * share the server's event loop or CPU time. Prints `{"url": ...}` once listening and
 * stops on SIGTERM/SIGINT.
 *
 *   node --import tsx bench/serve-child.ts
 */
import { startServer } from '../src/server/index.js';

const BENCH_KEY = 'wme_bench';

const server = await startServer({
  port: 0,
  keys: [BENCH_KEY],
  // The bench measures conversion throughput, not the per-key limit.
  rateLimit: { requests: 1e9, intervalMs: 1000 },
});
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);

const stop = () => {
  server.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
