import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../src/server/index.js';
import type { RateLimit } from '../../src/settings/config.js';

export interface Upstream {
  url: string;
  outbox: string;
  /** Drafts and upload batches the service recorded in its outbox (sandbox side effects). */
  writes(): Promise<number>;
  close(): Promise<void>;
}

/** The project's own `serve` on 127.0.0.1, with its sandbox outbox in a temporary folder. */
export async function startUpstream(keys: string[], rateLimit?: RateLimit): Promise<Upstream> {
  const outbox = await mkdtemp(join(tmpdir(), 'md-platform-outbox-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    keys,
    outbox,
    // Without a limit of their own, tests must not run into serve's default 100/60s.
    rateLimit: rateLimit ?? { requests: 1_000_000, intervalMs: 60_000 },
  });
  return {
    url: server.url,
    outbox,
    // One JSON record per draft or upload batch (serve adds the article's HTML beside it).
    writes: async () =>
      (await readdir(outbox, { recursive: true })).filter((f) => String(f).endsWith('.json'))
        .length,
    close: async () => {
      await server.close();
      await rm(outbox, { recursive: true, force: true });
    },
  };
}
