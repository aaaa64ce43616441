import type { DraftResult } from '../core/types.js';
import type { SourceDocument } from '../markdown/read-document.js';
import type { ServiceClient } from '../service/client.js';
import type { Config } from '../settings/config.js';
import type { ResolvedMode } from './mode.js';
import type { ProcessedDocument } from './process-document.js';
import type { Run } from './run-outcome.js';

export type Drafting = typeof import('../drafts/plan.js');

/** The drafting module, loaded only for a draft run; its credentials are checked before any work. */
export async function openDrafting(
  config: Config,
  mode: ResolvedMode,
): Promise<Drafting | undefined> {
  if (mode !== 'draft') return undefined;
  const drafting = await import('../drafts/plan.js');
  drafting.assertDraftCredentials(config);
  return drafting;
}

/** Creates a draft for each document that converted; a cancelled run records them in memory only. */
export async function draftAll(
  drafting: Drafting,
  processed: ProcessedDocument[],
  { config, ctx, octokit, log, cancel }: Run,
  client: ServiceClient,
): Promise<DraftResult[]> {
  const sources = processed
    .filter((p) => p.source && p.result.status !== 'failed' && p.result.status !== 'skipped')
    .map((p) => p.source as SourceDocument);
  const ledger = cancel.stop.aborted
    ? drafting.memoryLedger()
    : await drafting.openRunLedger(config, ctx, octokit, log);
  return drafting.publishDrafts(sources, {
    config,
    ctx,
    client,
    ledger,
    log,
    cancel,
    attempt: ctx.runAttempt ?? 1,
  });
}
