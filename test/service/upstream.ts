import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RateLimit } from '../../src/config.js';
import { keyOf } from '../support/fault-proxy.js';

export interface Upstream {
  url: string;
  outbox: string;
  /** Drafts and uploads the service wrote to its outbox (sandbox side effects). */
  writes(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The service behind the fault proxy: the project's own `serve` when
 * src/server/index.ts exports startServer, else a minimal spec fixture.
 */
export async function startUpstream(keys: string[], rateLimit?: RateLimit): Promise<Upstream> {
  const outbox = await mkdtemp(join(tmpdir(), 'md-platform-outbox-'));
  const server = await startServe(keys, outbox, rateLimit);
  return {
    url: server.url,
    outbox,
    writes: async () => (await readdir(outbox, { recursive: true })).length,
    close: async () => {
      await server.close();
      await rm(outbox, { recursive: true, force: true });
    },
  };
}

type StartServer = (options: {
  host?: string;
  port?: number;
  keys: string[];
  outbox?: string;
  rateLimit?: RateLimit;
}) => Promise<{ url: string; close(): Promise<void> }>;

async function startServe(keys: string[], outbox: string, rateLimit?: RateLimit) {
  const serverModule = '../../src/server/index.js';
  const loaded = (await import(/* @vite-ignore */ serverModule).catch(() => undefined)) as
    | { startServer?: StartServer }
    | undefined;
  if (loaded?.startServer) {
    // Without a limit of their own, tests must not run into serve's default 100/60s.
    const limit = rateLimit ?? { requests: 1_000_000, intervalMs: 60_000 };
    return loaded.startServer({ host: '127.0.0.1', port: 0, keys, outbox, rateLimit: limit });
  }
  return startSpecFixture(keys, outbox);
}

/** Spec section 4 in forty lines, until `serve` exists. */
async function startSpecFixture(keys: string[], outbox: string) {
  let ids = 0;
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (!keys.includes(keyOf(req.headers))) {
      send(res, 401, { code: 40001, msg: 'invalid_api_key', data: { error: 'invalid_api_key' } });
      return;
    }
    const path = req.url ?? '';
    if (path === '/api/auth/validate') {
      res.writeHead(204).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (path === '/api/v1/convert' || path === '/api/convert') {
      const markdown = String(body.markdown ?? '');
      if (markdown.length > 50_000) {
        send(res, 422, {
          code: 42201,
          msg: 'markdown_too_long',
          data: { error: 'markdown_too_long', limit: 50_000, actual: markdown.length },
        });
        return;
      }
      const wordCount = markdown.replace(/\s/g, '').length;
      send(res, 200, {
        code: 0,
        msg: 'success',
        data: {
          html: `<p>${markdown.replace(/</g, '&lt;')}</p>`,
          theme: body.theme ?? 'default',
          fontSize: body.fontSize ?? 'medium',
          backgroundType: body.backgroundType ?? 'default',
          wordCount,
          estimatedReadTime: Math.max(1, Math.ceil(wordCount / 300)),
        },
      });
      return;
    }
    if (!req.headers['messenger-appid'] || !req.headers['messenger-app-secret']) {
      send(res, 400, {
        code: 40003,
        msg: 'missing_platform_credentials',
        data: { error: 'missing_platform_credentials' },
      });
      return;
    }
    const id = `id-${++ids}`;
    await writeFile(join(outbox, `${id}.json`), JSON.stringify(body));
    if (path === '/api/v1/batch-upload') {
      const items = (body.imageUrls as string[]).map((url, i) => ({
        url,
        mediaId: `${id}-${i}`,
        platformUrl: `https://media.invalid/${id}-${i}`,
      }));
      send(res, 200, { code: 0, msg: 'success', data: { items } });
      return;
    }
    send(res, 200, { code: 0, msg: 'success', data: { mediaId: id, draftId: `draft-${id}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
