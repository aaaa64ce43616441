/**
 * The write-ahead step of drafting: one batch of draft requests, with its intents written
 * to the ledger before the requests and its outcomes with the next batch's intents.
 */
import type { Cancellation } from '../core/cancellation.js';
import { mapConcurrent } from '../core/concurrency.js';
import { DocumentError, errorMessage, GitHubError, ServiceError } from '../core/errors.js';
import type { Log } from '../core/log.js';
import type { DraftResult, DraftType } from '../core/types.js';
import type { RunContext } from '../github/event.js';
import { rewriteImages } from '../markdown/images.js';
import type { SourceDocument } from '../markdown/read-document.js';
import type { DraftCreated, ServiceClient } from '../service/client.js';
import type { Config } from '../settings/config.js';
import type { Ledger, LedgerChange, LedgerEntry } from './ledger.js';
import { type ImageState, imagesToUpload, uploadImages } from './upload-images.js';

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

/** What the next ledger write carries: the outcomes of the batch just sent. */
export interface Carry {
  change: LedgerChange;
  /** Drafts created by that batch, named if their outcome can never be recorded. */
  created: DraftResult[];
}

export const NOTHING_CARRIED: Carry = { change: {}, created: [] };

export function waitingResult(plan: Plan, why: string): DraftResult {
  return {
    path: plan.source.path,
    type: plan.type,
    status: 'waiting',
    reason: `Waiting: not sent, because the draft ledger could not be written (${why}) and a draft it cannot record could be created twice. A re-run drafts it.`,
  };
}

/**
 * One write-ahead step: one ledger write records the outcomes of the previous step and
 * the intents of this one: the drafts of `batch` and the uploads of the images `next`
 * needs. Then the drafts are sent (their images were uploaded by the step before) and
 * the images uploaded. Uploads run a step ahead so that a run killed during an upload
 * leaves no draft recorded as possibly sent. The outcomes ride on the next write
 * (`recordLast` for the last step). A write that fails sends nothing.
 */
export async function draftBatch(
  batch: Plan[],
  next: Plan[],
  images: ImageState,
  carry: Carry,
  deps: PublishDeps,
): Promise<{ results: DraftResult[]; carry: Carry; ledgerDown?: string }> {
  const { ledger, log, cancel, attempt, config } = deps;
  const entry = (plan: Plan, status: LedgerEntry['status'], ids: DraftCreated = {}) => ({
    path: plan.source.path,
    contentHash: plan.source.contentHash,
    type: plan.type,
    ...ids,
    status,
    attempt,
  });
  const toUpload = imagesToUpload(
    next.flatMap((plan) => plan.images),
    ledger,
    images,
  );
  const intents = batch.map((plan) => entry(plan, 'intent'));
  if (intents.length === 0 && toUpload.length === 0 && isEmpty(carry.change))
    return { results: [], carry };
  try {
    await ledger.write({
      ...carry.change,
      drafts: [...(carry.change.drafts ?? []), ...intents],
      uploads: [
        ...(carry.change.uploads ?? []),
        ...toUpload.map((url) => ({ url, status: 'intent' as const, attempt })),
      ],
    });
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    log.error(`The draft ledger could not be written: ${error.message}`);
    // Nothing of this batch was sent: one more try to say so, and to record the outcomes
    // of the previous batch, so a re-run drafts these files instead of doubting them.
    const closing = await ledger
      .write({ withdraw: intents, withdrawUploads: toUpload })
      .then(() => undefined)
      .catch((again: unknown) => {
        if (!(again instanceof GitHubError)) throw again;
        return again.message;
      });
    if (closing) unrecorded(carry.created, closing, log);
    return {
      results: batch.map((plan) => waitingResult(plan, error.message)),
      carry: NOTHING_CARRIED,
      ledgerDown: error.message,
    };
  }

  const results = await mapConcurrent(batch, Math.max(1, config.concurrency), (plan) =>
    cancel.stop.aborted
      ? Promise.resolve(cancelledResult(plan, cancel))
      : sendDraft(plan, images.platformUrls, deps),
  );
  const { outcomes, notSent } = await uploadImages(toUpload, images, deps);
  const recorded: LedgerEntry[] = [];
  const withdraw: LedgerEntry[] = [];
  batch.forEach((plan, index) => {
    const outcome = results[index];
    if (outcome.status === 'created')
      recorded.push(entry(plan, 'created', { draftId: outcome.draftId, mediaId: outcome.mediaId }));
    else if (outcome.status === 'uncertain') recorded.push(entry(plan, 'uncertain'));
    else withdraw.push(intents[index]);
  });
  for (const result of results) {
    if (result.status === 'created')
      log.info(
        `Drafted ${result.path} (${result.type}): ${result.draftId ?? result.mediaId ?? 'created'}`,
      );
  }
  return {
    results,
    carry: {
      change: { drafts: recorded, withdraw, uploads: outcomes, withdrawUploads: notSent },
      created: results.filter((r) => r.status === 'created'),
    },
  };
}

/** The write after the last batch: its outcomes. Returns why it failed, if it did. */
export async function recordLast(carry: Carry, { ledger, log }: PublishDeps) {
  if (isEmpty(carry.change)) return undefined;
  try {
    await ledger.write(carry.change);
    return undefined;
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    unrecorded(carry.created, error.message, log);
    return error.message;
  }
}

const isEmpty = (change: LedgerChange) =>
  [change.drafts, change.withdraw, change.uploads, change.withdrawUploads].every(
    (list) => !list?.length,
  );

/** Drafts that exist but whose outcome the ledger never got: their intents stand. */
function unrecorded(created: DraftResult[], why: string, log: Log): void {
  for (const result of created) {
    log.error(
      `${result.path} was drafted${result.draftId ? ` (${result.draftId})` : ''} but the ledger could not record it (${why}). It stays recorded as being drafted, so a re-run names it as uncertain instead of drafting it again. No further drafts are attempted in this run.`,
    );
    result.reason =
      'Created, but not recorded in the ledger: a re-run will report it as uncertain, not draft it again.';
  }
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
