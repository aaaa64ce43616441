import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, type ServerOptions, startServer } from '../../src/server/index.js';
import { type FaultProxy, startFaultProxy } from './fault-proxy.js';
import { TOKENS } from './github-emulator.js';
import { guardDir, guardSecrets } from './secret-guard.js';

/**
 * `serve` with a fresh sandbox outbox, the service of the draft tests. The outbox holds
 * what the service was asked to draft, so it is scanned for credentials after the test;
 * the keys the server accepts are credentials too.
 */
export async function startSandboxServe(
  keys: string[],
  options: Pick<ServerOptions, 'rateLimit'> = {},
): Promise<{ serve: RunningServer; outbox: string }> {
  const outbox = await mkdtemp(join(tmpdir(), 'md-outbox-'));
  const serve = await startServer({ keys, outbox, ...options });
  guardSecrets(...keys);
  guardDir(outbox);
  return { serve, outbox };
}

/**
 * Every record in a sandbox outbox, parsed (`kind` says which: article-draft, newspic-draft
 * or batch-upload). Read with blocking calls: a 1,000-document merge leaves thousands.
 */
// biome-ignore lint/suspicious/noExplicitAny: outbox records are JSON as server/outbox.ts writes them
export function outboxRecords(outbox: string): any[] {
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')));
}

/**
 * Drafts in a sandbox outbox per document, by the word after its `# `: what exists on the
 * "platform". Exactly one each means nothing was drafted twice.
 */
export async function draftsPerDocument(outbox: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const record of outboxRecords(outbox)) {
    if (record.kind === 'batch-upload') continue;
    const title = /^# (\w+)/m.exec(record.request.markdown ?? '')?.[1] ?? '?';
    counts[title] = (counts[title] ?? 0) + 1;
  }
  return counts;
}

/** The credentials a fault-matrix test hands the action: its service key and platform app. */
export interface MatrixCredentials {
  key: string;
  appId: string;
  appSecret: string;
}

/**
 * `serve`'s sandbox behind the fault proxy, both handed to `closeAtEnd`, and the
 * action's inputs that send every service call through the proxy.
 */
export async function proxiedSandbox(
  credentials: MatrixCredentials,
  closeAtEnd: (server: { close(): Promise<void> }) => void,
): Promise<{
  serve: RunningServer;
  outbox: string;
  proxy: FaultProxy;
  inputs: Record<string, string>;
}> {
  const { serve, outbox } = await startSandboxServe([credentials.key]);
  const proxy = await startFaultProxy(serve.url);
  for (const server of [proxy, serve]) closeAtEnd(server);
  const inputs = {
    'api-key': credentials.key,
    'app-id': credentials.appId,
    'app-secret': credentials.appSecret,
    'api-url': proxy.url,
    'github-token': TOKENS.actions,
    artifact: 'false',
  };
  return { serve, outbox, proxy, inputs };
}
