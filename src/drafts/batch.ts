/**
 * The write-ahead step of drafting: one batch of concurrent draft requests, with its
 * intents written to the ledger before the requests and its outcomes after.
 */
import type { Cancellation } from '../core/cancellation.js';
import { DocumentError, errorMessage, GitHubError, ServiceError } from '../core/errors.js';
import type { Log } from '../core/log.js';
import type { DraftResult, DraftType } from '../core/types.js';
import type { RunContext } from '../github/event.js';
import { rewriteImages } from '../markdown/images.js';
import type { SourceDocument } from '../run/read-document.js';
import type { DraftCreated, ServiceClient } from '../service/client.js';
import type { Config } from '../settings/config.js';
import type { Ledger, LedgerEntry } from './ledger.js';

export interface Plan {
  source: SourceDocument;
  type: DraftType;
  /** Absolute image URLs the draft sends (uploaded first through batch-upload). */
  images: string[];
  article?: {
    markdown: string;
    theme?: string;
    fontSize?: string;
    convertVersion?: string;
    coverImageUrl?: string;
  };
  newspic?: { title: string; content: string; imageUrls: string[] };
}

export interface PublishDeps {
  config: Config;
  ctx: RunContext;
  client: ServiceClient;
  ledger: Ledger;
  log: Log;
  cancel: Cancellation;
  /** GITHUB_RUN_ATTEMPT, recorded with each intent. */
  attempt: number;
}

const NOT_SENT_CANCELLED = (signal: string | undefined) =>
  `Not drafted: the run was cancelled (${signal ?? 'signal'}) before this draft was sent. A re-run drafts it.`;

/** One batch: intents written, requests sent together, outcomes written. */
export async function draftBatch(
  batch: Plan[],
  platformUrls: Map<string, string>,
  deps: PublishDeps,
): Promise<{ results: DraftResult[]; ledgerDown?: string }> {
  const { ledger, log, cancel, attempt } = deps;
  const entry = (plan: Plan, status: LedgerEntry['status'], ids: DraftCreated = {}) => ({
    path: plan.source.path,
    contentHash: plan.source.contentHash,
    type: plan.type,
    ...ids,
    status,
    attempt,
    at: new Date().toISOString(),
  });
  const intents = batch.map((plan) => entry(plan, 'intent'));
  try {
    await ledger.write({ drafts: intents });
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    log.error(`The draft ledger could not be written: ${error.message}`);
    const reason = `Not attempted: the draft ledger could not be written (${error.message}), and a draft it cannot record could be created twice. Re-run when GitHub answers again.`;
    return {
      results: batch.map((plan) => ({
        path: plan.source.path,
        type: plan.type,
        status: 'failed',
        reason,
      })),
      ledgerDown: error.message,
    };
  }
  if (cancel.stop.aborted) {
    // Cancelled while the intents were being written: nothing was sent, so say so in the ledger.
    await ledger.write({ withdraw: intents }).catch((error) => {
      if (!(error instanceof GitHubError)) throw error;
      log.warning(
        `The ledger still names ${batch.length} file(s) as being drafted although the run stopped before sending them (${error.message}); a re-run will report them as uncertain.`,
      );
    });
    return { results: batch.map((plan) => cancelledResult(plan, cancel)) };
  }

  const outcomes = await Promise.all(batch.map((plan) => sendDraft(plan, platformUrls, deps)));
  const recorded: LedgerEntry[] = [];
  const withdraw: LedgerEntry[] = [];
  batch.forEach((plan, index) => {
    const outcome = outcomes[index];
    if (outcome.status === 'created')
      recorded.push(entry(plan, 'created', { draftId: outcome.draftId, mediaId: outcome.mediaId }));
    else if (outcome.status === 'uncertain') recorded.push(entry(plan, 'uncertain'));
    else withdraw.push(intents[index]);
  });
  try {
    await ledger.write({ drafts: recorded, withdraw });
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    for (const result of outcomes) {
      if (result.status !== 'created') continue;
      log.error(
        `${result.path} was drafted${result.draftId ? ` (${result.draftId})` : ''} but the ledger could not record it (${error.message}). It stays recorded as being drafted, so a re-run names it as uncertain instead of drafting it again. No further drafts are attempted in this run.`,
      );
      result.reason =
        'Created, but not recorded in the ledger: a re-run will report it as uncertain, not draft it again.';
    }
    return { results: outcomes, ledgerDown: error.message };
  }
  for (const result of outcomes) {
    if (result.status === 'created')
      log.info(
        `Drafted ${result.path} (${result.type}): ${result.draftId ?? result.mediaId ?? 'created'}`,
      );
  }
  return { results: outcomes };
}

/** Sends one draft; never throws for the service's answer, which becomes the result. */
async function sendDraft(
  plan: Plan,
  platformUrls: Map<string, string>,
  { client, cancel }: PublishDeps,
): Promise<DraftResult> {
  const path = plan.source.path;
  const swap = (url: string) => platformUrls.get(url) ?? url;
  try {
    const created =
      plan.type === 'article'
        ? await client.articleDraft(
            {
              ...plan.article!,
              markdown: rewriteImages(plan.article!.markdown, (src) => platformUrls.get(src)),
              coverImageUrl: plan.article!.coverImageUrl
                ? swap(plan.article!.coverImageUrl)
                : undefined,
            },
            cancel.deadline,
          )
        : await client.newspicDraft(
            { ...plan.newspic!, imageUrls: plan.newspic!.imageUrls.map(swap) },
            cancel.deadline,
          );
    return {
      path,
      type: plan.type,
      status: 'created',
      draftId: created.draftId,
      mediaId: created.mediaId,
    };
  } catch (error) {
    if (error instanceof ServiceError && error.uncertain) {
      const cut = cancel.deadline.aborted
        ? `The run was cancelled (${cancel.signalName()}) and the draft call got no answer within the grace period: it may have been created; check the draft box.`
        : uncertainReason(error);
      return {
        path,
        type: plan.type,
        status: 'uncertain',
        reason: `${cut} If the draft box does not have it, name it in \`redraft\` to draft it.`,
      };
    }
    if (error instanceof ServiceError || error instanceof DocumentError) {
      return { path, type: plan.type, status: 'failed', reason: errorMessage(error) };
    }
    throw error;
  }
}

export function cancelledResult(plan: Plan, cancel: Cancellation): DraftResult {
  return {
    path: plan.source.path,
    type: plan.type,
    status: 'cancelled',
    reason: NOT_SENT_CANCELLED(cancel.signalName()),
  };
}

/** Why a draft call may or may not have created its draft, as precisely as the failure says. */
export function uncertainReason(error: ServiceError): string {
  const check = 'check the draft box before running again.';
  if (error.status !== undefined && error.status >= 500) {
    return `The service answered ${error.status} after the request was sent; the draft may exist: ${check}`;
  }
  if (error.code === 'timeout') {
    return `The draft call timed out after the request was sent; the draft may exist: ${check}`;
  }
  if (error.code === 'connection_lost') {
    return `The connection dropped after the request was sent; the draft may exist: ${check}`;
  }
  const answered = error.status === undefined ? '' : ` (HTTP ${error.status})`;
  return `The service's answer${answered} to the draft call could not be used; the draft may exist: ${check}`;
}
