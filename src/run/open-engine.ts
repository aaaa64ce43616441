import { DEFAULT_BUDGET, type DocumentBudget } from '../core/budget.js';
import { errorMessage, ServiceError } from '../core/errors.js';
import type { Log } from '../core/log.js';
import type { Redact } from '../core/secrets.js';
import type { Engine } from '../engine/engine.js';
import type { ServiceClient } from '../service/client.js';
import type { EngineChoice, ServiceConfig } from '../settings/config.js';
import type { ResolvedMode } from './mode.js';
import type { RunOutcome } from './run-outcome.js';

/** What choosing the engine reads: the action's run, or the CLI's flags. */
export interface EngineSettings {
  config: { engine: EngineChoice; budget?: DocumentBudget; concurrency?: number };
  /**
   * The entry file conversion threads start from (the action's or the CLI's own): with it,
   * the embedded engine draws math and diagrams on threads under each document's budget.
   */
  workerEntry?: string;
  /** The service, when a key and its URL are configured (`serviceConfig`). */
  service?: ServiceConfig;
  mode: ResolvedMode;
  /** A pull request from a fork: no secrets, the embedded engine. */
  fork?: boolean;
  log: Log;
  redact?: Redact;
  /** Milliseconds per second of the service client's back-off (default 1000). */
  retryUnitMs?: number;
}

export interface OpenedEngine {
  kind: RunOutcome['engine'];
  /** The service client, for the remote engine and for drafts; the caller closes it. */
  client?: ServiceClient;
  /** The caller closes it. */
  engine?: Engine;
  /** Set when the service was down and the embedded engine renders instead: for the caller to warn. */
  fallback?: string;
}

/**
 * The engine this run converts with: the service when configured (its key checked first),
 * the embedded engine otherwise or when the service is down for a preview.
 */
export async function openEngine(
  { config, service, mode, fork = false, log, redact, workerEntry, retryUnitMs }: EngineSettings,
  files: number,
): Promise<OpenedEngine> {
  let kind = chooseEngine(config.engine, service !== undefined, mode, fork, files);
  let client: ServiceClient | undefined;
  let fallback: string | undefined;
  try {
    if (service && (kind === 'remote' || mode === 'draft')) {
      const { createServiceClient } = await import('../service/client.js');
      const { retryPolicy } = await import('../service/retry.js');
      client = createServiceClient(service, { log, redact, retry: retryPolicy(retryUnitMs) });
      log.info(`Checking the API key with ${new URL(service.apiUrl).origin}`);
      try {
        await client.validate();
      } catch (error) {
        if (!previewsWithoutService(error, config.engine, mode)) throw error;
        // A preview is still worth having when the service is down: the embedded
        // engine implements the same convert contract. A rejected key is not an
        // outage, and drafts cannot be made without the service.
        fallback = `The conversion service is unavailable (${errorMessage(error)}). This preview was rendered with the embedded engine instead; set \`engine: remote\` to fail the step in this case.`;
        await client.close();
        client = undefined;
        kind = 'local';
      }
    }
    // Each run loads only the engine it uses: a remote run never pays for markdown-it and highlight.js.
    let engine: Engine | undefined;
    if (kind === 'remote' && client)
      engine = (await import('../engine/remote.js')).createRemoteEngine(client);
    else if (kind === 'local' && workerEntry) {
      const { createBudgetedEngine } = await import('../engine/local/threads/budgeted-engine.js');
      engine = createBudgetedEngine({
        entry: workerEntry,
        budget: config.budget ?? DEFAULT_BUDGET,
        threads: config.concurrency ?? 1,
      });
    } else if (kind === 'local')
      engine = (await import('../engine/local/index.js')).createLocalEngine({
        maxHtmlBytes: config.budget?.maxHtmlBytes,
      });
    return { kind, client, engine, fallback };
  } catch (error) {
    await client?.close();
    throw error;
  }
}

/**
 * Starts loading the embedded engine when the run will most likely use it, so that its
 * code compiles while GitHub answers which files changed; `openEngine` then finds it loaded.
 */
export function preloadEngine({
  config,
  service,
  mode,
  fork = false,
  workerEntry,
}: EngineSettings): void {
  if (chooseEngine(config.engine, service !== undefined, mode, fork, 1) !== 'local') return;
  // A failure to load shows where the engine is opened, not here. The budgeted engine
  // loads the YAML library only for a document that needs it; index.js loads it up front.
  (workerEntry
    ? import('../engine/local/threads/budgeted-engine.js')
    : import('../engine/local/index.js')
  ).catch(() => undefined);
}

function previewsWithoutService(error: unknown, engine: EngineChoice, mode: ResolvedMode): boolean {
  return (
    error instanceof ServiceError &&
    error.code !== 'invalid_api_key' &&
    engine === 'auto' &&
    (mode === 'preview' || mode === 'convert')
  );
}

/**
 * Which engine converts: none when nothing is converted (no files, a check, drafts, which
 * the service converts itself), the embedded one for a fork (no secrets) or when asked,
 * else the service when one is configured.
 */
export function chooseEngine(
  engine: EngineChoice,
  hasService: boolean,
  mode: ResolvedMode,
  fork: boolean,
  files: number,
): RunOutcome['engine'] {
  if (files === 0 || mode === 'check' || mode === 'draft') return 'none';
  if (fork || engine === 'local') return 'local';
  // A key without a URL is refused when the settings are read, unless the engine is local.
  return hasService ? 'remote' : 'local';
}
