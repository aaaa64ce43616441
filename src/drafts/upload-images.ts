import type { Cancellation } from '../core/cancellation.js';
import { ServiceError } from '../core/errors.js';
import type { Log } from '../core/log.js';
import { isOnPlatformImageHost } from '../core/platform.js';
import type { ServiceClient } from '../service/client.js';
import type { Ledger, UploadEntry } from './ledger.js';

const UPLOAD_CHUNK = 20;

export interface UploadDeps {
  client: ServiceClient;
  log: Log;
  cancel: Cancellation;
  attempt: number;
}

/** Images of a run: original URL → platform URL, and what the run did with them. */
export interface ImageState {
  platformUrls: Map<string, string>;
  /** URLs already decided in this run (uploaded, failed, or left alone). */
  seen: Set<string>;
  uploaded: number;
  reused: number;
  /** Uploads of an earlier run that may have happened without an answer. */
  mayExist: number;
}

export function imageState(): ImageState {
  return { platformUrls: new Map(), seen: new Set(), uploaded: 0, reused: 0, mayExist: 0 };
}

/**
 * The images of one batch still to upload. An image uploaded by an earlier attempt is
 * reused; one whose upload may have happened (an intent with no outcome) is not uploaded
 * again: its drafts send the original URL, which the service fetches itself.
 */
export function imagesToUpload(images: string[], ledger: Ledger, state: ImageState): string[] {
  const toSend: string[] = [];
  for (const url of new Set(images)) {
    if (state.seen.has(url) || isOnPlatformImageHost(url)) continue;
    state.seen.add(url);
    const known = ledger.findUpload(url);
    if (known?.status === 'uploaded' && known.platformUrl) {
      state.platformUrls.set(url, known.platformUrl);
      state.reused++;
    } else if (known?.status === 'intent') state.mayExist++;
    else toSend.push(url);
  }
  return toSend;
}

/**
 * Uploads `urls` (whose intents the ledger holds) in chunks and returns their outcomes for
 * the ledger; an upload that may have happened without an answer stays an intent.
 */
export async function uploadImages(
  urls: string[],
  state: ImageState,
  { client, log, cancel, attempt }: UploadDeps,
): Promise<{ outcomes: UploadEntry[]; notSent: string[] }> {
  const entry = (url: string, status: UploadEntry['status'], platformUrl?: string) => ({
    url,
    status,
    attempt,
    ...(platformUrl ? { platformUrl } : {}),
  });
  const outcomes: UploadEntry[] = [];
  for (let i = 0; i < urls.length; i += UPLOAD_CHUNK) {
    if (cancel.stop.aborted) return { outcomes, notSent: urls.slice(i) };
    const chunk = urls.slice(i, i + UPLOAD_CHUNK);
    try {
      const { items } = await client.batchUpload({ imageUrls: chunk }, cancel.deadline);
      const byUrl = new Map(items.map((item) => [item.url, item]));
      for (const url of chunk) {
        const item = byUrl.get(url);
        if (item?.platformUrl) {
          state.platformUrls.set(url, item.platformUrl);
          state.uploaded++;
          outcomes.push(entry(url, 'uploaded', item.platformUrl));
        } else {
          log.warning(
            `Image ${url} was not uploaded (${item?.error ?? 'no answer for it'}); its draft keeps the original URL.`,
          );
          outcomes.push(entry(url, 'failed'));
        }
      }
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      log.warning(
        `Uploading ${chunk.length} image(s) failed (${error.message}); the drafts keep the original URLs.`,
      );
      // An upload that may have happened stays an intent, so no re-run repeats it.
      if (!error.uncertain) outcomes.push(...chunk.map((url) => entry(url, 'failed')));
    }
  }
  return { outcomes, notSent: [] };
}
