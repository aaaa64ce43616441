/**
 * The drafts of a run as write-ahead steps: step i writes the ledger once (the outcomes
 * of step i - 1, the intents of batch i and of the uploads batch i + 1 needs), sends
 * batch i and uploads those images; step 0 only uploads, a last write records the last
 * outcomes. docs/drafts.md describes the ledger these steps keep.
 */
import type { DraftResult } from '../core/types.js';
import {
  cancelledResult,
  draftBatch,
  NOTHING_CARRIED,
  type Plan,
  type PublishDeps,
  recordLast,
  waitingResult,
} from './batch.js';
import { imageState } from './upload-images.js';

/** Drafts `plans`, setting each one's result in `results`. */
export async function draftInSteps(
  plans: Plan[],
  results: Map<string, DraftResult>,
  deps: PublishDeps,
): Promise<void> {
  const { config, log, cancel } = deps;
  // Set when the ledger cannot be written: drafting on without a record would let a
  // re-run create the same drafts again, so the remaining documents wait for a re-run.
  let ledgerDown: string | undefined;
  const images = imageState();
  let carry = NOTHING_CARRIED;
  const size = ledgerBatchSize(plans.length, config.concurrency);
  // Step i drafts batch i and uploads the images of batch i + 1; step 0 only uploads.
  const batches: Plan[][] = [[]];
  for (let i = 0; i < plans.length; i += size) batches.push(plans.slice(i, i + size));
  for (const [i, batch] of batches.entries()) {
    const next = batches[i + 1] ?? [];
    if (config.dryRun) {
      for (const plan of batch)
        results.set(plan.source.path, {
          path: plan.source.path,
          type: plan.type,
          status: 'dry-run',
          reason: `Would create a ${plan.type} draft with ${plan.images.length} image(s).`,
        });
      continue;
    }
    if (ledgerDown) {
      for (const plan of batch) results.set(plan.source.path, waitingResult(plan, ledgerDown));
      continue;
    }
    if (cancel.stop.aborted) {
      for (const plan of batch) results.set(plan.source.path, cancelledResult(plan, cancel));
      continue;
    }
    const done = await draftBatch(batch, next, images, carry, deps);
    for (const result of done.results) results.set(result.path, result);
    ({ carry, ledgerDown } = done);
  }
  if (!config.dryRun) await recordLast(carry, deps);
  if (images.mayExist > 0)
    log.warning(
      `${images.mayExist} image upload(s) of an earlier run may have happened without an answer; they are not uploaded again (that could cost quota twice): their drafts send the original image URLs.`,
    );
  if (images.seen.size > 0)
    log.info(
      `Uploaded ${images.uploaded} distinct image(s) once for all drafts${images.reused ? `; ${images.reused} reused from an earlier attempt` : ''}.`,
    );
}

/**
 * Documents per write-ahead step: `concurrency` for a small merge; for a large one, enough
 * that the whole merge takes about 40 ledger writes, well inside GitHub's limits on
 * content-creating requests (80 a minute, 500 an hour). A run killed mid-batch leaves at
 * most one batch to check in the draft box.
 */
export function ledgerBatchSize(documents: number, concurrency: number): number {
  return Math.max(1, concurrency, Math.ceil(documents / LEDGER_WRITES));
}

const LEDGER_WRITES = 40;
