import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '../../src/server/index.js';
import { guardDir, guardSecrets } from './secret-guard.js';

/**
 * `serve` with a fresh sandbox outbox, the service of the draft tests. The outbox holds
 * what the service was asked to draft, so it is scanned for credentials after the test;
 * the keys the server accepts are credentials too.
 */
export async function startSandboxServe(
  keys: string[],
): Promise<{ serve: RunningServer; outbox: string }> {
  const outbox = await mkdtemp(join(tmpdir(), 'md-outbox-'));
  const serve = await startServer({ keys, outbox });
  guardSecrets(...keys);
  guardDir(outbox);
  return { serve, outbox };
}
